import { startTransition, StrictMode } from 'react';
import { hydrateRoot } from 'react-dom/client';
import { HydratedRouter } from 'react-router/dom';
import { afterFirstPaint } from './lib/afterFirstPaint';
import { dictionaryPartsFor, getLocaleFromPathname, loadDictionary } from './lib/i18n';

// React Router's own client entry, with two steps before it: the page's dictionary parts, which
// the browser bundle does not carry, and the first paint of the server HTML (issue 16). While a
// page loads, Chromium runs its tasks before rendering, so hydrating at once kept the shopper
// looking at a blank screen until hydration ended; links and forms work without it meanwhile.
const { pathname } = window.location;
const { language } = getLocaleFromPathname(pathname);
await Promise.all([
  ...dictionaryPartsFor(pathname).map((part) => loadDictionary(language, part)),
  afterFirstPaint(),
]);

startTransition(() => {
  hydrateRoot(
    document,
    <StrictMode>
      <HydratedRouter />
    </StrictMode>,
  );
});
