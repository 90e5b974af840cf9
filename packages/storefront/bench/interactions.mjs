// Interaction latency part of the storefront bench (not a test): how long a shopper's tap takes
// to reach the next paint on a phone-class processor. Debian's Chromium, its CPU slowed four
// times through the DevTools protocol (Emulation.setCPUThrottlingRate, as Lighthouse's mobile
// preset does), the interaction read from the browser's Event Timing API: the longest event of
// the tap (input delay, handlers, and the wait for the frame that shows the result), which is
// what web-vitals' INP reports for a page with one interaction.
import { chromium } from 'playwright-core';
import { CHROMIUM_ARGS, CHROMIUM_PATH } from '../../../scripts/chromium.mjs';

export const CPU_SLOWDOWN = 4;
export const INTERACTION_RUNS = Number(process.env.BENCH_INTERACTION_RUNS ?? 5);
/** Event Timing reports no event shorter than this (its smallest threshold). */
export const SHORTEST_REPORTED_MS = 16;

const PHONE = { width: 375, height: 812 };
const DESKTOP = { width: 1280, height: 800 };

/**
 * The taps measured: where, on what screen, what is tapped, and what shows that the tap was
 * served (the bench waits for it before reading the timings, so a slow answer is not missed).
 */
export const INTERACTIONS = [
  {
    name: 'add to cart',
    path: (product) => product,
    viewport: DESKTOP,
    tap: (page) => page.getByRole('button', { name: 'Ajouter au panier' }),
    served: (page) => page.locator('[data-slot="drawer-content"] [data-slot="cart-line"]').first(),
  },
  {
    name: 'open the cart drawer',
    path: (product) => product,
    viewport: DESKTOP,
    tap: (page) => page.locator('[data-slot="cart-button"]'),
    served: (page) => page.locator('[data-slot="drawer-content"]'),
  },
  {
    name: 'choose an option',
    path: (product) => product,
    viewport: DESKTOP,
    tap: (page) => page.locator('a[data-option="Couleur"][data-value="Argent"]'),
    served: (page) =>
      page.locator('a[data-option="Couleur"][data-value="Argent"][aria-current="true"]'),
  },
  {
    name: 'open the mobile menu',
    path: () => '/',
    viewport: PHONE,
    tap: (page) => page.getByRole('button', { name: 'Ouvrir le menu' }),
    served: (page) => page.getByRole('dialog', { name: 'Menu' }),
  },
];

/** Installed before the page's own scripts: keeps the longest event of each interaction. */
function observeInteractions() {
  window.__interactions = new Map();
  new PerformanceObserver((list) => {
    for (const entry of list.getEntries()) {
      if (!entry.interactionId) continue;
      const longest = window.__interactions.get(entry.interactionId) ?? 0;
      window.__interactions.set(entry.interactionId, Math.max(longest, entry.duration));
    }
  }).observe({ type: 'event', buffered: true, durationThreshold: 16 });
}

/**
 * One tap on a freshly loaded page, throttled from the navigation on: the interaction's latency
 * in ms, or the shortest reported figure when the browser reported no event (it was faster).
 */
async function measureOnce(browser, origin, productPath, interaction) {
  const context = await browser.newContext({ viewport: interaction.viewport, locale: 'fr-FR' });
  try {
    const page = await context.newPage();
    await page.addInitScript(observeInteractions);
    const cdp = await context.newCDPSession(page);
    await cdp.send('Emulation.setCPUThrottlingRate', { rate: CPU_SLOWDOWN });
    await page.goto(`${origin}${interaction.path(productPath)}`, { waitUntil: 'load' });
    await page.locator('html[data-hydrated="true"]').waitFor({ state: 'attached' });
    // A shopper reads before tapping: the tap lands once the load's own work has settled.
    await page.waitForTimeout(1_000);
    await interaction.tap(page).click();
    await interaction.served(page).first().waitFor({ state: 'visible', timeout: 30_000 });
    // The event's entry is queued after the frame that follows it.
    await page.waitForTimeout(500);
    const longest = await page.evaluate(() => Math.max(0, ...window.__interactions.values()));
    return Math.max(longest, 0) || SHORTEST_REPORTED_MS;
  } finally {
    await context.close();
  }
}

/**
 * Each interaction `INTERACTION_RUNS` times on `origin`: every run's latency, the median and the
 * worst. An interaction that fails (its button missing) reports why instead of figures.
 */
export async function measureInteractions(origin, productPath) {
  const browser = await chromium.launch({
    executablePath: CHROMIUM_PATH,
    args: CHROMIUM_ARGS,
  });
  try {
    const results = [];
    for (const interaction of INTERACTIONS) {
      const runs = [];
      try {
        for (let run = 0; run < INTERACTION_RUNS; run += 1)
          runs.push(await measureOnce(browser, origin, productPath, interaction));
      } catch (error) {
        results.push({ name: interaction.name, error: String(error.message).split('\n')[0] });
        continue;
      }
      const sorted = [...runs].sort((a, b) => a - b);
      results.push({
        name: interaction.name,
        runs,
        median: sorted[sorted.length >> 1],
        worst: sorted.at(-1),
      });
    }
    return results;
  } finally {
    await browser.close();
  }
}
