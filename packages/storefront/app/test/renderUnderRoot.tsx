import { render } from '@testing-library/react';
import type { ComponentType } from 'react';
import { createRoutesStub } from 'react-router';
import { DEFAULT_LOCALE } from '../lib/i18n/locales';
import { WithEffectsProbe } from './pageEffects';

type StubRoutes = Parameters<typeof createRoutesStub>[0];

/** What the root route's loader answers in a stub; the shell's parts read it with `useRootData`. */
export type StubRootData = Record<string, unknown>;

/**
 * Renders `Page` as the root route (id `root`, path `/`) of a router stub, so the parts of the
 * shell that read the root loader find the French default locale, an empty cart and whatever
 * `rootData` adds or replaces. `children` are routes under the root (its `Outlet`), for links.
 * `pageEffectsRan()` then waits until the page has run its first effects.
 */
export function renderUnderRoot(
  Page: ComponentType,
  { rootData = {}, children }: { rootData?: StubRootData; children?: StubRoutes } = {},
) {
  const Stub = createRoutesStub([
    {
      id: 'root',
      path: '/',
      loader: () => ({ locale: DEFAULT_LOCALE, cart: null, ...rootData }),
      Component: () => (
        <WithEffectsProbe>
          <Page />
        </WithEffectsProbe>
      ),
      ...(children ? { children } : {}),
    },
  ]);
  return render(<Stub initialEntries={['/']} />);
}
