// Lighthouse part of the storefront benchmark (not a test): the mobile preset's performance
// score, LCP, CLS and blocking time of each page type, every run and the median of three, in
// Debian's Chromium. Lighthouse's mobile preset simulates a mid-range phone on a slow 4G network
// from the page's own trace, so the score says little about the machine's own load.
import { launch } from 'chrome-launcher';
import lighthouse from 'lighthouse';
import { computeMedianRun } from 'lighthouse/core/lib/median-run.js';
import { CHROMIUM_ARGS, CHROMIUM_PATH } from '../../../scripts/chromium.mjs';

const CHROME_FLAGS = ['--headless=new', ...CHROMIUM_ARGS];
export const LIGHTHOUSE_RUNS = 3;

/** The figures one Lighthouse report gives for one page. */
function figuresOf(lhr) {
  const audit = (id) => lhr.audits[id]?.numericValue;
  return {
    score: Math.round((lhr.categories.performance.score ?? 0) * 100),
    lcpMs: audit('largest-contentful-paint'),
    cls: audit('cumulative-layout-shift'),
    tbtMs: audit('total-blocking-time'),
    fcpMs: audit('first-contentful-paint'),
    // What the browser itself saw before Lighthouse's simulation: Chromium headless presents the
    // first paint late, which the simulated FCP and LCP inherit.
    observedFcpMs: lhr.audits.metrics?.details?.items?.[0]?.observedFirstContentfulPaint,
    // Every script the page fetched while Lighthouse watched (first load, islands, idle
    // preloads), as sent (compressed): the first-load figure alone hides what comes after it.
    scriptKb:
      (lhr.audits['network-requests']?.details?.items ?? [])
        .filter((request) => request.resourceType === 'Script')
        .reduce((sum, request) => sum + (request.transferSize ?? 0), 0) / 1024,
    lcpElement:
      lhr.audits['largest-contentful-paint-element']?.details?.items?.[0]?.items?.[0]?.node
        ?.snippet,
    // What Lighthouse would fix first: the opportunities that cost the most time.
    opportunities: Object.values(lhr.audits)
      .filter((a) => a.details?.type === 'opportunity' && (a.score ?? 1) < 0.9)
      .map((a) => a.title),
    errors: lhr.runtimeError?.message,
  };
}

/**
 * Runs Lighthouse's mobile preset (its default configuration) `LIGHTHOUSE_RUNS` times on each page
 * and keeps the median run, as Lighthouse's own `computeMedianRun` picks it (by FCP and TTI).
 */
export async function measureLighthouse(pages) {
  const chrome = await launch({ chromePath: CHROMIUM_PATH, chromeFlags: CHROME_FLAGS });
  try {
    const flags = {
      port: chrome.port,
      output: 'json',
      logLevel: 'error',
      onlyCategories: ['performance'],
    };
    // One run thrown away first: a browser that has just started pays its own start-up (font
    // configuration, code caches) in the first page it lays out, which a shopper's browser paid
    // long before it came to the shop. Lighthouse clears the page's caches before every run.
    await lighthouse(pages[0].url, flags);
    const results = [];
    for (const { name, url } of pages) {
      const runs = [];
      for (let i = 0; i < LIGHTHOUSE_RUNS; i += 1) {
        const outcome = await lighthouse(url, flags);
        if (!outcome) throw new Error(`Lighthouse returned nothing for ${url}`);
        runs.push(outcome.lhr);
      }
      // Every run beside the median run's figures: one run of the same page can differ by ten
      // points from the next (the simulated first paint moves, and with it which tasks block),
      // and the goal is for every run.
      const every = runs.map((lhr) => {
        const { score, tbtMs } = figuresOf(lhr);
        return { score, tbtMs };
      });
      results.push({ name, url, ...figuresOf(computeMedianRun(runs)), runs: every });
    }
    return results;
  } finally {
    await chrome.kill();
  }
}
