import type { Page } from '@playwright/test';

/**
 * Pauses the page's fake clock a second ahead of its present. On a saturated machine more than
 * that second can pass between reading the page's time and pausing, and Playwright refuses to
 * pause in the past: read the time again and retry.
 */
export async function pauseClockSoon(page: Page): Promise<void> {
  for (let attempt = 1; ; attempt++) {
    const now = await page.evaluate(() => Date.now());
    try {
      await page.clock.pauseAt(now + 1000);
      return;
    } catch (error) {
      if (attempt === 5 || !String(error).includes('fast-forward to the past')) throw error;
    }
  }
}
