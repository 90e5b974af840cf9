import type { Page } from '@playwright/test';
import { expect, test } from '../support/fixtures';

/**
 * Every page view says which page it is (behaviour §2's page types, as Shopify's `AnalyticsPageType`
 * spells them) and, sent with consent, that analytics are allowed. The beacons are read as the
 * browser sends them to the shop's analytics path; the journey runs with analytics accepted.
 */
const BATCH_PATH = '/.well-known/shopify/monorail/unstable/produce_batch';
const PAGE_VIEW_SCHEMA = 'trekkie_storefront_page_view/1.4';
const CUSTOMER_TRACKING_SCHEMA = 'custom_storefront_customer_tracking/1.2';
// Each view is a round trip through the storefront; on a busy machine that can take a while.
const BEACON = { timeout: 30_000 };
test.describe.configure({ timeout: 240_000 });

interface Beacon {
  schema_id: string;
  payload: Record<string, unknown>;
}

/** Every analytics event the page posts, in order. */
function recordBeacons(page: Page): Beacon[] {
  const beacons: Beacon[] = [];
  page.on('request', (request) => {
    if (request.method() !== 'POST' || new URL(request.url()).pathname !== BATCH_PATH) return;
    const body = JSON.parse(request.postData() ?? '{}') as { events?: Beacon[] };
    beacons.push(...(body.events ?? []));
  });
  return beacons;
}

/** Opens `path` and answers the page type its page view carried. */
async function viewedPageType(page: Page, beacons: Beacon[], path: string) {
  const pathname = new URL(path, 'http://shop').pathname;
  await page.goto(path);
  let view: Beacon | undefined;
  await expect
    .poll(() => {
      view = beacons.find((b) => b.schema_id === PAGE_VIEW_SCHEMA && b.payload.path === pathname);
      return view !== undefined;
    }, BEACON)
    .toBe(true);
  return view!.payload.pageType;
}

const PAGES: [path: string, pageType: string][] = [
  ['/', 'index'],
  ['/en-us', 'index'],
  ['/collections', 'list-collections'],
  ['/collections/nouveautes', 'collection'],
  ['/products/etoile-treize', 'product'],
  ['/cart', 'cart'],
  ['/search?q=or', 'search'],
  ['/pages/entretien', 'page'],
  ['/policies/refund-policy', 'policy'],
  ['/blogs/journal', 'blog'],
  ['/blogs/journal/l-or-recycle', 'article'],
  ['/account/login', 'customers/login'],
  ['/account/recover', 'customers/login'],
  ['/en-us/account/register', 'customers/register'],
  ['/account/reset/7000000001/not-a-token', 'customers/reset_password'],
  ['/en-us/account/activate/7000000001/not-a-token', 'customers/activate_account'],
  ['/no-such-page', '404'],
  ['/api/preview?secret=not-the-secret&slug=/', '403'],
];

test('each page view carries its page type and says analytics are allowed', async ({ page }) => {
  const beacons = recordBeacons(page);
  for (const [path, pageType] of PAGES)
    expect(await viewedPageType(page, beacons, path), path).toBe(pageType);

  // The signed-in pages: a new account, its addresses, an order page.
  await page.goto('/en-us/account/register');
  const form = page.locator('form[data-slot="account-form"]');
  await form.locator('input[name="email"]').fill(`types.${Date.now()}@example.com`);
  await form.locator('input[name="password"]').fill('treize-13-or');
  await form.locator('input[name="passwordConfirm"]').fill('treize-13-or');
  await form.locator('button[type="submit"]').click();
  await expect(page).toHaveURL(/\/en-us\/account$/);
  const signedIn: [path: string, pageType: string][] = [
    ['/en-us/account', 'customers/account'],
    ['/en-us/account/addresses', 'customers/addresses'],
    ['/en-us/account/orders/1', 'customers/order'],
  ];
  for (const [path, pageType] of signedIn)
    expect(await viewedPageType(page, beacons, path), path).toBe(pageType);

  const tracking = beacons.filter((b) => b.schema_id === CUSTOMER_TRACKING_SCHEMA);
  expect(tracking.length).toBeGreaterThan(0);
  for (const beacon of tracking) expect(beacon.payload.analytics_allowed).toBe(true);
});

test('a refused preview is the shop’s 403 page, in its words', async ({ page }) => {
  const refused = await page.goto('/api/preview?secret=not-the-secret&slug=/pages/entretien');
  expect(refused?.status()).toBe(403);
  expect(refused?.headers()['content-type']).toContain('text/html');
  await expect(page.getByTestId('forbidden')).toBeVisible();
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(
    'Cette page ne vous est pas ouverte',
  );
  await expect(page.locator('[data-slot="header-logo"]')).toBeVisible();
  await expect(page.locator('body')).not.toContainText('The preview secret is wrong');
});

test('a refused preview of an English page answers in English', async ({ page }) => {
  const refused = await page.goto('/api/preview?secret=not-the-secret&slug=/en-us/pages/care');
  expect(refused?.status()).toBe(403);
  await expect(page.getByTestId('forbidden')).toBeVisible();
  await expect(page.locator('html')).toHaveAttribute('lang', 'en-US');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('This page is not open to you');
  await expect(page.getByTestId('forbidden').getByRole('link')).toHaveAttribute('href', '/en-us');
});
