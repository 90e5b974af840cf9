import type { Locator, Page } from '@playwright/test';
import { expect, test } from '../support/fixtures';

/**
 * With `?inspect`, QA sees what the shopper sees: the inspector, open, never covers the cart
 * drawer's subtotal or its checkout button, on a laptop screen or a phone.
 */
const panel = (page: Page) => page.locator('[data-slot="qa-panel"]');
const drawer = (page: Page) => page.getByRole('dialog', { name: 'Panier' });

/** The element is on screen and is what a tap at its centre reaches (nothing lies over it). */
async function expectUncovered(element: Locator) {
  await expect(element).toBeVisible();
  await expect(element).toBeInViewport({ ratio: 1 });
  const reached = await element.evaluate((target) => {
    const box = target.getBoundingClientRect();
    const hit = document.elementFromPoint(box.left + box.width / 2, box.top + box.height / 2);
    return hit !== null && (hit === target || target.contains(hit));
  });
  expect(reached).toBe(true);
}

for (const viewport of [
  { width: 1280, height: 720 },
  { width: 375, height: 740 },
]) {
  test(`at ${viewport.width} px the open panel leaves the drawer's subtotal and checkout in view`, async ({
    page,
  }) => {
    test.slow();
    await page.setViewportSize(viewport);
    await page.goto('/products/etoile-treize?Oreille=Gauche&Couleur=Argent&inspect');
    const toggle = panel(page).locator('[data-slot="qa-panel-toggle"]');
    if ((await toggle.getAttribute('aria-expanded')) === 'false') await toggle.click();
    await expect(toggle).toHaveAttribute('aria-expanded', 'true');

    await page.getByRole('button', { name: 'Ajouter au panier' }).click();
    await expect(drawer(page)).toBeVisible();
    await expect(page.locator('.Toastify__toast')).toHaveCount(0, { timeout: 10_000 });
    await expectUncovered(drawer(page).locator('[data-slot="cart-subtotal"]'));
    await expectUncovered(drawer(page).locator('a[data-slot="checkout-link"]'));
  });
}
