import { firstVariantId, startFaultStack, type FaultStack } from '../support/faultStack';
import { expect, test } from '../support/fixtures';

/**
 * The fault tests: with a backend frozen (SIGSTOP) or killed (SIGKILL), a page that needs
 * it answers within the deadline with the 503 page in its own language and `Retry-After`, pages
 * already read keep being served, and the shop recovers by itself once the backend is back, with
 * no unhandled rejection and no crash. The stack is this file's own (support/faultStack.ts).
 */

// One attempt of 1.5 s and one retry: a page that needs a silent backend gives up after about 3 s.
const TIMEOUT_MS = 1_500;
const RETRIES = 1;
/** The deadline of the backend calls, plus room for rendering on a busy two-core machine. */
const ANSWER_BOUND_MS = (RETRIES + 1) * TIMEOUT_MS + 4_000;

const FRENCH = { lang: 'fr-FR', title: 'La boutique est momentanément indisponible' };
const ENGLISH_US = { lang: 'en-US', title: 'The shop is briefly unavailable' };
const ENGLISH_FR = { lang: 'en-FR', title: 'The shop is briefly unavailable' };

interface Visit {
  status: number;
  retryAfter: string | null;
  lang: string | undefined;
  heading: string | undefined;
  ms: number;
}

test.describe.configure({ mode: 'serial' });

let shop: FaultStack;

test.beforeAll(async () => {
  test.setTimeout(120_000);
  shop = await startFaultStack({ timeoutMs: TIMEOUT_MS, retries: RETRIES });
});

test.afterAll(async () => {
  await shop?.stop();
});

/** A shopper's first visit to `path` (no cookie), timed. */
async function visit(path: string): Promise<Visit> {
  const started = Date.now();
  const response = await fetch(`${shop.storefront}${path}`, {
    signal: AbortSignal.timeout(60_000),
  });
  const body = await response.text();
  return {
    status: response.status,
    retryAfter: response.headers.get('retry-after'),
    lang: /<html lang="([^"]+)"/.exec(body)?.[1],
    heading: /<h1[^>]*>([^<]*)</.exec(body)?.[1],
    ms: Date.now() - started,
  };
}

/** The 503 page, in the page's language, in time. */
async function expectUnavailable(path: string, language: { lang: string; title: string }) {
  const answer = await visit(path);
  expect(answer, path).toMatchObject({
    status: 503,
    retryAfter: '30',
    lang: language.lang,
    heading: language.title,
  });
  expect(answer.ms, `${path} answered in ${answer.ms} ms`).toBeLessThan(ANSWER_BOUND_MS);
}

/** Polls until `path` answers 200 again (the backend is back): recovery needs no restart. */
async function expectRecovered(path: string) {
  await expect
    .poll(async () => (await visit(path)).status, { timeout: 20_000, intervals: [250, 500, 1_000] })
    .toBe(200);
}

test('a frozen then killed commerce backend: 503 in the page’s language in time, then recovery', async ({
  page,
}) => {
  test.setTimeout(90_000);
  expect((await visit('/products/etoile-treize')).status).toBe(200);
  const variantId = await firstVariantId(shop.commerce, 'etoile-treize');

  shop.freeze('commerce');
  await expectUnavailable('/products/lune-pleine', FRENCH);
  await expectUnavailable('/en-us/products/comete', ENGLISH_US);
  // A page read a moment ago is still served from the caches (stale-if-error).
  expect((await visit('/products/etoile-treize')).status).toBe(200);
  // An add to the cart (never retried: it is not idempotent) says so after one deadline.
  const started = Date.now();
  const add = await fetch(`${shop.storefront}/en-us/cart.data`, {
    method: 'POST',
    body: new URLSearchParams({
      cartFormInput: JSON.stringify({
        action: 'LinesAdd',
        inputs: { lines: [{ merchandiseId: variantId, quantity: 1 }] },
      }),
    }),
    signal: AbortSignal.timeout(60_000),
  });
  expect(add.status).toBe(503);
  expect(add.headers.get('retry-after')).toBe('30');
  expect(add.headers.get('set-cookie')).toBeNull();
  expect(await add.text()).toContain(
    'The cart cannot be reached right now. Please try again in a few moments.',
  );
  expect(Date.now() - started).toBeLessThan(TIMEOUT_MS + 4_000);

  // The shopper's view: the unavailable page offers a retry, which works once the backend is back.
  await page.goto(`${shop.storefront}/products/soleil-noir`);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(FRENCH.title);
  shop.thaw('commerce');
  await expectRecovered('/products/lune-pleine');
  await page.getByRole('link', { name: 'Réessayer' }).click();
  await expect(page.getByRole('heading', { level: 1 })).not.toHaveText(FRENCH.title);
  await expect(page.locator('html')).toHaveAttribute('lang', 'fr-FR');
  expect(await page.title()).not.toBe('Erreur');

  await shop.kill('commerce');
  await expectUnavailable('/en-fr/products/goutte-de-pluie', ENGLISH_FR);
  await shop.restart('commerce');
  await expectRecovered('/en-fr/products/goutte-de-pluie');
});

test('a frozen then killed content backend: 503 in the page’s language in time, then recovery', async () => {
  test.setTimeout(90_000);
  expect((await visit('/pages/notre-atelier')).status).toBe(200);

  shop.freeze('content');
  await expectUnavailable('/pages/savoir-faire', FRENCH);
  await expectUnavailable('/en-us/pages/entretien', ENGLISH_US);
  expect((await visit('/pages/notre-atelier')).status).toBe(200);
  shop.thaw('content');
  await expectRecovered('/pages/savoir-faire');

  await shop.kill('content');
  await expectUnavailable('/en-fr/pages/savoir-faire', ENGLISH_FR);
  await shop.restart('content');
  await expectRecovered('/en-fr/pages/savoir-faire');
});

test('the storefront lived through it all without an unhandled rejection', () => {
  expect(shop.storefrontAlive()).toBe(true);
  expect(shop.storefrontOutput()).not.toMatch(/unhandled|uncaught/i);
});
