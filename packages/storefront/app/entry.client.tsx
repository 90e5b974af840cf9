import { startTransition, StrictMode } from 'react';
import { hydrateRoot } from 'react-dom/client';
import { HydratedRouter } from 'react-router/dom';
import { dictionaryPartsFor, getLocaleFromPathname, loadDictionary } from './lib/i18n';

// React Router's own client entry, with one step before it: the page's dictionary parts, which the
// browser bundle does not carry (issue 16). The server HTML is already on screen meanwhile.
const { pathname } = window.location;
const { language } = getLocaleFromPathname(pathname);
await Promise.all(dictionaryPartsFor(pathname).map((part) => loadDictionary(language, part)));

startTransition(() => {
  hydrateRoot(
    document,
    <StrictMode>
      <HydratedRouter />
    </StrictMode>,
  );
});
