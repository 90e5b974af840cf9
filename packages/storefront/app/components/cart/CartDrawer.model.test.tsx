// @vitest-environment jsdom
import { act, cleanup, fireEvent, screen, waitFor } from '@testing-library/react';
import { Outlet } from 'react-router';
import { afterEach, describe, expect, it } from 'vitest';
import type { AnyEventObject, AnyMachineSnapshot } from 'xstate';
import { cartDrawerModel, uiModelPaths, walkPath } from '@treize/machines/testing';
import { renderUnderRoot } from '../../test/renderUnderRoot';
import { repeatUntilHeard } from '../../test/repeatUntilHeard';
import { CartButton } from './CartButton';
import { tellCartAdd } from './cartAddSignal';
import { press } from '../../test/press';

// Model-based test: the cartDrawer machine generates the paths; the header's cart button and the
// drawer it opens are tested against behaviour §4 (opens on the button, or by itself once an add that
// started has finished; closes by the close button, an outside action or a link).

afterEach(cleanup);

// Not by role: an open modal drawer hides the rest of the page from the accessibility tree.
const cartButton = () => document.querySelector<HTMLAnchorElement>('[data-slot="cart-button"]')!;
const drawer = () => screen.queryByRole('dialog', { name: 'Panier' });

async function expectState(state: AnyMachineSnapshot) {
  const open = state.matches('open');
  await waitFor(() => expect(drawer() !== null).toBe(open));
  expect(cartButton().getAttribute('aria-expanded')).toBe(String(open));
  if (open) {
    // An empty cart shows its message and a continue-shopping link (behaviour §4).
    expect(drawer()!.textContent).toContain('Continuer mes achats');
  }
}

async function perform(event: AnyEventObject) {
  switch (event.type) {
    case 'OPEN':
      fireEvent.click(cartButton());
      return;
    case 'CLOSE':
      fireEvent.click(screen.getByRole('button', { name: 'Fermer le panier' }));
      return;
    case 'CLICK_OUTSIDE': {
      await repeatUntilHeard(
        () => {
          const overlay = document.querySelector('[data-slot="drawer-overlay"]');
          if (!overlay) throw new Error('the open drawer has no overlay');
          press(overlay);
        },
        () => cartButton().getAttribute('aria-expanded') === 'false',
      );
      return;
    }
    case 'CLICK_LINK':
      fireEvent.click(screen.getByRole('link', { name: 'Continuer mes achats' }));
      return;
    case 'ADD_TO_CART_STARTED':
      act(() => tellCartAdd('started'));
      return;
    case 'ADD_TO_CART_FINISHED':
      act(() => tellCartAdd('finished'));
      return;
    default:
      throw new Error(`no user action for ${event.type}`);
  }
}

const paths = uiModelPaths(cartDrawerModel);

describe('the cart drawer, model-based (paths from the cartDrawer machine)', () => {
  it('walks enough paths to take every transition', () => {
    expect(paths.length).toBeGreaterThanOrEqual(8);
  });

  it.each(paths.map((path) => [path.description, path] as const))('%s', async (_name, path) => {
    renderUnderRoot(
      () => (
        <>
          <CartButton />
          <Outlet />
        </>
      ),
      // The continue-shopping link leads here; the header, and its drawer machine, stay.
      { children: [{ path: 'collections', Component: () => <p>Collections</p> }] },
    );
    await screen.findByRole('link', { name: /Panier/ });
    await walkPath(cartDrawerModel, path, { perform, expectState });
  });
});
