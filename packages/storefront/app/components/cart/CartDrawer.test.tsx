// @vitest-environment jsdom
import { cleanup, fireEvent, render, screen } from '@testing-library/react';
import { createRoutesStub } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { DEFAULT_LOCALE } from '../../lib/i18n/locales';
import { repeatUntilHeard } from '../../test/repeatUntilHeard';
import { CartDrawer } from './CartDrawer';
import { cartCopy } from './cartCopy';
import { press } from '../../test/press';

afterEach(cleanup);

async function renderOpenDrawer() {
  const onClose = vi.fn();
  const onClickOutside = vi.fn();
  const Stub = createRoutesStub([
    {
      path: '/',
      Component: () => (
        <CartDrawer
          cart={null}
          open
          locale={DEFAULT_LOCALE}
          copy={cartCopy(DEFAULT_LOCALE.language)}
          onClose={onClose}
          onClickOutside={onClickOutside}
          onLinkClick={() => undefined}
        />
      ),
    },
  ]);
  render(<Stub initialEntries={['/']} />);
  const dialog = await screen.findByRole('dialog', { name: 'Panier' });
  return { dialog, onClose, onClickOutside };
}

describe('the ways to close the cart drawer (behaviour §4)', () => {
  it('reports a pointer down outside as an outside click, not as the close button', async () => {
    const { onClose, onClickOutside } = await renderOpenDrawer();
    const overlay = document.querySelector('[data-slot="drawer-overlay"]');
    if (!overlay) throw new Error('the drawer has no overlay');
    await repeatUntilHeard(
      () => press(overlay),
      () => onClickOutside.mock.calls.length > 0,
    );
    expect(onClickOutside).toHaveBeenCalledOnce();
    expect(onClose).not.toHaveBeenCalled();
    // The machine decides: until `open` turns false the drawer stays.
    expect(screen.getByRole('dialog', { name: 'Panier' }).getAttribute('data-state')).toBe('open');
  });

  it('reports Escape and the close button as a close', async () => {
    const { dialog, onClose, onClickOutside } = await renderOpenDrawer();
    await repeatUntilHeard(
      () => fireEvent.keyDown(dialog, { key: 'Escape' }),
      () => onClose.mock.calls.length > 0,
    );
    fireEvent.click(screen.getByRole('button', { name: 'Fermer le panier' }));
    expect(onClose).toHaveBeenCalledTimes(2);
    expect(onClickOutside).not.toHaveBeenCalled();
  });
});
