import type { Page } from '@playwright/test';
import { expect, test } from '../support/fixtures';

/** The wishlist journey (behaviour §2, §3, §4, §7): hearts, header icon, drawer, tabs, reload. */
const ANNEAU = 'gid://shopify/Product/9100000009';
const LUNE = 'gid://shopify/Product/9100000002';

const headerIcon = (page: Page) =>
  page.locator('[data-slot="header-tools"] [data-slot="wishlist-button"]');
const drawer = (page: Page) => page.getByRole('dialog', { name: /Liste d’envies|Wishlist/ });
const lines = (page: Page) => drawer(page).locator('[data-slot="wishlist-line"]');

async function openWishlist(page: Page) {
  await headerIcon(page).click();
  await expect(drawer(page)).toBeVisible();
}

test.describe('the wishlist', () => {
  // Each journey loads several pages with their images, two tabs at once in the first: on a
  // busy shared machine that takes well over the default 30 s (about 90 s at a load of 28).
  test.describe.configure({ timeout: 180_000 });

  test('save from a card and the product page → newest first → remove → second tab → reload', async ({
    page,
    context,
  }) => {
    await page.goto('/collections/bagues');
    await expect(headerIcon(page)).toHaveAttribute('data-state', 'empty');
    const card = page.locator('[data-slot="product-card"]').filter({ hasText: 'Anneau Treize' });
    const cardHeart = card.getByRole('button', { name: 'Ajouter à la liste d’envies' });
    await expect(cardHeart).toHaveAttribute('aria-pressed', 'false');
    await cardHeart.click();
    await expect(cardHeart).toHaveAttribute('aria-pressed', 'true');
    // Behaviour §4: the header icon is filled once one product is saved.
    await expect(headerIcon(page)).toHaveAttribute('data-state', 'filled');

    await page.goto('/products/lune-pleine');
    const pageHeart = page.locator('[data-slot="product-heading"] [data-slot="wishlist-heart"]');
    await pageHeart.click();
    await expect(pageHeart).toHaveAttribute('aria-pressed', 'true');
    expect(await page.evaluate(() => localStorage.getItem('wishlist-products-ids'))).toBe(
      JSON.stringify([ANNEAU, LUNE]),
    );

    // The panel: newest first, "Title - Subtitle", the compare-at price crossed out, a product link.
    await openWishlist(page);
    await expect(lines(page)).toHaveCount(2);
    await expect(lines(page).nth(0)).toContainText('Lune Pleine - Boucle d’oreille (martelée)');
    await expect(lines(page).nth(1)).toContainText('Anneau Treize - Bague (gravée)');
    await expect(lines(page).nth(0).locator('[data-slot="price-compare-at"]')).toBeVisible();
    await expect(lines(page).nth(0).locator('[data-slot="wishlist-line-title"]')).toHaveAttribute(
      'href',
      '/products/lune-pleine',
    );

    // A second tab of the same browser sees the same list, and follows a removal made here.
    const second = await context.newPage();
    await second.goto('/');
    await expect(headerIcon(second)).toHaveAttribute('data-state', 'filled');
    await openWishlist(second);
    await expect(lines(second)).toHaveCount(2);

    await lines(page).nth(0).getByRole('button', { name: 'Retirer de la liste d’envies' }).click();
    await expect(lines(page)).toHaveCount(1);
    await expect(lines(second)).toHaveCount(1);
    await expect(lines(second).first()).toContainText('Anneau Treize');

    // Escape closes, focus returns to the header icon (like the cart drawer).
    await page.keyboard.press('Escape');
    await expect(drawer(page)).toBeHidden();
    await expect(headerIcon(page)).toBeFocused();
    await expect(pageHeart).toHaveAttribute('aria-pressed', 'false');

    // A reload keeps the list.
    await page.reload();
    await expect(headerIcon(page)).toHaveAttribute('data-state', 'filled');
    await openWishlist(page);
    await expect(lines(page)).toHaveCount(1);
    await expect(lines(page).first()).toContainText('Anneau Treize');

    // A followed link closes the drawer and opens the product.
    await lines(page).first().locator('[data-slot="wishlist-line-title"]').click();
    await expect(page).toHaveURL(/\/products\/anneau-treize$/);
    await expect(drawer(page)).toBeHidden();
    await second.close();
  });

  test('the panel speaks the page language and currency; empty, it offers to keep shopping', async ({
    page,
  }) => {
    await page.goto('/en-us');
    await page.evaluate(
      (id) => localStorage.setItem('wishlist-products-ids', JSON.stringify([id])),
      LUNE,
    );
    await page.reload();
    await openWishlist(page);
    await expect(lines(page).first()).toContainText('Full Moon - Earring (hammered)');
    await expect(lines(page).first().locator('[data-slot="price-amount"]')).toContainText('$');
    await lines(page).first().getByRole('button', { name: 'Remove from the wishlist' }).click();
    await expect(drawer(page)).toContainText('Your wishlist is empty.');
    await drawer(page).getByRole('link', { name: 'Continue shopping' }).click();
    await expect(page).toHaveURL(/\/en-us\/collections$/);
    await expect(headerIcon(page)).toHaveAttribute('data-state', 'empty');
  });

  test('GET /api/wishlist answers products in the locale, and 400 with a message for bad ids', async ({
    request,
  }) => {
    const ok = await request.get(`/en-us/api/wishlist?ids=${LUNE},${ANNEAU}`);
    expect(ok.status()).toBe(200);
    const { products } = (await ok.json()) as {
      products: {
        id: string;
        title: string;
        variants: { nodes: { price: { currencyCode: string } }[] };
      }[];
    };
    expect(products.map((product) => product.id)).toEqual([LUNE, ANNEAU]);
    expect(products[0]?.title).toBe('Full Moon - Earring (hammered)');
    expect(products[0]?.variants.nodes[0]?.price.currencyCode).toBe('USD');

    const bad = await request.get('/api/wishlist?ids=gid://shopify/Collection/9300000001');
    expect(bad.status()).toBe(400);
    expect(((await bad.json()) as { error: string }).error).toContain('ne sont pas des produits');
    expect((await request.get('/api/wishlist')).status()).toBe(400);
  });
});
