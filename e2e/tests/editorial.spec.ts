import { contentQuery } from '../support/content';
import { expect, test } from '../support/fixtures';

const MODULES = [
  'singleImage',
  'imageList',
  'gallery',
  'products',
  'callToAction',
  'borderedText',
  'table',
  'accordion',
];

test('every editorial module is visible on the French pages', async ({ page }) => {
  const slugs = await contentQuery<string[]>('*[_type == "page" && language == "fr"].slug.current');
  const seen = new Set<string>();
  for (const slug of slugs) {
    await page.goto(`/pages/${slug}`);
    await expect(page.getByTestId('editorial-page')).toBeVisible();
    for (const module of await page.locator('[data-module]').all()) {
      await module.scrollIntoViewIfNeeded();
      if (await module.isVisible()) seen.add((await module.getAttribute('data-module')) ?? '');
    }
  }
  expect([...seen].sort()).toEqual([...MODULES].sort());
});
