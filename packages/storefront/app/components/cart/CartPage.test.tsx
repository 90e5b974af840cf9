// @vitest-environment jsdom
import { cleanup, render, screen, within } from '@testing-library/react';
import { createRoutesStub } from 'react-router';
import { afterEach, describe, expect, it } from 'vitest';
import type { CartData } from '../../lib/commerce/cartTypes';
import { LOCALES, type Locale } from '../../lib/i18n/locales';
import { createTranslate } from '../../lib/i18n/translate';
import { cartCopy } from './cartCopy';
import { CartPage } from './CartPage';

afterEach(cleanup);

const cart: CartData = {
  id: 'gid://shopify/Cart/1',
  checkoutUrl: 'https://checkout.example/1',
  totalQuantity: 2,
  note: null,
  buyerIdentity: { countryCode: 'US' },
  attributes: [],
  discountCodes: [],
  cost: {
    subtotalAmount: { amount: '160.0', currencyCode: 'USD' },
    totalAmount: { amount: '160.0', currencyCode: 'USD' },
  },
  lines: {
    nodes: [
      {
        id: 'gid://shopify/CartLine/1',
        quantity: 2,
        attributes: [],
        merchandise: {
          id: 'gid://shopify/ProductVariant/1',
          title: 'Or',
          selectedOptions: [{ name: 'Couleur', value: 'Or' }],
          product: { id: 'gid://shopify/Product/1', handle: 'lune-pleine', title: 'Lune Pleine' },
        },
        cost: {
          amountPerQuantity: { amount: '80.0', currencyCode: 'USD' },
          compareAtAmountPerQuantity: { amount: '100.0', currencyCode: 'USD' },
          totalAmount: { amount: '160.0', currencyCode: 'USD' },
        },
      },
    ],
  },
  deliveryGroups: { nodes: [] },
};

function renderCartPage(locale: Locale) {
  const Stub = createRoutesStub([
    {
      id: 'root',
      path: '/',
      loader: () => ({ locale, cart }),
      Component: () => <CartPage cart={cart} />,
      HydrateFallback: () => null,
    },
  ]);
  render(<Stub initialEntries={['/']} />);
}

describe('the cart page words (behaviour §4, §9)', () => {
  it.each([LOCALES[0]!, LOCALES[1]!])(
    'labels a line from the $language dictionary',
    async (locale) => {
      const t = createTranslate(locale.language);
      renderCartPage(locale);
      const line = within((await screen.findByText('Lune Pleine')).closest('li')!);
      expect(line.getByRole('button', { name: t('cart.line.increase') })).toBeTruthy();
      expect(line.getByRole('button', { name: t('cart.line.decrease') })).toBeTruthy();
      expect(line.getByRole('button', { name: t('cart.line.remove') })).toBeTruthy();
      expect(line.getByText(t('cart.line.quantity'), { exact: false })).toBeTruthy();
      expect(line.getByText(t('cart.line.compareAtPrice'), { exact: false })).toBeTruthy();
    },
  );

  it('keeps no copy of the line words in the cart copy', () => {
    for (const language of ['FR', 'EN'] as const) {
      const keys = Object.keys(cartCopy(language));
      for (const word of [
        'increase',
        'decrease',
        'remove',
        'quantity',
        'pending',
        'price',
        'compareAt',
        'locale',
        'chooseLocale',
        'switchLocale',
      ]) {
        expect(keys).not.toContain(word);
      }
    }
  });
});

describe('the cart page layout (behaviour §4)', () => {
  it('puts the lines beside a summary holding the note, discount code, subtotal and checkout', async () => {
    renderCartPage(LOCALES[0]!);
    const layout = (await screen.findByText('Lune Pleine')).closest(
      '[data-slot="cart-page-layout"]',
    );
    expect(layout).not.toBeNull();
    const [lines, summary] = Array.from(layout!.children);
    expect(lines?.matches('ul[data-slot="cart-page-lines"]')).toBe(true);
    expect(summary?.matches('aside[data-slot="cart-page-summary"]')).toBe(true);
    for (const slot of ['cart-note', 'discount-code-input', 'cart-subtotal', 'checkout-link']) {
      expect(summary?.querySelector(`[data-slot="${slot}"]`), slot).not.toBeNull();
    }
  });
});
