import type { Page } from '@playwright/test';
import { expect, test } from '../support/fixtures';

const PHONE = { width: 390, height: 844 };
const DESKTOP = { width: 1440, height: 900 };
const cartButton = (page: Page) => page.locator('[data-slot="cart-button"]');

async function addToCart(page: Page) {
  await page.goto('/products/etoile-treize?Oreille=Gauche&Couleur=Argent');
  await page.getByRole('button', { name: 'Ajouter au panier' }).click();
  await expect(page.locator('[data-slot="drawer-content"]')).toBeVisible();
  await page.keyboard.press('Escape');
  await expect(page.locator('[data-slot="drawer-content"]')).toBeHidden();
}

test.describe('the phone header', () => {
  test('shows the cart button with its quantity and opens the same drawer', async ({ page }) => {
    await page.setViewportSize(PHONE);
    await addToCart(page);
    await expect(cartButton(page)).toBeVisible();
    await expect(cartButton(page).locator('[data-slot="cart-count"]')).toHaveText('1');
    await expect(page.locator('[data-slot="header-tools"]')).toBeHidden();
    await cartButton(page).click();
    await expect(page.locator('[data-slot="drawer-content"]')).toBeVisible();
  });

  test('the menu toggle is an inline SVG icon that turns into a cross, and the menu holds the tools', async ({
    page,
  }) => {
    await page.setViewportSize(PHONE);
    await page.goto('/');
    const toggle = page.locator('[data-slot="menu-toggle"]');
    await expect(toggle).toHaveAccessibleName('Ouvrir le menu');
    await expect(toggle.locator('svg')).toHaveAttribute('data-icon', 'menu');
    expect(await toggle.evaluate((element) => getComputedStyle(element, '::before').content)).toBe(
      'none',
    );
    await toggle.click();
    await expect(toggle).toHaveAttribute('aria-expanded', 'true');
    await expect(toggle.locator('svg')).toHaveAttribute('data-icon', 'close');
    const menu = page.getByRole('dialog', { name: 'Menu' });
    await expect(menu.getByRole('link', { name: 'Compte' })).toBeVisible();
    await expect(menu.getByRole('button', { name: 'Liste d’envies' })).toBeVisible();
    await expect(menu.locator('[data-slot="locale-switcher"]')).toBeVisible();
  });

  test('keeps the large-screen tools in the header on desktop', async ({ page }) => {
    await page.setViewportSize(DESKTOP);
    await page.goto('/');
    await expect(page.locator('[data-slot="menu-toggle"]')).toBeHidden();
    await expect(
      page.locator('[data-slot="header-tools"] [data-slot="account-link"]'),
    ).toBeVisible();
    await expect(cartButton(page)).toContainText('Panier');
  });
});

test.describe('without JavaScript', () => {
  test.use({ javaScriptEnabled: false, viewport: PHONE });

  test('the phone cart button is a link to the cart page', async ({ page }) => {
    await page.goto('/');
    await expect(cartButton(page)).toBeVisible();
    await cartButton(page).click();
    await expect(page).toHaveURL(/\/cart$/);
    await expect(page.getByRole('heading', { level: 1, name: 'Panier' })).toBeVisible();
  });
});

test.describe('the cart page', () => {
  test('centres lines and summary side by side on large screens and stacks them on phones', async ({
    page,
  }) => {
    await page.setViewportSize(DESKTOP);
    await addToCart(page);
    await page.goto('/cart');
    const lines = page.locator('[data-slot="cart-page-lines"]');
    const summary = page.locator('[data-slot="cart-page-summary"]');
    const layout = (await page.locator('[data-slot="cart-page-layout"]').boundingBox())!;
    const wide = { lines: (await lines.boundingBox())!, summary: (await summary.boundingBox())! };
    expect(wide.summary.x).toBeGreaterThan(wide.lines.x + wide.lines.width);
    expect(Math.abs(layout.x - (DESKTOP.width - layout.x - layout.width))).toBeLessThan(20);
    for (const slot of ['cart-subtotal', 'discount-code-input', 'cart-note', 'checkout-link']) {
      await expect(summary.locator(`[data-slot="${slot}"]`)).toBeVisible();
    }
    await page.setViewportSize(PHONE);
    const narrow = { lines: (await lines.boundingBox())!, summary: (await summary.boundingBox())! };
    expect(narrow.summary.y).toBeGreaterThanOrEqual(narrow.lines.y + narrow.lines.height);
  });
});

test.describe('product card images', () => {
  test('srcsets stop at the image width', async ({ page }) => {
    await page.goto('/');
    const srcset = await page
      .locator('[data-slot="product-card"] img[srcset]')
      .first()
      .getAttribute('srcset');
    expect(srcset).toBeTruthy();
    expect(srcset!.split(',').length).toBeLessThan(15);
  });
});
