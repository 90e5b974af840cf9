import { firstVariantId, startFaultStack, type FaultStack } from '../support/faultStack';
import { expect, test } from '../support/fixtures';

/**
 * A frozen commerce backend (SIGSTOP: it keeps its port and connections but never answers),
 * with the shop's own deadlines: 4 s an attempt, one retry for reads, and one 8 s budget for
 * every backend call of a request. Every kind of page, reads and writes alike, answers within
 * 10 s, in the page's language, even where an action and the page's loaders each wait on the
 * backend.
 */

/** What a shopper may wait for any answer, rendering on a busy two-core machine included. */
const ANSWER_BOUND_MS = 10_000;

test.describe.configure({ mode: 'serial' });

let shop: FaultStack;
let variantId: string;

test.beforeAll(async () => {
  test.setTimeout(120_000);
  shop = await startFaultStack({ timeoutMs: 4_000, retries: 1 });
  // Read from the emulator itself, so none of the pages below is in the storefront's caches.
  variantId = await firstVariantId(shop.commerce, 'comete');
});

test.afterAll(async () => {
  await shop?.stop();
});

interface Answer {
  status: number;
  lang: string | undefined;
  ms: number;
}

/** One request to the storefront, timed; `form` makes it a form POST (a page's action). */
async function timedVisit(path: string, form?: Record<string, string>): Promise<Answer> {
  const started = Date.now();
  const response = await fetch(`${shop.storefront}${path}`, {
    redirect: 'manual',
    signal: AbortSignal.timeout(60_000),
    ...(form ? { method: 'POST', body: new URLSearchParams(form) } : {}),
  });
  const body = await response.text();
  return {
    status: response.status,
    lang: /<html lang="([^"]+)"/.exec(body)?.[1],
    ms: Date.now() - started,
  };
}

const addToCart = () => ({
  cartFormInput: JSON.stringify({
    action: 'LinesAdd',
    inputs: { lines: [{ merchandiseId: variantId, quantity: 1 }] },
  }),
});

test('with commerce frozen, every kind of page answers within 10 s', async () => {
  test.setTimeout(180_000);
  shop.freeze('commerce');
  // Each route, the statuses the shop may answer with while commerce is down, and its language.
  const routes: {
    path: string;
    form?: Record<string, string>;
    statuses: number[];
    lang: string;
  }[] = [
    { path: '/', statuses: [200, 503], lang: 'fr-FR' },
    { path: '/products/lune-pleine', statuses: [503], lang: 'fr-FR' },
    { path: '/en-us/collections/colliers', statuses: [503], lang: 'en-US' },
    { path: '/cart', statuses: [200, 503], lang: 'fr-FR' },
    { path: '/cart', form: addToCart(), statuses: [503], lang: 'fr-FR' },
    { path: '/en-fr/cart', form: addToCart(), statuses: [503], lang: 'en-FR' },
    { path: '/account/login', statuses: [200, 503], lang: 'fr-FR' },
    {
      path: '/account/login',
      form: { email: 'camille@example.com', password: 'un-mot-de-passe' },
      statuses: [403, 429, 503],
      lang: 'fr-FR',
    },
    { path: '/search?q=lune', statuses: [503], lang: 'fr-FR' },
  ];
  for (const route of routes) {
    const what = `${route.form ? 'POST' : 'GET'} ${route.path}`;
    const answer = await timedVisit(route.path, route.form);
    expect(answer.ms, `${what} answered ${answer.status} in ${answer.ms} ms`).toBeLessThan(
      ANSWER_BOUND_MS,
    );
    expect(route.statuses, `${what} answered ${answer.status}`).toContain(answer.status);
    expect(answer.lang, what).toBe(route.lang);
  }
  shop.thaw('commerce');
});
