// @vitest-environment jsdom
import { fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { LinkProvider } from '@treize/ui';
import { Link, createRoutesStub } from 'react-router';
import { describe, expect, it, vi } from 'vitest';
import { DEFAULT_LOCALE, LOCALES } from '../../lib/i18n/locales';
import { WishlistButton } from './WishlistButton';
import { repeatUntilHeard } from '../../test/repeatUntilHeard';
import { setUpWishlistDrawerTests } from '../../test/wishlistDrawerSetup';
import { WishlistDrawerHost } from './WishlistDrawerHost';
import { WishlistProvider } from './WishlistProvider';
import { press } from '../../test/press';

const RING = 'gid://shopify/Product/9100000002';
const EARRING = 'gid://shopify/Product/9100000001';

function product(id: string, title: string, handle: string) {
  return {
    id,
    handle,
    title,
    availableForSale: true,
    featuredImage: null,
    variants: {
      nodes: [{ id: 'v', price: { amount: '95.0', currencyCode: 'EUR' }, compareAtPrice: null }],
    },
  };
}

const lookup = vi.fn(async (url: string) => {
  const ids = new URL(url, 'http://shop.test').searchParams.get('ids')!.split(',');
  const all = [
    product(EARRING, 'Étoile Treize - Boucle', 'etoile-treize'),
    product(RING, 'Bague Treize - Bague', 'bague-treize'),
  ];
  return Response.json({ products: all.filter((item) => ids.includes(item.id)) });
});

function renderShell(locale = DEFAULT_LOCALE) {
  const Stub = createRoutesStub([
    {
      id: 'root',
      path: '/*',
      loader: () => ({ locale }),
      // As in the Shell: the ui links are router links.
      Component: () => (
        <LinkProvider component={Link}>
          <WishlistProvider>
            <WishlistButton />
            <WishlistDrawerHost />
          </WishlistProvider>
        </LinkProvider>
      ),
    },
  ]);
  render(<Stub initialEntries={[locale.pathPrefix || '/']} />);
}

setUpWishlistDrawerTests(lookup);

describe('the header wishlist icon (behaviour §4)', () => {
  it('is empty with no saved product and does not look anything up', async () => {
    renderShell();
    const button = await screen.findByRole('button', { name: 'Liste d’envies' });
    expect(button.dataset.state).toBe('empty');
    expect(button.querySelector('path')?.getAttribute('fill')).toBe('none');
    expect(lookup).not.toHaveBeenCalled();
  });

  it('is filled once a product is saved, and follows another tab', async () => {
    localStorage.setItem('wishlist-products-ids', JSON.stringify([EARRING]));
    renderShell();
    const button = await screen.findByRole('button', {
      name: 'Liste d’envies, 1 pièce enregistrée',
    });
    expect(button.dataset.state).toBe('filled');
    expect(button.querySelector('path')?.getAttribute('fill')).toBe('currentColor');
    // Another tab empties the list: browsers fire `storage` only in the other tabs.
    localStorage.setItem('wishlist-products-ids', '[]');
    window.dispatchEvent(
      new StorageEvent('storage', { key: 'wishlist-products-ids', newValue: '[]' }),
    );
    await waitFor(() => expect(button.dataset.state).toBe('empty'));
  });
});

describe('the wishlist drawer (behaviour §2, §4, §7)', () => {
  it('opens on the icon with the products newest first, removes one with its heart, closes on Escape and gives focus back', async () => {
    localStorage.setItem('wishlist-products-ids', JSON.stringify([EARRING, RING]));
    renderShell(LOCALES[1]);
    const button = await screen.findByRole('button', { name: /^Wishlist, 2 pieces saved$/ });
    await waitFor(() => expect(lookup).toHaveBeenCalledTimes(1));
    // Asked in the page's locale (English, dollars), oldest first as stored.
    expect(lookup.mock.calls[0]?.[0]).toBe(
      `/en-us/api/wishlist?ids=${encodeURIComponent(`${EARRING},${RING}`)}`,
    );
    button.focus();
    fireEvent.click(button);
    const drawer = await screen.findByRole('dialog', { name: 'Wishlist' });
    const lines = await within(drawer).findAllByRole('listitem');
    expect(lines.map((line) => line.dataset.productId)).toEqual([RING, EARRING]);
    expect(
      within(lines[0]!)
        .getByRole('link', { name: /Bague Treize/ })
        .getAttribute('href'),
    ).toBe('/en-us/products/bague-treize');
    fireEvent.click(within(lines[0]!).getByRole('button', { name: 'Remove from the wishlist' }));
    await waitFor(() => expect(within(drawer).getAllByRole('listitem')).toHaveLength(1));
    expect(JSON.parse(localStorage.getItem('wishlist-products-ids')!)).toEqual([EARRING]);
    fireEvent.keyDown(drawer, { key: 'Escape' });
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(document.activeElement).toBe(button);
  });

  it('keeps the stored list when the lookup fails, and says so in the panel', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    lookup.mockImplementationOnce(async () => Response.json({ error: 'down' }, { status: 503 }));
    localStorage.setItem('wishlist-products-ids', JSON.stringify([RING]));
    renderShell();
    fireEvent.click(await screen.findByRole('button', { name: /^Liste d’envies, 1/ }));
    const drawer = await screen.findByRole('dialog', { name: 'Liste d’envies' });
    expect((await within(drawer).findByRole('alert')).textContent).toMatch(
      /ne peut pas s’afficher pour le moment/,
    );
    expect(localStorage.getItem('wishlist-products-ids')).toBe(JSON.stringify([RING]));
  });

  it('shows the empty state with a continue-shopping link to the collections', async () => {
    renderShell();
    fireEvent.click(await screen.findByRole('button', { name: 'Liste d’envies' }));
    const drawer = await screen.findByRole('dialog', { name: 'Liste d’envies' });
    expect(within(drawer).getByText(/Votre liste d’envies est vide/)).toBeTruthy();
    expect(
      within(drawer).getByRole('link', { name: 'Continuer mes achats' }).getAttribute('href'),
    ).toBe('/collections');
  });

  it('closes on a pointer down outside, through the drawer machine, and on a followed link', async () => {
    renderShell();
    const button = await screen.findByRole('button', { name: 'Liste d’envies' });
    fireEvent.click(button);
    await screen.findByRole('dialog', { name: 'Liste d’envies' });
    await repeatUntilHeard(
      () => press(document.querySelector('[data-slot="drawer-overlay"]')!),
      () => screen.queryByRole('dialog')?.getAttribute('data-state') !== 'open',
    );
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());

    fireEvent.click(button);
    const drawer = await screen.findByRole('dialog', { name: 'Liste d’envies' });
    fireEvent.click(within(drawer).getByRole('link', { name: 'Continuer mes achats' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
  });
});
