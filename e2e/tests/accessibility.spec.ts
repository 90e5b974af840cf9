import type { Page } from '@playwright/test';
import { expect, test } from '../support/fixtures';

/**
 * Zero axe violations on every page type of behaviour §2, in French and in English: the
 * same paths under `/` and `/en-us`. The cart is looked at with a line in it, the account
 * overview signed in.
 */
const PAGES = [
  ['home', '/', 200],
  ['collection list', '/collections', 200],
  ['collection', '/collections/bagues', 200],
  ['product', '/products/etoile-treize', 200],
  ['editorial page', '/pages/notre-atelier', 200],
  ['editorial page with numbered steps', '/pages/savoir-faire', 200],
  ['editorial page with an accordion', '/pages/entretien', 200],
  ['blog', '/blogs/journal', 200],
  ['article', '/blogs/journal/treize-etoiles', 200],
  ['search results', '/search?q=or', 200],
  ['empty cart', '/cart', 200],
  ['account login', '/account/login', 200],
  ['account register', '/account/register', 200],
  ['menu without scripts', '/menu', 200],
  ['contact form without scripts', '/contact', 200],
  ['404', '/nowhere', 404],
] as const;

const LANGUAGES = [
  { name: 'French', prefix: '' },
  { name: 'English', prefix: '/en-us' },
] as const;

const at = (prefix: string, path: string) => (prefix && path === '/' ? prefix : prefix + path);

async function scan(page: Page, axe: (page: Page) => Promise<void>) {
  await page.waitForLoadState('networkidle');
  await axe(page);
}

for (const { name: language, prefix } of LANGUAGES) {
  test.describe(`axe in ${language}`, () => {
    // A page load, network idle and a full axe run: on two loaded cores that can pass 90 s.
    test.describe.configure({ timeout: 180_000 });
    for (const [name, path, status] of PAGES) {
      test(`finds no violation on the ${name}`, async ({ page, axe }) => {
        const response = await page.goto(at(prefix, path));
        expect(response?.status()).toBe(status);
        await scan(page, axe);
      });
    }

    test('finds no violation on the cart with a line', async ({ page, axe }) => {
      await page.goto(at(prefix, '/products/etoile-treize?Oreille=Gauche&Couleur=Argent'));
      await page.locator('form[data-slot="add-to-cart"] button[type="submit"]').click();
      await expect(page.locator('[data-slot="drawer-content"]')).toBeVisible();
      await page.goto(at(prefix, '/cart'));
      await expect(page.locator('main [data-slot="cart-line"]').first()).toBeVisible();
      await scan(page, axe);
    });

    test('finds no violation on the signed-in account overview', async ({ page, axe }) => {
      const email = `axe.${Date.now()}.${Math.floor(Math.random() * 1e6)}@example.com`;
      await page.goto(at(prefix, '/account/register'));
      const form = page.locator('form[data-slot="account-form"]');
      await form.locator('input[name="email"]').fill(email);
      await form.locator('input[name="password"]').fill('treize-13-or');
      await form.locator('input[name="passwordConfirm"]').fill('treize-13-or');
      await form.locator('button[type="submit"]').click();
      await expect(page).toHaveURL(new RegExp(`${prefix}/account$`));
      await expect(page.locator('[data-slot="orders-empty"]')).toBeVisible();
      await scan(page, axe);
    });
  });
}
