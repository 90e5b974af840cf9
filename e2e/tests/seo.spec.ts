import { stack } from '../support/env';
import { expect, test } from '../support/fixtures';
import type { Page } from '@playwright/test';

/** The parsed JSON-LD nodes of the page, in document order. */
async function jsonLd(page: Page): Promise<Record<string, unknown>[]> {
  const texts = await page
    .locator('script[type="application/ld+json"]')
    .evaluateAll((scripts) => scripts.map((script) => script.textContent ?? ''));
  return texts.map((text) => JSON.parse(text) as Record<string, unknown>);
}

const productsOf = (nodes: Record<string, unknown>[]) =>
  nodes.filter((node) => node['@type'] === 'Product');

/** "$155" → "155": the amount a shopper reads, as a schema.org price. */
function shownAmount(text: string | null): string {
  const amount = (text ?? '').replace(/[^\d.,]/g, '').replace(',', '.');
  return String(Number(amount));
}

test.describe('search engines and link previews', () => {
  // Several full page loads per journey on a shared machine.
  test.describe.configure({ timeout: 90_000 });

  test('/en-us product: one Product offering the shown price in USD, following the options', async ({
    page,
  }) => {
    await page.goto('/en-us/products/etoile-treize?Oreille=Paire&Couleur=Argent');
    const price = page.getByTestId('product-page').locator('[data-slot="price-amount"]').first();
    await expect(price).toHaveText('$150');

    let products = productsOf(await jsonLd(page));
    expect(products).toHaveLength(1);
    expect(products[0]?.offers).toEqual([
      expect.objectContaining({
        '@type': 'Offer',
        priceCurrency: 'USD',
        price: shownAmount(await price.textContent()),
        availability: 'https://schema.org/InStock',
      }),
    ]);
    await expect(page.locator('link[rel="canonical"]')).toHaveAttribute(
      'href',
      /\/en-us\/products\/etoile-treize\?Oreille=Paire&Couleur=Argent$/,
    );
    await expect(page.locator('meta[property="og:type"]')).toHaveAttribute('content', 'product');
    await expect(page.locator('meta[property="og:locale"]')).toHaveAttribute('content', 'en_US');
    await expect(page.locator('meta[name="twitter:site"]')).toHaveAttribute(
      'content',
      '@ateliertreize',
    );
    const image = await page.locator('meta[property="og:image"]').getAttribute('content');
    expect(image).toMatch(/^http/);
    await expect(page.locator('meta[property="og:image:width"]')).toHaveAttribute(
      'content',
      /^\d+$/,
    );
    expect((await page.request.get(image!)).ok()).toBe(true);

    // Another variant chosen in the page: still one Product, at the new shown price (a single
    // earring costs less than the pair, so the shown price changes before it is compared).
    const pairPrice = await price.textContent();
    await page.locator('a[data-option="Oreille"][data-value="Gauche"]').click();
    await expect(page).toHaveURL(/Oreille=Gauche&Couleur=Argent$/);
    await expect(price).not.toHaveText(pairPrice ?? '');
    await expect
      .poll(async () => {
        products = productsOf(await jsonLd(page));
        const offers = products[0]?.offers as { price?: string }[] | undefined;
        return [products.length, offers?.[0]?.price === shownAmount(await price.textContent())];
      })
      .toEqual([1, true]);
  });

  test('the home page describes the shop and its search, with a sized share picture', async ({
    page,
  }) => {
    await page.goto('/');
    const types = (await jsonLd(page)).map((node) => node['@type']);
    expect(types).toEqual(['Organization', 'WebSite']);
    await expect(page.locator('meta[property="og:type"]')).toHaveAttribute('content', 'website');
    await expect(page.locator('meta[property="og:image:width"]')).toHaveAttribute(
      'content',
      /^\d+$/,
    );
    await expect(page.locator('meta[property="og:image:height"]')).toHaveAttribute(
      'content',
      /^\d+$/,
    );
    const image = await page.locator('meta[property="og:image"]').getAttribute('content');
    const answer = await page.request.get(image!);
    expect(answer.headers()['content-type']).toMatch(/^image\//);
  });

  test('the cart, search results and a missing page are noindex', async ({ page }) => {
    for (const path of ['/cart', '/en-us/cart', '/search?q=lune', '/products/nulle-part']) {
      await page.goto(path);
      await expect(page.locator('meta[name="robots"]'), path).toHaveAttribute('content', 'noindex');
      await expect(page.locator('link[rel="canonical"]'), path).toHaveCount(0);
    }
    await page.goto('/products/etoile-treize');
    await expect(page.locator('meta[name="robots"]')).toHaveCount(0);
  });

  test('a page seen in preview is noindex, the same page published is not', async ({ page }) => {
    await page.goto('/pages/entretien');
    await expect(page.locator('meta[name="robots"]')).toHaveCount(0);
    await expect(page.locator('meta[property="og:type"]')).toHaveAttribute('content', 'article');
    await page.goto(`/api/preview?secret=${stack.previewSecret}&slug=/pages/entretien`);
    await expect(page).toHaveURL(/\/pages\/entretien$/);
    await expect(page.locator('meta[name="robots"]')).toHaveAttribute('content', 'noindex');
  });
});
