import { startTransition, StrictMode } from 'react';
import { hydrateRoot } from 'react-dom/client';
import { HydratedRouter } from 'react-router/dom';
import { afterFirstPaint } from './lib/loading/afterFirstPaint';
import { getLocaleFromPathname, localeSourcePath } from './lib/i18n/locales';
import { dictionaryPartsFor, loadDictionary } from './lib/i18n/translate';

// React Router's own client entry, with two steps before it: the page's dictionary parts, which
// the browser bundle does not carry, and the first paint of the server HTML: while a
// page loads, Chromium may run queued tasks before it renders, so the long hydration tasks come
// after the shopper sees the page. Links and forms work without hydration meanwhile.
const pathname = localeSourcePath(new URL(window.location.href));
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
