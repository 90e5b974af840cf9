import { expect, test } from '../support/fixtures';

test.describe('the journal, sitemap and robots', () => {
  // Each journey loads several server-rendered pages in a row.
  test.describe.configure({ timeout: 60_000 });
  test('FR: the journal lists articles newest first with dd.mm.yyyy dates, and opens one', async ({
    page,
  }) => {
    const response = await page.goto('/blogs/journal');
    expect(response?.status()).toBe(200);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Journal');
    const cards = page.getByTestId('article-card');
    await expect(cards).toHaveCount(4);
    await expect(cards.first()).toContainText('13.10.2026');
    await expect(cards.first()).toContainText('Par Claire Vasseur');
    await expect(cards.nth(1)).toContainText('02.09.2026');
    await page.getByRole('link', { name: 'Pourquoi treize étoiles', exact: true }).click();
    await expect(page).toHaveURL(/\/blogs\/journal\/treize-etoiles$/);
    const article = page.getByTestId('article');
    await expect(article.getByRole('heading', { level: 1 })).toHaveText('Pourquoi treize étoiles');
    await expect(article.locator('time')).toHaveText('13.10.2026');
    await expect(article).toContainText('rue de Turenne');
    await expect(article.locator('img')).toHaveAttribute('src', /\/cdn\/shop\/files\//);
    await article.getByRole('link', { name: /Retour au Journal/ }).click();
    await expect(page).toHaveURL(/\/blogs\/journal$/);
  });

  test('/en-us and /en-fr: the article in English, links kept in the locale', async ({ page }) => {
    for (const prefix of ['/en-us', '/en-fr']) {
      await page.goto(`${prefix}/blogs/journal`);
      await expect(page.getByTestId('article-card').first()).toContainText('By Claire Vasseur');
      const link = page.getByRole('link', { name: 'Why thirteen stars', exact: true });
      await expect(link).toHaveAttribute('href', `${prefix}/blogs/journal/treize-etoiles`);
      await page.goto(`${prefix}/blogs/journal/l-or-recycle`);
      await expect(page.getByRole('heading', { level: 1 })).toHaveText(
        'Recycled gold, from crucible to ring',
      );
      await expect(page.getByTestId('article').locator('time')).toHaveText('02.09.2026');
    }
  });

  test('search finds journal articles and pages under the products, and opens them', async ({
    page,
  }) => {
    await page.goto('/search?q=perle');
    const articles = page.getByTestId('search-articles');
    await expect(articles.getByRole('heading', { level: 2 })).toHaveText('Articles du journal');
    const pages = page.getByTestId('search-pages');
    await expect(pages.getByRole('link', { name: 'Notre atelier' })).toHaveAttribute(
      'href',
      '/pages/notre-atelier',
    );
    await articles.getByRole('link', { name: 'Choisir ses perles' }).click();
    await expect(page).toHaveURL(/\/blogs\/journal\/choisir-ses-perles$/);
    await expect(page.getByTestId('article').getByRole('heading', { level: 1 })).toHaveText(
      'Choisir ses perles',
    );
    await page.goto('/en-us/search?q=workshop');
    await expect(
      page.getByTestId('search-pages').getByRole('link', { name: 'Our workshop' }),
    ).toHaveAttribute('href', '/en-us/pages/notre-atelier');
    await expect(page.getByTestId('search-articles').getByRole('heading', { level: 2 })).toHaveText(
      'Journal articles',
    );
  });

  test('an unknown blog or article is a 404', async ({ page }) => {
    expect((await page.goto('/blogs/gazette'))?.status()).toBe(404);
    expect((await page.goto('/en-us/blogs/journal/nope'))?.status()).toBe(404);
  });

  test('a renamed product or collection handle redirects to the new one in the same locale', async ({
    page,
    request,
  }) => {
    const product = await request.get('/products/etoile-13', { maxRedirects: 0 });
    expect(product.status()).toBe(301);
    expect(product.headers().location).toMatch(/\/products\/etoile-treize$/);
    await page.goto('/en-us/collections/boucles');
    await expect(page).toHaveURL(/\/en-us\/collections\/boucles-d-oreilles$/);
  });

  test('sitemap.xml lists every page in the three locales with hreflang; robots.txt points at it', async ({
    request,
    baseURL,
  }) => {
    const sitemap = await request.get('/sitemap.xml');
    expect(sitemap.status()).toBe(200);
    expect(sitemap.headers()['content-type']).toContain('application/xml');
    const xml = await sitemap.text();
    for (const path of [
      '/products/etoile-treize',
      '/en-us/products/etoile-treize',
      '/en-fr/collections/bagues',
      '/policies/refund-policy',
      '/en-us/blogs/journal/treize-etoiles',
      '/pages/notre-atelier',
    ])
      expect(xml).toContain(`<loc>${baseURL}${path}</loc>`);
    expect(xml).toContain(
      `<xhtml:link rel="alternate" hreflang="en-FR" href="${baseURL}/en-fr/products/etoile-treize"/>`,
    );
    const robots = await request.get('/robots.txt');
    expect(await robots.text()).toContain(`Sitemap: ${baseURL}/sitemap.xml`);
  });
});
