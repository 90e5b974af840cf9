// @vitest-environment jsdom
import { fireEvent, screen, waitFor } from '@testing-library/react';
import { LinkProvider } from '@treize/ui';
import { Link, Outlet } from 'react-router';
import { describe, expect, it, vi } from 'vitest';
import type { AnyEventObject, AnyMachineSnapshot } from 'xstate';
import { wishlistDrawerModel, uiModelPaths, walkPath } from '@treize/machines/testing';
import { renderUnderRoot } from '../../test/renderUnderRoot';
import { repeatUntilHeard } from '../../test/repeatUntilHeard';
import { WishlistButton } from './WishlistButton';
import { setUpWishlistDrawerTests } from '../../test/wishlistDrawerSetup';
import { WishlistDrawerHost } from './WishlistDrawerHost';
import { WishlistProvider } from './WishlistProvider';
import { press } from '../../test/press';

// Model-based test: the wishlistDrawer machine generates the paths; the header's wishlist icon and
// the drawer it opens are tested against behaviour §2 and §4 (it opens from the header icon only, never
// by itself; it closes by its close button, an outside action or a followed link, and focus goes
// back to the icon), with the French texts written here.

const lookup = vi.fn(async () => Response.json({ products: [] }));

setUpWishlistDrawerTests(lookup);

// Not by role: an open modal drawer hides the rest of the page from the accessibility tree.
const icon = () => document.querySelector<HTMLButtonElement>('[data-slot="wishlist-button"]')!;
const drawer = () => screen.queryByRole('dialog', { name: 'Liste d’envies' });

function driver() {
  // Whether the last close was one after which focus goes back to the icon.
  let closedInPlace = false;

  async function expectState(state: AnyMachineSnapshot) {
    const open = state.matches('open');
    await waitFor(() => expect(drawer() !== null).toBe(open));
    expect(icon().getAttribute('aria-label')).toBe('Liste d’envies');
    if (open) {
      // An empty list says so and offers a way back to the shop; nothing is looked up.
      expect(drawer()!.textContent).toContain(
        'Votre liste d’envies est vide. Touchez le cœur d’une pièce pour la retrouver ici.',
      );
      expect(screen.getByRole('link', { name: 'Continuer mes achats' })).toBeTruthy();
      expect(lookup).not.toHaveBeenCalled();
    } else if (closedInPlace) {
      await waitFor(() => expect(document.activeElement).toBe(icon()));
    }
  }

  async function perform(event: AnyEventObject) {
    closedInPlace = false;
    switch (event.type) {
      case 'OPEN':
        fireEvent.click(icon());
        return;
      case 'CLOSE':
        closedInPlace = true;
        fireEvent.click(screen.getByRole('button', { name: 'Fermer la liste d’envies' }));
        return;
      case 'CLICK_OUTSIDE': {
        closedInPlace = true;
        await repeatUntilHeard(
          () => {
            const overlay = document.querySelector('[data-slot="drawer-overlay"]');
            if (!overlay) throw new Error('the open drawer has no overlay');
            press(overlay);
          },
          () => drawer()?.getAttribute('data-state') !== 'open',
        );
        return;
      }
      case 'CLICK_LINK':
        fireEvent.click(screen.getByRole('link', { name: 'Continuer mes achats' }));
        await screen.findByText('Collections');
        return;
      default:
        throw new Error(`no user action for ${event.type}`);
    }
  }
  return { perform, expectState };
}

const paths = uiModelPaths(wishlistDrawerModel);

describe('the wishlist drawer, model-based (paths from the wishlistDrawer machine)', () => {
  it('walks enough paths to take every transition', () => {
    expect(paths.length).toBeGreaterThanOrEqual(4);
  });

  it.each(paths.map((path) => [path.description, path] as const))('%s', async (_name, path) => {
    renderUnderRoot(
      () => (
        <LinkProvider component={Link}>
          <WishlistProvider>
            <WishlistButton />
            <WishlistDrawerHost />
            <Outlet />
          </WishlistProvider>
        </LinkProvider>
      ),
      // The continue-shopping link leads here; the header, and its drawer machine, stay.
      { children: [{ path: 'collections', Component: () => <p>Collections</p> }] },
    );
    await screen.findByRole('button', { name: 'Liste d’envies' });
    await walkPath(wishlistDrawerModel, path, driver());
  });
});
