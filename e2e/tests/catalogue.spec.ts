import { expect, test } from '../support/fixtures';

test.describe('a shopper browses the catalogue', () => {
  test('FR: home → product → an option change updates the URL and the price', async ({ page }) => {
    await page.goto('/');
    await expect(page.locator('html')).toHaveAttribute('lang', 'fr-FR');
    await page.locator('a[href^="/products/etoile-treize"]').first().click();
    await expect(page).toHaveURL(/\/products\/etoile-treize/);
    await expect(page.getByRole('heading', { level: 1 })).toContainText('Étoile Treize');

    const price = page.getByTestId('product-page').locator('[data-slot="price-amount"]').first();
    await page.locator('a[data-option="Oreille"][data-value="Gauche"]').click();
    await page.locator('a[data-option="Couleur"][data-value="Or"]').click();
    await expect(page).toHaveURL(/Oreille=Gauche&Couleur=Or$/);
    await expect(price).toHaveText(/^95\s€$/);

    await page.locator('a[data-option="Oreille"][data-value="Paire"]').click();
    await expect(page).toHaveURL(/Oreille=Paire&Couleur=Or$/);
    await expect(price).toHaveText(/^170\s€$/);
    await expect(page.locator('a[data-option="Oreille"][data-value="Paire"]')).toHaveAttribute(
      'aria-current',
      'true',
    );
  });

  test('/en-us: the same journey in English with USD prices', async ({ page }) => {
    await page.goto('/en-us');
    await expect(page.locator('html')).toHaveAttribute('lang', 'en-US');
    await page.locator('a[href^="/en-us/products/etoile-treize"]').first().click();
    await expect(page).toHaveURL(/\/en-us\/products\/etoile-treize/);
    await expect(page.getByRole('heading', { level: 1 })).toContainText('Thirteen Star');

    const price = page.getByTestId('product-page').locator('[data-slot="price-amount"]').first();
    await page.locator('a[data-option="Couleur"][data-value="Argent"]').click();
    await expect(page).toHaveURL(/\/en-us\/products\/etoile-treize\?.*Couleur=Argent/);
    // One left earring in silver: 105 $ × 0.8 is 84 $, rounded to 85 $.
    await expect(price).toHaveText('$85');
    const silver = await price.textContent();
    await page.locator('a[data-option="Oreille"][data-value="Paire"]').click();
    await expect(page).toHaveURL(/Oreille=Paire&Couleur=Argent$/);
    await expect(price).not.toHaveText(silver ?? '');
    // The pair in silver: 105 $ × 1.8 × 0.8 is 151.2 $, rounded to 150 $.
    await expect(price).toHaveText('$150');
    // Content labels for the options (customProductOptions), not the commerce names.
    await expect(page.locator('a[data-option="Couleur"][data-value="Argent"]')).toHaveText(
      /Silver/,
    );
  });

  test('a product without real options shows no selector', async ({ page }) => {
    await page.goto('/products/jonc-fin');
    await expect(page.getByRole('heading', { level: 1 })).toContainText('Jonc Fin');
    await expect(page.locator('[data-slot="product-option"]')).toHaveCount(0);
    await expect(page.getByRole('button', { name: 'Ajouter au panier' })).toBeEnabled();
  });
});
