import { expect, test } from '../support/fixtures';

for (const [name, path, status] of [
  ['home', '/', 200],
  ['product', '/products/etoile-treize', 200],
  ['editorial page', '/pages/notre-atelier', 200],
  ['404', '/en-us/nowhere', 404],
] as const) {
  test(`axe finds no violation on the ${name}`, async ({ page, axe }) => {
    const response = await page.goto(path);
    expect(response?.status()).toBe(status);
    await page.waitForLoadState('networkidle');
    await axe(page);
  });
}
