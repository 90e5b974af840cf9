import { expect, test } from '../support/fixtures';

test.describe('the shell', () => {
  test('mobile menu at 375 px opens from the left and locks its toggle for 500 ms', async ({
    page,
  }) => {
    await page.setViewportSize({ width: 375, height: 740 });
    await page.goto('/');
    const toggle = page.getByRole('button', { name: 'Ouvrir le menu' });
    await expect(toggle).toBeVisible();
    await expect(page.getByRole('navigation', { name: 'Navigation principale' })).toBeHidden();
    await toggle.click();
    const menu = page.getByRole('dialog', { name: 'Menu' });
    await expect(menu).toBeVisible();
    // spec §4: the toggle is disabled right after a change, then enabled again.
    const header = page.locator('.menu-toggle');
    await expect(header).toBeDisabled();
    await expect(header).toBeEnabled();
    await expect(menu.getByRole('link').first()).toBeVisible();
    // It slides in from the left edge.
    await expect.poll(async () => (await menu.boundingBox())?.x).toBe(0);
    await menu.getByRole('button', { name: 'Fermer le menu' }).click();
    await expect(menu).toBeHidden();
  });

  test('the logo switches to the monogram past 150 px of scroll and on product pages', async ({
    page,
  }) => {
    await page.goto('/');
    const logo = page.locator('.site-header__logo');
    await expect(logo).toHaveAttribute('data-logo', 'wordmark');
    await page.mouse.wheel(0, 400);
    await expect(logo).toHaveAttribute('data-logo', 'monogram');
    await page.evaluate(() => window.scrollTo(0, 100));
    await expect(logo).toHaveAttribute('data-logo', 'wordmark');
    await page.goto('/products/lune-pleine');
    await expect(logo).toHaveAttribute('data-logo', 'monogram');
  });

  test('the footer shows the current year', async ({ page }) => {
    await page.goto('/en-fr');
    await expect(page.getByTestId('copyright')).toContainText(String(new Date().getFullYear()));
  });
});
