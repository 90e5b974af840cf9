import { expect, test } from '../support/fixtures';

/** Pleine Lune, saved in this browser before the page loads. */
const LUNE = 'gid://shopify/Product/9100000002';

/**
 * A saved product's heart is filled from the first frame the live page paints, not once the
 * wishlist machine has started. The machine waits for the browser's first idle moment, which comes
 * a second and a half late here, as on a busy phone, and every frame after hydration records the
 * heart.
 */
test('a saved product’s heart never shows unsaved once the page has hydrated', async ({ page }) => {
  await page.addInitScript((saved) => {
    localStorage.setItem('wishlist-products-ids', JSON.stringify([saved]));
    window.requestIdleCallback = (callback) =>
      window.setTimeout(() => callback({ didTimeout: false, timeRemaining: () => 0 }), 1_500);
    const frames: string[] = [];
    Object.assign(window, { heartFrames: frames });
    const sample = () => {
      if (document.documentElement.dataset.hydrated === 'true') {
        const heart = document.querySelector(
          '[data-slot="product-heading"] [data-slot="wishlist-heart"]',
        );
        frames.push(heart?.getAttribute('aria-pressed') ?? 'missing');
      }
      if (frames.length < 90) requestAnimationFrame(sample);
    };
    requestAnimationFrame(sample);
  }, LUNE);

  await page.goto('/products/lune-pleine');
  const frames = () =>
    page.evaluate(() => (window as unknown as { heartFrames: string[] }).heartFrames);
  await expect.poll(async () => (await frames()).length, { timeout: 30_000 }).toBe(90);
  const recorded = await frames();
  expect(recorded.filter((pressed) => pressed !== 'true')).toEqual([]);
  await expect(
    page.locator('[data-slot="product-heading"] [data-slot="wishlist-heart"]'),
  ).toHaveAttribute('aria-pressed', 'true');
});
