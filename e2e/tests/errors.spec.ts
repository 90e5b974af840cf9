import { contentQuery } from '../support/content';
import { expect, test } from '../support/fixtures';

interface NotFoundTexts {
  notFoundPage: { label: string; title: string; text: string };
  seo: { separator: string; title: string };
}

test.describe('pages that do not exist', () => {
  test('an unknown locale prefix is a 404', async ({ page }) => {
    const response = await page.goto('/xx-yy/products/etoile-treize');
    expect(response?.status()).toBe(404);
    await expect(page.getByTestId('not-found')).toBeVisible();
  });

  test('the 404 page shows the label, title and text of the content layout', async ({ page }) => {
    const layout = await contentQuery<NotFoundTexts>('*[_id == "layout-fr"][0]{notFoundPage, seo}');
    const response = await page.goto('/cette-page-n-existe-pas');
    expect(response?.status()).toBe(404);
    const notFound = page.getByTestId('not-found');
    await expect(notFound).toContainText(layout.notFoundPage.label);
    await expect(notFound.getByRole('heading', { level: 1 })).toHaveText(layout.notFoundPage.title);
    await expect(notFound).toContainText(layout.notFoundPage.text);
    await expect(page).toHaveTitle(
      `${layout.notFoundPage.title} ${layout.seo.separator.trim()} ${layout.seo.title}`,
    );
  });

  test('an unknown product is a 404 and a malformed option a 400', async ({ page }) => {
    expect((await page.goto('/products/does-not-exist'))?.status()).toBe(404);
    const bad = await page.goto('/products/etoile-treize?Couleur=Bleu');
    expect(bad?.status()).toBe(400);
    await expect(page.getByTestId('error-view')).toContainText('has no value "Bleu"');
    await expect(page).toHaveTitle('Erreur');
  });
});
