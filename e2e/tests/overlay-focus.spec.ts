import type { Locator, Page } from '@playwright/test';
import { expect, test } from '../support/fixtures';

/**
 * Every overlay a control opens gives focus back to that control when it closes with Escape, so a
 * keyboard shopper carries on from where they were instead of from the top of the page.
 */
async function openWithKeyboardThenEscape(page: Page, opener: Locator, overlay: Locator) {
  await opener.focus();
  await expect(opener).toBeFocused();
  await page.keyboard.press('Enter');
  await expect(overlay).toBeVisible();
  await expect(opener).not.toBeFocused();
  await page.keyboard.press('Escape');
  await expect(overlay).toBeHidden();
  await expect(opener).toBeFocused();
}

test.describe('focus returns to the control that opened an overlay', () => {
  test('the mobile menu, at 375 px', async ({ page }) => {
    await page.setViewportSize({ width: 375, height: 740 });
    await page.goto('/');
    await openWithKeyboardThenEscape(
      page,
      page.locator('[data-slot="menu-toggle"]'),
      page.getByRole('dialog', { name: 'Menu' }),
    );
  });

  test('the cart drawer', async ({ page }) => {
    await page.goto('/');
    await openWithKeyboardThenEscape(
      page,
      page.locator('[data-slot="cart-button"]'),
      page.getByRole('dialog', { name: 'Panier' }),
    );
  });

  test('the wishlist drawer', async ({ page }) => {
    await page.goto('/');
    await openWithKeyboardThenEscape(
      page,
      page.locator('[data-slot="header-tools"] [data-slot="wishlist-button"]'),
      page.getByRole('dialog', { name: 'Liste d’envies' }),
    );
  });

  test('the contact dialog, from the product page and from the footer', async ({ page }) => {
    await page.goto('/products/etoile-treize');
    const dialog = page.locator('[data-slot="modal-content"]');
    await openWithKeyboardThenEscape(
      page,
      page.locator('main [data-slot="contact-form-trigger"]'),
      dialog,
    );
    await openWithKeyboardThenEscape(
      page,
      page.locator('footer button', { hasText: 'Demande sur mesure' }),
      dialog,
    );
  });
});
