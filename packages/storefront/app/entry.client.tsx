import { startTransition, StrictMode } from 'react';
import { hydrateRoot } from 'react-dom/client';
import { HydratedRouter } from 'react-router/dom';
import { getLocaleFromPathname, loadDictionary } from './lib/i18n';

// React Router's own client entry, with one step before it: the page's dictionary, which the
// browser bundle does not carry (issue 16). The server HTML is already on screen meanwhile.
await loadDictionary(getLocaleFromPathname(window.location.pathname).language);

startTransition(() => {
  hydrateRoot(
    document,
    <StrictMode>
      <HydratedRouter />
    </StrictMode>,
  );
});
