// @vitest-environment jsdom
import { cleanup, fireEvent, render, screen } from '@testing-library/react';
import { cartLineMachine, cartNoteMachine, localeSwitchMachine } from '@treize/machines';
import type { ReactNode } from 'react';
import { createRoutesStub, useRevalidator } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { CartLineData } from '../lib/commerce/cartTypes';
import { DEFAULT_LOCALE } from '../lib/i18n/locales';
import { settle } from '../test/settle';
import { CartNote } from './cart/CartNote';
import { DrawerLine } from './cart/DrawerLine';
import { cartCopy } from './cart/cartCopy';
import { LocaleSwitcher } from './locale/LocaleSwitcher';

afterEach(() => {
  cleanup();
  vi.restoreAllMocks();
});

const LINE: CartLineData = {
  id: 'gid://shopify/CartLine/1',
  quantity: 2,
  attributes: [],
  merchandise: {
    id: 'gid://shopify/ProductVariant/1',
    title: 'Paire / Or',
    image: null,
    selectedOptions: [
      { name: 'Oreille', value: 'Paire' },
      { name: 'Couleur', value: 'Or' },
    ],
    product: { id: 'gid://shopify/Product/1', handle: 'etoile', title: 'Étoile' },
  },
  cost: {
    amountPerQuantity: { amount: '100.0', currencyCode: 'EUR' },
    compareAtAmountPerQuantity: null,
    totalAmount: { amount: '200.0', currencyCode: 'EUR' },
  },
};

function Revalidate({ children }: { children: ReactNode }) {
  const revalidator = useRevalidator();
  return (
    <>
      <button type="button" onClick={() => void revalidator.revalidate()}>
        Revalidate
      </button>
      {children}
    </>
  );
}

/**
 * Renders `ui` under a root whose loader answers fresh objects on every load, as after each cart
 * action, then revalidates three times: each revalidation re-renders with a new locale object and
 * so a new cart `submit`.
 */
async function renderAndRevalidate(ui: ReactNode) {
  const Stub = createRoutesStub([
    {
      id: 'root',
      path: '/',
      loader: () => ({ locale: { ...DEFAULT_LOCALE }, cart: null }),
      Component: () => <Revalidate>{ui}</Revalidate>,
    },
  ]);
  render(<Stub initialEntries={['/']} />);
  const button = await screen.findByRole('button', { name: 'Revalidate' });
  for (let time = 0; time < 3; time++) {
    fireEvent.click(button);
    await settle();
  }
}

describe('the cart and locale machines are built once per mount', () => {
  it('builds the cart note machine once, and the note still saves', async () => {
    const provide = vi.spyOn(cartNoteMachine, 'provide');
    await renderAndRevalidate(<CartNote note="" copy={cartCopy('FR')} />);
    expect(provide).toHaveBeenCalledTimes(1);
    expect(screen.getByRole('textbox', { name: 'Note pour l’atelier' })).toBeTruthy();
  });

  it('builds a drawer line machine once', async () => {
    const provide = vi.spyOn(cartLineMachine, 'provide');
    await renderAndRevalidate(<DrawerLine line={LINE} locale={DEFAULT_LOCALE} />);
    expect(provide).toHaveBeenCalledTimes(1);
    expect(screen.getByText('Étoile')).toBeTruthy();
  });

  it('builds no locale switch machine until a locale is chosen', async () => {
    const provide = vi.spyOn(localeSwitchMachine, 'provide');
    await renderAndRevalidate(<LocaleSwitcher />);
    expect(provide).not.toHaveBeenCalled();
    expect(screen.getByRole('combobox', { name: 'Pays et langue' })).toBeTruthy();
  });
});
