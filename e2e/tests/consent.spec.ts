import type { BrowserContext, Page, Request } from '@playwright/test';
import { expect, test } from '../support/fixtures';
import { stack } from '../support/env';

/**
 * Consent, proven in the browser (behaviour §4, §7, §9): a fresh profile that records every
 * request and cookie. Journeys run two at a time and the others have accepted analytics, so the
 * emulator's events are told apart by this profile's own visitor token.
 */
test.use({ privacyChoice: null });
// Long journeys with many page loads: give them room on a busy machine.
test.describe.configure({ timeout: 180_000 });
/** Batches go page → storefront → emulator; on a loaded machine that can take a few seconds. */
const ANALYTICS_POLL = { timeout: 30_000 };

const BATCH_PATH = '/.well-known/shopify/monorail/unstable/produce_batch';
const TAG_MANAGER = new URL(stack.tagManagerScriptUrl);

interface RecordedEvent {
  schema_id: string;
  payload: Record<string, unknown>;
}

/** Every request the page makes, sorted into what the journey counts. */
function recordRequests(page: Page) {
  const requests: Request[] = [];
  page.on('request', (request) => requests.push(request));
  return {
    batches: () => requests.filter((r) => new URL(r.url()).pathname === BATCH_PATH),
    tagManager: () => requests.filter((r) => new URL(r.url()).host === TAG_MANAGER.host),
    documents: () => requests.filter((r) => r.resourceType() === 'document'),
  };
}

async function cookie(context: BrowserContext, name: string) {
  return (await context.cookies(stack.storefront)).find((c) => c.name === name);
}

/** Seconds from now until a cookie expires. */
function lifetime(expires: number): number {
  return expires - Date.now() / 1000;
}

/** The events the emulator recorded for one visitor token. */
async function eventsOf(uniqueToken: string): Promise<RecordedEvent[]> {
  const response = await fetch(`${stack.commerce}/__emulator/analytics`);
  const events = (await response.json()) as RecordedEvent[];
  return events.filter(
    (e) => e.payload.uniqToken === uniqueToken || e.payload.unique_token === uniqueToken,
  );
}

async function pageViewsOf(uniqueToken: string) {
  return (await eventsOf(uniqueToken)).filter(
    (e) => e.schema_id === 'trekkie_storefront_page_view/1.4',
  );
}

test.describe('privacy notice and consent', () => {
  test('before any choice and after refusing, nothing is sent, loaded or stored', async ({
    page,
    context,
    axe,
  }) => {
    const recorded = recordRequests(page);
    await page.goto('/');
    const notice = page.getByRole('region', { name: 'Cookies et confidentialité' });
    await expect(notice).toBeVisible();
    await expect(notice).toContainText('Nous utilisons des cookies de mesure d’audience');
    await axe(page);
    // The notice is in the server's HTML (not added after hydration).
    const html = await (await fetch(stack.storefront)).text();
    expect(html).toContain('data-testid="privacy-notice"');

    // Reachable with the keyboard.
    await page.getByRole('button', { name: 'Refuser' }).focus();
    await expect(page.getByRole('button', { name: 'Refuser' })).toBeFocused();
    await page.waitForTimeout(1_000);
    expect(recorded.batches()).toHaveLength(0);
    expect(recorded.tagManager()).toHaveLength(0);
    expect(await cookie(context, '_shopify_y')).toBeUndefined();
    expect(await cookie(context, '_shopify_s')).toBeUndefined();
    expect(await cookie(context, 'privacyPolicy')).toBeUndefined();
    // No choice yet, so no pop-up either.
    await expect(page.getByRole('dialog')).toHaveCount(0);

    await page.keyboard.press('Enter');
    await expect(notice).toBeHidden();
    const refused = await cookie(context, 'privacyPolicy');
    expect(refused).toMatchObject({ value: 'refused', path: '/', sameSite: 'Lax' });
    expect(lifetime(refused!.expires)).toBeGreaterThan(300 - 10);
    expect(lifetime(refused!.expires)).toBeLessThanOrEqual(300);

    // A choice exists: the pop-up comes; closing it lets the shopper go on browsing.
    const popup = page.getByRole('dialog', { name: 'La lettre de l’atelier' });
    await expect(popup).toBeVisible();
    await popup.getByRole('button', { name: 'Fermer' }).click();
    await page.locator('header a[href="/collections/nouveautes"]').click();
    await expect(page).toHaveURL(/\/collections\/nouveautes$/);
    await page.waitForTimeout(500);
    expect(recorded.batches()).toHaveLength(0);
    expect(recorded.tagManager()).toHaveLength(0);
    expect(await cookie(context, '_shopify_y')).toBeUndefined();
    expect(await cookie(context, '_shopify_s')).toBeUndefined();
  });

  test('accepting tracks one page view per navigation with the tag manager, and withdrawing stops it within 10 s', async ({
    page,
    context,
  }) => {
    const recorded = recordRequests(page);
    await page.clock.install();
    await page.goto('/en-fr');
    const notice = page.getByRole('region', { name: 'Cookies and privacy' });
    await expect(notice).toBeVisible();
    expect(recorded.batches()).toHaveLength(0);

    // Time stands still from here: the pop-up's 500 ms are counted by Playwright's clock.
    await page.clock.pauseAt((await page.evaluate(() => Date.now())) + 2_000);
    await page.getByRole('button', { name: 'Accept' }).click();
    await expect(notice).toBeHidden();

    // The pop-up: not before 500 ms after the choice, then there.
    const popup = page.getByRole('dialog', { name: 'Letters from the workshop' });
    await page.clock.runFor(499);
    await expect(popup).toHaveCount(0);
    await page.clock.runFor(1);
    // Time flows again so React may reveal what its lazy parts loaded (it throttles with a timer).
    await page.clock.resume();
    await expect(popup).toBeVisible();
    // Closing it records its own cookie for a day.
    await page.keyboard.press('Escape');
    await expect(popup).toBeHidden();
    // The page writes it with document.cookie; the browser's cookie store, which the test reads,
    // may learn of it a moment after the dialog has closed.
    await expect
      .poll(async () => (await cookie(context, 'newsletterPopup'))?.value)
      .toBe('accepted');
    const popupCookie = await cookie(context, 'newsletterPopup');
    expect(lifetime(popupCookie!.expires)).toBeGreaterThan(24 * 3600 - 10);
    expect(lifetime(popupCookie!.expires)).toBeLessThanOrEqual(24 * 3600);

    const accepted = await cookie(context, 'privacyPolicy');
    expect(accepted).toMatchObject({ value: 'accepted', path: '/', sameSite: 'Lax' });
    expect(lifetime(accepted!.expires)).toBeGreaterThan(7 * 24 * 3600 - 10);
    expect(lifetime(accepted!.expires)).toBeLessThanOrEqual(7 * 24 * 3600);
    await expect.poll(() => cookie(context, '_shopify_y')).toBeDefined();
    const visitor = (await cookie(context, '_shopify_y'))!;
    const session = (await cookie(context, '_shopify_s'))!;
    expect(visitor).toMatchObject({ path: '/', sameSite: 'Lax' });
    expect(session).toMatchObject({ path: '/', sameSite: 'Lax' });
    expect(lifetime(visitor.expires)).toBeGreaterThan(360 * 24 * 3600 - 10);
    expect(lifetime(visitor.expires)).toBeLessThanOrEqual(360 * 24 * 3600);
    expect(lifetime(session.expires)).toBeGreaterThan(30 * 60 - 10);
    expect(lifetime(session.expires)).toBeLessThanOrEqual(30 * 60);

    // The page the shopper accepted on counts once, with currency and language (behaviour §7).
    await expect
      .poll(async () => (await pageViewsOf(visitor.value)).length, ANALYTICS_POLL)
      .toBe(1);
    const [firstView] = await pageViewsOf(visitor.value);
    expect(firstView!.payload).toMatchObject({
      path: '/en-fr',
      currency: 'EUR',
      contentLanguage: 'EN',
      shopId: 9900000001,
    });
    await expect.poll(() => recorded.tagManager().length, ANALYTICS_POLL).toBe(1);
    expect(recorded.tagManager()[0]!.url()).toBe(`${stack.tagManagerScriptUrl}?id=G-TREIZE0E2E`);

    // Three client-side navigations: one page view each, and the tag manager told each path.
    const documentsBefore = recorded.documents().length;
    const targets = ['/en-fr/pages/notre-atelier', '/en-fr/collections/nouveautes', '/en-fr'];
    for (const [i, target] of targets.entries()) {
      await page.locator(`header a[href="${target}"]`).first().click();
      await expect(page).toHaveURL(new RegExp(`${target}$`));
      await expect
        .poll(async () => (await pageViewsOf(visitor.value)).length, ANALYTICS_POLL)
        .toBe(i + 2);
      expect((await pageViewsOf(visitor.value)).at(-1)!.payload.path).toBe(target);
    }
    expect(recorded.documents().length).toBe(documentsBefore);
    // No second page view for any of them, even given time.
    await page.waitForTimeout(1_000);
    expect(await pageViewsOf(visitor.value)).toHaveLength(4);
    const pagePaths = await page.evaluate(() =>
      ((window as unknown as { dataLayer: IArguments[] }).dataLayer ?? [])
        .map((command) => Array.from(command))
        .filter(([name, , options]) => name === 'config' && options?.page_path)
        .map(([, , options]) => options.page_path as string),
    );
    expect(pagePaths).toEqual(['/en-fr', ...targets]);

    // Withdraw consent (the cookie gone, as when it is cleared elsewhere): within one 10 s poll
    // the tracking cookies are gone and nothing more is sent.
    await page.clock.pauseAt((await page.evaluate(() => Date.now())) + 2_000);
    await context.clearCookies({ name: 'privacyPolicy' });
    await page.clock.runFor(10_000);
    await expect.poll(() => cookie(context, '_shopify_y')).toBeUndefined();
    expect(await cookie(context, '_shopify_s')).toBeUndefined();
    await page.clock.resume();
    const batchesBefore = recorded.batches().length;
    // Back in history is a client-side navigation too.
    await page.goBack();
    await expect(page).toHaveURL(/\/en-fr\/collections\/nouveautes$/);
    await page.waitForTimeout(1_000);
    expect(recorded.batches()).toHaveLength(batchesBefore);
    expect(await pageViewsOf(visitor.value)).toHaveLength(4);
    expect(await cookie(context, '_shopify_y')).toBeUndefined();

    // The pop-up's cookie is set: a later page load does not show it again.
    await context.addCookies([
      { name: 'privacyPolicy', value: 'refused', url: stack.storefront, sameSite: 'Lax' },
    ]);
    await page.reload();
    await page.waitForTimeout(1_000);
    await expect(page.getByRole('dialog')).toHaveCount(0);
  });

  test('a shopper who already accepted never sees the notice, and add-to-cart carries the product fields', async ({
    page,
    context,
  }) => {
    await context.addCookies(
      ['privacyPolicy', 'newsletterPopup'].map((name) => ({
        name,
        value: 'accepted',
        url: stack.storefront,
        sameSite: 'Lax' as const,
      })),
    );
    // The server's HTML already leaves the notice out: no flash before hydration.
    const html = await (
      await fetch(`${stack.storefront}/products/lune-pleine`, {
        headers: { Cookie: 'privacyPolicy=accepted' },
      })
    ).text();
    expect(html).not.toContain('data-testid="privacy-notice"');

    await page.goto('/products/lune-pleine');
    await expect(page.getByTestId('privacy-notice')).toHaveCount(0);
    await expect.poll(() => cookie(context, '_shopify_y')).toBeDefined();
    const visitor = (await cookie(context, '_shopify_y'))!.value;
    await page.getByRole('button', { name: 'Ajouter au panier' }).click();
    await expect
      .poll(
        async () =>
          (await eventsOf(visitor)).some((e) => e.payload.event_name === 'product_added_to_cart'),
        ANALYTICS_POLL,
      )
      .toBe(true);
    const added = (await eventsOf(visitor)).find(
      (e) => e.payload.event_name === 'product_added_to_cart',
    )!;
    const [product] = (added.payload.products as string[]).map(
      (p) => JSON.parse(p) as Record<string, unknown>,
    );
    // Behaviour §3: variant id, product id, name, variant name, brand, price, quantity, sku, category.
    for (const field of [
      'variant_id',
      'product_id',
      'name',
      'variant',
      'brand',
      'price',
      'quantity',
      'sku',
      'category',
    ]) {
      expect(product, field).toHaveProperty(field);
    }
    expect(product).toMatchObject({
      name: 'Lune Pleine - Boucle d’oreille (martelée)',
      quantity: 1,
      brand: 'Atelier Treize',
    });
    expect(product!.sku).toMatch(/^AT-/);
    expect(added.payload.cart_token).toBeTruthy();
  });

  test('without JavaScript the notice still records the choice and returns to the page', async ({
    browser,
  }) => {
    const context = await browser.newContext({ javaScriptEnabled: false });
    const page = await context.newPage();
    await page.goto(`${stack.storefront}/en-us/collections/nouveautes`);
    await page.getByRole('button', { name: 'Refuse' }).click();
    await expect(page).toHaveURL(/\/en-us\/collections\/nouveautes$/);
    expect((await context.cookies()).find((c) => c.name === 'privacyPolicy')?.value).toBe(
      'refused',
    );
    // Behaviour §4: only `accepted` hides the notice for good.
    await page.getByRole('button', { name: 'Accept' }).click();
    await expect(page).toHaveURL(/\/en-us\/collections\/nouveautes$/);
    await expect(page.getByTestId('privacy-notice')).toHaveCount(0);
    await context.close();
  });
});
