// @vitest-environment jsdom
import { cleanup, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { createRoutesStub } from 'react-router';
import { afterEach, describe, expect, it } from 'vitest';
import type { CustomProductOption } from '../../lib/content/types';
import type { CartData, CartLineData } from '../../lib/commerce/cartTypes';
import { DEFAULT_LOCALE, LOCALES } from '../../lib/i18n/locales';
import { repeatUntilHeard } from '../../test/repeatUntilHeard';
import { AddToCart } from '../product/AddToCart';
import { CartButton } from './CartButton';
import { press } from '../../test/press';

afterEach(cleanup);

const eur = (amount: string) => ({ amount, currencyCode: 'EUR' as const });

function line(
  id: string,
  quantity: number,
  options: { name: string; value: string }[],
  price: string,
  compareAt: string | null,
): CartLineData {
  return {
    id: `gid://shopify/CartLine/${id}`,
    quantity,
    attributes: [],
    merchandise: {
      id: `gid://shopify/ProductVariant/${id}`,
      title: options.map((o) => o.value).join(' / '),
      image: null,
      selectedOptions: options,
      product: { id: `gid://shopify/Product/${id}`, handle: `piece-${id}`, title: `Pièce ${id}` },
    },
    cost: {
      amountPerQuantity: eur(price),
      compareAtAmountPerQuantity: compareAt ? eur(compareAt) : null,
      totalAmount: eur(String(Number(price) * quantity)),
    },
  };
}

const CART: CartData = {
  id: 'gid://shopify/Cart/c1',
  checkoutUrl: 'http://checkout.test/cn/c1',
  totalQuantity: 3,
  note: '',
  buyerIdentity: { countryCode: 'FR' },
  attributes: [],
  discountCodes: [],
  cost: { subtotalAmount: eur('270.0'), totalAmount: eur('270.0') },
  lines: {
    nodes: [
      line(
        '1',
        2,
        [
          { name: 'Oreille', value: 'Paire' },
          { name: 'Couleur', value: 'Or' },
        ],
        '100.0',
        '120.0',
      ),
      line('2', 1, [{ name: 'Title', value: 'Default Title' }], '70.0', '60.0'),
    ],
  },
  deliveryGroups: { nodes: [] },
};

function renderShop(
  cart: CartData | null,
  locale = DEFAULT_LOCALE,
  layout: { customProductOptions: CustomProductOption[] } | null = null,
) {
  let posts = 0;
  const Stub = createRoutesStub([
    {
      id: 'root',
      path: '/',
      loader: () => ({ locale, cart, layout }),
      Component: () => (
        <>
          <CartButton />
          <AddToCart merchandiseId="gid://shopify/ProductVariant/9" available />
        </>
      ),
      children: [
        {
          path: 'cart',
          action: () => {
            posts += 1;
            return { ok: true, cart, userErrors: [], warnings: [] };
          },
        },
      ],
    },
  ]);
  render(<Stub initialEntries={['/']} />);
  return { posts: () => posts };
}

describe('the cart button and drawer (behaviour §4)', () => {
  it('shows the total quantity and links to the cart page without JavaScript', async () => {
    renderShop(CART);
    const button = await screen.findByRole('link', { name: /Panier/ });
    expect(button.getAttribute('href')).toBe('/cart');
    expect(within(button).getByText('3')).toBeTruthy();
    expect(screen.queryByRole('dialog')).toBeNull();
  });

  it('opens on the cart button and closes on the close button', async () => {
    renderShop(CART);
    fireEvent.click(await screen.findByRole('link', { name: /Panier/ }));
    const dialog = await screen.findByRole('dialog', { name: 'Panier' });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Fermer le panier' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
  });

  it('words the options of an English drawer with the content’s labels', async () => {
    const customProductOptions = [
      {
        _key: 'e',
        _type: 'ear',
        title: 'Oreille',
        translation: 'Ear',
        ears: [{ _key: 'p', _type: 'earValue', title: 'Paire', label: 'Pair' }],
      },
      {
        _key: 'c',
        _type: 'color',
        title: 'Couleur',
        translation: 'Colour',
        colors: [{ _key: 'o', _type: 'colorValue', title: 'Or', label: 'Gold' }],
      },
    ] as CustomProductOption[];
    renderShop(CART, LOCALES[1], { customProductOptions });
    fireEvent.click(await screen.findByRole('link', { name: /Cart/ }));
    const dialog = await screen.findByRole('dialog', { name: 'Cart' });
    const options = within(dialog)
      .getAllByRole('list')
      .find((list) => list.dataset.slot === 'cart-line-options');
    expect(options?.textContent).toContain('Ear: Pair');
    expect(options?.textContent).toContain('Colour: Gold');
    expect(dialog.textContent).not.toMatch(/Oreille|Couleur|Paire/);
  });

  it('opens by itself once an add-to-cart submission has finished', async () => {
    const shop = renderShop(CART);
    fireEvent.click(await screen.findByRole('button', { name: 'Ajouter au panier' }));
    await screen.findByRole('dialog', { name: 'Panier' });
    expect(shop.posts()).toBe(1);
  });

  it('opens after an add the shopper makes the moment the button appears', async () => {
    // A click can land as soon as the form is on screen, before React has run the page's
    // passive effects: the drawer must already be listening for the add.
    const clickOnAppearance = new MutationObserver(() => {
      const add = screen.queryByRole('button', { name: 'Ajouter au panier' });
      if (!add) return;
      clickOnAppearance.disconnect();
      fireEvent.click(add);
    });
    clickOnAppearance.observe(document.body, { childList: true, subtree: true });
    const shop = renderShop(CART);
    await screen.findByRole('dialog', { name: 'Panier' });
    expect(shop.posts()).toBe(1);
  });

  it('lists options (a lone Default Title hidden), prices per §5, subtotal and a plain checkout link', async () => {
    renderShop(CART);
    fireEvent.click(await screen.findByRole('link', { name: /Panier/ }));
    const dialog = await screen.findByRole('dialog', { name: 'Panier' });
    const [first, second] = within(dialog)
      .getAllByRole('listitem')
      .filter((item) => item.getAttribute('data-slot') === 'cart-line');
    expect(first!.textContent).toContain('Oreille\u202F: Paire');
    expect(second!.textContent).not.toContain('Default Title');
    // Unit 100 < compare-at 120: the crossed-out price is 2 × 120 = 240 €, the price 2 × 100 = 200 €.
    expect(first!.querySelector('s')?.textContent?.replace(/\s/g, ' ')).toMatch(/240 €/);
    expect(
      first!.querySelector('[data-slot="price-amount"]')?.textContent?.replace(/\s/g, ' '),
    ).toMatch(/200 €$/);
    // Unit 70 is not lower than 60: nothing crossed out.
    expect(second!.querySelector('s')).toBeNull();
    // Decrease is disabled at quantity 1, enabled at 2.
    expect(
      within(first!).getByRole('button', { name: 'Diminuer la quantité' }).hasAttribute('disabled'),
    ).toBe(false);
    expect(
      within(second!)
        .getByRole('button', { name: 'Diminuer la quantité' })
        .hasAttribute('disabled'),
    ).toBe(true);
    expect(
      dialog.querySelector('[data-slot="cart-subtotal"]')?.textContent?.replace(/\s/g, ' '),
    ).toContain('270 €');
    expect(within(dialog).getByRole('link', { name: 'Passer commande' }).getAttribute('href')).toBe(
      'http://checkout.test/cn/c1',
    );
    // Product links keep the option query.
    expect(within(first!).getAllByRole('link')[0]!.getAttribute('href')).toBe(
      '/products/piece-1?Oreille=Paire&Couleur=Or',
    );
  });

  it('an empty cart shows a message and a continue-shopping link, in the locale', async () => {
    renderShop(null, LOCALES[1]);
    fireEvent.click(await screen.findByRole('link', { name: /Cart/ }));
    const dialog = await screen.findByRole('dialog', { name: 'Cart' });
    expect(dialog.textContent).toContain('Your cart is empty.');
    expect(
      within(dialog).getByRole('link', { name: 'Continue shopping' }).getAttribute('href'),
    ).toBe('/en-us/collections');
  });

  it('closes on a pointer down outside, through the machine outside-click event', async () => {
    renderShop(CART);
    const button = await screen.findByRole('link', { name: /Panier/ });
    fireEvent.click(button);
    await screen.findByRole('dialog', { name: 'Panier' });
    await repeatUntilHeard(
      () => press(document.querySelector('[data-slot="drawer-overlay"]')!),
      () => button.getAttribute('aria-expanded') === 'false',
    );
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(button.getAttribute('aria-expanded')).toBe('false');
  });

  it('says every word of a line in French, the screen-reader price words included', async () => {
    renderShop(CART);
    fireEvent.click(await screen.findByRole('link', { name: /Panier/ }));
    const dialog = await screen.findByRole('dialog', { name: 'Panier' });
    const first = within(dialog)
      .getAllByRole('listitem')
      .find((item) => item.getAttribute('data-slot') === 'cart-line')!;
    expect(first.querySelector('[data-slot="price-compare-at"]')?.textContent).toMatch(
      /^Prix d’origine /,
    );
    expect(first.querySelector('[data-slot="price-amount"]')?.textContent).toMatch(/^Prix /);
    expect(first.querySelector('[data-slot="cart-line-quantity-value"]')?.textContent).toBe(
      'Quantité 2',
    );
    expect(within(first).getByRole('button', { name: 'Augmenter la quantité' })).toBeTruthy();
    expect(within(first).getByRole('button', { name: 'Retirer' })).toBeTruthy();
    expect(first.textContent).not.toMatch(/Price|Original|Quantity|Remove/);
  });

  it('says every word of a line in English on an English locale', async () => {
    renderShop(CART, LOCALES[1]);
    fireEvent.click(await screen.findByRole('link', { name: /Cart/ }));
    const dialog = await screen.findByRole('dialog', { name: 'Cart' });
    const first = within(dialog)
      .getAllByRole('listitem')
      .find((item) => item.getAttribute('data-slot') === 'cart-line')!;
    expect(first.querySelector('[data-slot="price-compare-at"]')?.textContent).toMatch(
      /^Original price /,
    );
    expect(first.querySelector('[data-slot="cart-line-quantity-value"]')?.textContent).toBe(
      'Quantity 2',
    );
    expect(within(first).getByRole('button', { name: 'Decrease quantity' })).toBeTruthy();
    expect(first.textContent).not.toMatch(/Prix|Quantité|Retirer/);
  });
});
