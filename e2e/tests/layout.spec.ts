import type { Page } from '@playwright/test';
import { expect, test } from '../support/fixtures';

/** The boxes of the product page's gallery items, rounded to whole pixels. */
async function galleryBoxes(page: Page) {
  const items = page.locator('[data-slot="product-gallery"] li');
  await expect(items.first()).toBeVisible();
  const boxes = [];
  for (const item of await items.all()) {
    const box = await item.boundingBox();
    if (!box) throw new Error('a gallery item has no box');
    boxes.push({ width: Math.round(box.width), height: Math.round(box.height) });
  }
  return boxes;
}

test.describe('what a shopper sees', () => {
  for (const width of [1440, 375]) {
    test(`the product gallery frames its video and images alike at ${width} px (behaviour §2 media)`, async ({
      page,
    }) => {
      await page.setViewportSize({ width, height: 900 });
      await page.goto('/products/etoile-treize');
      const video = page.locator('[data-slot="product-gallery"] video');
      await expect(video).toHaveCount(1);
      const boxes = await galleryBoxes(page);
      expect(boxes.length).toBeGreaterThan(1);
      // Every media has the first one's size (a 320 px video fills the same box as the pictures).
      for (const box of boxes) expect(box).toEqual(boxes[0]);
      const first = boxes[0]!;
      expect(first.height / first.width).toBeCloseTo(5 / 4, 1);
      // The video fills its frame.
      const videoBox = await video.boundingBox();
      expect(Math.round(videoBox?.width ?? 0)).toBe(first.width);
      if (width === 375) expect(first.width).toBeGreaterThan(300);
      // Behaviour §4 Video: muted at first; the mute toggle is the shopper's, in the page's language.
      expect(await video.evaluate((element: HTMLVideoElement) => element.muted)).toBe(true);
      const gallery = page.locator('[data-slot="product-gallery"]');
      await gallery.getByRole('button', { name: 'Activer le son' }).click();
      await expect(gallery.getByRole('button', { name: 'Couper le son' })).toBeVisible();
      expect(await video.evaluate((element: HTMLVideoElement) => element.muted)).toBe(false);
    });
  }

  test('the header locale switcher switches on change, with no submit button once hydrated (behaviour §4)', async ({
    page,
  }) => {
    await page.setViewportSize({ width: 1440, height: 900 });
    await page.goto('/products/etoile-treize');
    const switcher = page.locator('[data-slot="header-tools"] [data-slot="locale-switcher"]');
    await expect(switcher).toHaveAttribute('data-hydrated', 'true');
    await expect(switcher.getByRole('button')).toBeHidden();
    const select = switcher.getByRole('combobox', { name: 'Pays et langue' });
    // Drawn like the header: no box around it.
    expect(await select.evaluate((element) => getComputedStyle(element).borderTopStyle)).toBe(
      'none',
    );
    await select.selectOption({ label: 'United States (USD $) · English' });
    await expect(page).toHaveURL(/\/en-us\/products\/etoile-treize$/);
    await expect(
      page
        .locator('[data-slot="header-tools"]')
        .getByRole('combobox', { name: 'Country and language' }),
    ).toBeVisible();
  });

  test('the mobile menu toggle is an icon button that reports its state (behaviour §2, §4)', async ({
    page,
  }) => {
    await page.setViewportSize({ width: 375, height: 812 });
    await page.goto('/');
    const toggle = page.getByRole('button', { name: 'Ouvrir le menu' });
    await expect(toggle).toHaveAttribute('aria-expanded', 'false');
    const box = await toggle.boundingBox();
    // A square icon of at least the 44 px touch size, not a bordered line of words.
    expect(Math.round(box?.width ?? 0)).toBe(44);
    expect(Math.round(box?.height ?? 0)).toBe(44);
    expect(await toggle.evaluate((element) => getComputedStyle(element).borderTopStyle)).toBe(
      'none',
    );
    await expect(toggle.locator('svg')).toHaveAttribute('data-icon', 'menu');
    await toggle.click();
    const menu = page.getByRole('dialog', { name: 'Menu' });
    await expect(menu).toBeVisible();
    await expect(page.locator('[data-slot="menu-toggle"]')).toHaveAttribute(
      'aria-expanded',
      'true',
    );
    // The drawer comes from the left edge and its links slide in.
    await expect.poll(async () => (await menu.boundingBox())?.x).toBe(0);
    const slide = await menu
      .locator('[data-slot="menu-links"] > li')
      .first()
      .evaluate((element) => {
        const style = getComputedStyle(element);
        return { name: style.animationName, duration: style.animationDuration };
      });
    expect(slide.name).not.toBe('none');
    expect(slide.duration).toBe('0.4s');
    // The lock (behaviour §4, 500 ms) is over once the toggle is enabled again; then the menu closes.
    await expect(page.locator('[data-slot="menu-toggle"]')).toBeEnabled();
    await menu.getByRole('button', { name: 'Fermer le menu' }).click();
    await expect(menu).toBeHidden();
    await expect(toggle).toHaveAttribute('aria-expanded', 'false');
  });

  for (const path of [
    '/pages/notre-atelier',
    '/pages/savoir-faire',
    '/products/anneau-treize',
    '/search?q=treize',
  ]) {
    test(`${path} fits a 375 px screen without sideways scrolling`, async ({ page }) => {
      await page.setViewportSize({ width: 375, height: 812 });
      await page.goto(path);
      await page.waitForLoadState('networkidle');
      expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(
        375,
      );
    });
  }

  test('the page title clears the fixed header on a phone, banner included, under a centred logo', async ({
    page,
  }) => {
    await page.setViewportSize({ width: 375, height: 812 });
    await page.goto('/');
    const header = await page.locator('[data-slot="header"]').boundingBox();
    const title = await page.locator('main h1').first().boundingBox();
    expect(title!.y).toBeGreaterThanOrEqual(header!.y + header!.height + 8);
    // The logo sits in the middle of the bar, not pushed right by the menu toggle.
    const logo = await page.locator('[data-slot="header-logo"]').boundingBox();
    expect(Math.abs(logo!.x + logo!.width / 2 - 375 / 2)).toBeLessThanOrEqual(2);
  });
});

test.describe('headings and footer', () => {
  for (const [name, path] of [
    ['cart', '/cart'],
    ['404', '/nowhere-at-all'],
  ] as const) {
    test(`the ${name} heading is as light as the other page titles`, async ({ page }) => {
      await page.goto(path);
      const weight = await page
        .locator('main h1')
        .first()
        .evaluate((element) => getComputedStyle(element).fontWeight);
      expect(weight).toBe('400');
    });
  }

  test('the footer groups keep their alignment side by side and read from the left when stacked (behaviour §2)', async ({
    page,
  }) => {
    const alignments = () =>
      page
        .locator('[data-slot="footer-group"]')
        .evaluateAll((groups) =>
          groups.map((group) => [
            group.getAttribute('data-align'),
            getComputedStyle(group).textAlign,
          ]),
        );
    await page.setViewportSize({ width: 1440, height: 900 });
    await page.goto('/');
    const wide = await alignments();
    expect(wide.length).toBeGreaterThan(1);
    for (const [align, textAlign] of wide)
      expect(textAlign === 'start' ? 'left' : textAlign).toBe(align);
    await page.setViewportSize({ width: 375, height: 812 });
    for (const [, textAlign] of await alignments()) expect(['left', 'start']).toContain(textAlign);
  });
});

test.describe('without JavaScript', () => {
  test.use({ javaScriptEnabled: false });

  test('the locale switcher keeps its submit button', async ({ page }) => {
    await page.setViewportSize({ width: 1440, height: 900 });
    await page.goto('/');
    const switcher = page.locator('[data-slot="header-tools"] [data-slot="locale-switcher"]');
    await expect(switcher.getByRole('button', { name: 'Changer' })).toBeVisible();
  });

  // The editorial body and the buying column hydrate from lazy chunks; their styles must come
  // with the page itself, or the first frame shows them unstyled until the scripts arrive.
  test('the editorial body and the buying column are styled before any script runs', async ({
    page,
  }) => {
    await page.setViewportSize({ width: 1440, height: 900 });
    await page.goto('/pages/savoir-faire');
    const gallery = page.locator('ul[data-module]').first();
    await expect(gallery).toHaveCSS('display', 'grid');
    await expect(gallery).toHaveCSS('list-style-type', 'none');
    await page.goto('/products/etoile-treize');
    const choice = page.locator('[data-slot="product-option"] a[aria-current="true"]').first();
    await expect(choice).toHaveCSS('border-top-style', 'solid');
    await expect(choice).toHaveCSS('text-decoration-line', 'none');
  });
});
