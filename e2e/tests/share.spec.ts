import { pauseClockSoon } from '../support/clock';
import { expect, test } from '../support/fixtures';

// Behaviour §4 and §9: the clipboard flag, as a shopper meets it on a product page.
test.describe('copy the link to a piece', () => {
  test('FR: copies the address with the chosen options, says so, then clears after 2000 ms', async ({
    page,
    context,
  }) => {
    await context.grantPermissions(['clipboard-read', 'clipboard-write']);
    await page.goto('/products/etoile-treize?Oreille=Droite&Couleur=Or');
    const status = page.locator('[data-slot="copy-link"] [role="status"]');
    const copy = page.getByRole('button', { name: 'Copier le lien de cette pièce' });
    await expect(page.locator('[data-slot="copy-link"]')).toHaveAttribute('data-state', 'idle');
    await page.clock.install();
    await pauseClockSoon(page);
    await copy.click();
    await expect(status).toHaveText('Lien copié');
    expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(page.url());
    await page.clock.runFor(1_999);
    await expect(status).toHaveText('Lien copié');
    await page.clock.runFor(1);
    await expect(status).toHaveText('');
  });

  test('/en-us: the same action in English', async ({ page, context }) => {
    await context.grantPermissions(['clipboard-read', 'clipboard-write']);
    await page.goto('/en-us/products/etoile-treize');
    await page.getByRole('button', { name: 'Copy the link to this piece' }).click();
    await expect(page.locator('[data-slot="copy-link"] [role="status"]')).toHaveText('Link copied');
  });
});
