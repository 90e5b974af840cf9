import type { Page } from '@playwright/test';
import { stack } from '../support/env';
import { pauseClockSoon } from '../support/clock';
import { expect, test } from '../support/fixtures';

/** The offline QA inspector panel. */
const panel = (page: Page) => page.locator('[data-slot="qa-panel"]');
const drawer = (page: Page) => page.locator('[data-slot="drawer-content"]');
const chooseActor = (page: Page, name: string) =>
  panel(page).locator(`[data-slot="qa-actors"] button[data-actor="${name}"]`).first().click();

test.describe('the QA inspector panel', () => {
  // A laptop screen: the docked panel takes the bottom ~350 px, and the product page's buttons must
  // stay above it without scrolling (at 720 px the panel covers add-to-cart).
  test.use({ viewport: { width: 1280, height: 1000 } });
  test('lists the page machines, logs the drawer, sends CLOSE, fires the note timer now, all offline', async ({
    page,
  }) => {
    // A dozen steps through two pages with the panel redrawing: more than one page's budget on two
    // loaded cores.
    test.slow();
    const requests: string[] = [];
    page.on('request', (request) => requests.push(request.url()));
    // A fake clock that QA pauses below, so the 1000 ms note timer waits for "Fire now".
    await page.clock.install();

    await page.goto('/products/etoile-treize?Oreille=Gauche&Couleur=Argent&inspect');
    await expect(panel(page)).toBeVisible();
    const actors = panel(page).locator('[data-slot="qa-actors"]');
    for (const machine of ['mobileMenu', 'cartDrawer', 'localeSwitch']) {
      await expect(actors.locator(`button[data-actor="${machine}"]`).first()).toBeVisible();
    }

    // Add to cart: the drawer opens by itself, and the log shows its transition to "open".
    await page.getByRole('button', { name: 'Ajouter au panier' }).click();
    await expect(drawer(page)).toBeVisible();
    const log = panel(page).locator('[data-slot="qa-log"]');
    await expect(
      log.locator('li[data-actor="cartDrawer"][data-kind="transition"]').filter({
        hasText: /→ open$/,
      }),
    ).toHaveCount(1);
    await expect(log.locator('li[data-actor="cartDrawer"]').first().locator('time')).toHaveText(
      /^\d\d:\d\d:\d\d\.\d{3}$/,
    );

    // Close the drawer from the panel, with the event the drawer accepts now.
    await chooseActor(page, 'cartDrawer');
    await expect(panel(page).locator('[data-slot="qa-actor-state"]')).toHaveText('"open"');
    await panel(page).getByRole('button', { name: 'CLOSE', exact: true }).click();
    await expect(drawer(page)).toBeHidden();
    await expect(panel(page).locator('[data-slot="qa-actor-state"]')).toHaveText('"closed"');

    // Reopen, stop the clock, type a note: the 1000 ms timer waits until QA fires it.
    await page.locator('[data-slot="cart-button"]').click();
    await expect(drawer(page)).toBeVisible();
    await chooseActor(page, 'cartNote');
    await pauseClockSoon(page);
    const note = drawer(page).locator('[data-slot="cart-note-field"]');
    await note.locator('textarea').fill('Paquet cadeau, merci');
    const timer = panel(page).locator('[data-slot="qa-timer"]');
    await expect(timer).toHaveAttribute('data-delay', 'noteAutoSubmit');
    await expect(timer).toContainText('noteAutoSubmit 1000 ms · 1000 ms left');
    await expect(note).toHaveAttribute('data-state', 'debouncing');

    await panel(page).getByRole('button', { name: 'Fire noteAutoSubmit now' }).click();
    await expect(note.locator('[data-slot="cart-note-status"]')).toHaveText('Note enregistrée');
    await expect(timer).toHaveCount(0);
    await expect(
      log.locator('li[data-actor="cartNote"]').filter({ hasText: 'debouncing → submitting' }),
    ).toHaveCount(1);
    await page.clock.resume();

    // Collapsed stays collapsed for the tab, through a reload without ?inspect.
    const toggle = panel(page).locator('[data-slot="qa-panel-toggle"]');
    await toggle.click();
    await expect(toggle).toHaveAttribute('aria-expanded', 'false');
    await page.goto('/collections/all');
    await expect(panel(page).locator('[data-slot="qa-panel-toggle"]')).toHaveAttribute(
      'aria-expanded',
      'false',
    );

    // Nothing left this machine: every request went to 127.0.0.1, except the consented tag
    // manager, whose stand-in the test context answers itself (support/fixtures.ts).
    const tagManagerHost = new URL(stack.tagManagerScriptUrl).hostname;
    const outside = requests.filter((url) => {
      const { protocol, hostname } = new URL(url);
      return (
        !['data:', 'blob:'].includes(protocol) &&
        hostname !== '127.0.0.1' &&
        hostname !== tagManagerHost
      );
    });
    expect(requests.length).toBeGreaterThan(0);
    expect(outside).toEqual([]);
  });

  test("lists the ui package's own accordion machine and logs its transitions", async ({
    page,
  }) => {
    await page.goto('/pages/entretien?inspect');
    await chooseActor(page, 'accordion');
    const state = panel(page).locator('[data-slot="qa-actor-state"]');
    await expect(state).toHaveText('"idle"');
    await page.locator('[data-slot="accordion-trigger"]').first().click();
    await expect(page.locator('[data-slot="accordion-item"]').first()).toHaveAttribute(
      'data-state',
      'open',
    );
    await expect(
      panel(page)
        .locator('[data-slot="qa-log"] li[data-actor="accordion"]')
        .filter({ hasText: 'CLICK_ITEM' }),
    ).toHaveCount(1);
  });

  test('stays closed without ?inspect, and the panel code is not loaded', async ({ page }) => {
    const scripts: string[] = [];
    page.on('request', (request) => scripts.push(request.url()));
    await page.goto('/products/etoile-treize');
    await expect(page.locator('meta[name="treize-qa-inspector"]')).toHaveAttribute('content', 'on');
    await expect(panel(page)).toHaveCount(0);
    expect(scripts.filter((url) => url.includes('mountQaPanel'))).toEqual([]);
  });
});

test.describe('the QA inspector panel on a phone', () => {
  test.use({ viewport: { width: 375, height: 740 } });

  test('starts as a slim bottom bar and never covers add-to-cart or checkout', async ({ page }) => {
    test.slow();
    await page.goto('/products/etoile-treize?Oreille=Gauche&Couleur=Argent&inspect');
    const toggle = panel(page).locator('[data-slot="qa-panel-toggle"]');
    await expect(toggle).toHaveAttribute('aria-expanded', 'false');
    const bar = await panel(page).boundingBox();
    expect(bar?.height).toBeLessThan(48);

    // The shopper's own buttons get the click, not the panel (Playwright refuses covered targets).
    await page.getByRole('button', { name: 'Ajouter au panier' }).click({ trial: true });
    await expect(page.getByRole('button', { name: 'Ajouter au panier' })).toBeInViewport();
    await page.getByRole('button', { name: 'Ajouter au panier' }).click();
    const checkout = drawer(page).locator('a[data-slot="checkout-link"]');
    await expect(checkout).toBeVisible();
    await expect(checkout).toBeInViewport();
    await assertAbovePanel(page, checkout);

    // Opened as a sheet it takes at most half the screen, and the drawer ends above it.
    await toggle.click();
    await expect(toggle).toHaveAttribute('aria-expanded', 'true');
    await expect(panel(page).locator('[data-slot="qa-actors"]')).toBeVisible();
    const sheet = await panel(page).boundingBox();
    expect(sheet?.height).toBeLessThanOrEqual(740 / 2);
    const drawerBox = await drawer(page).boundingBox();
    expect((drawerBox?.y ?? 0) + (drawerBox?.height ?? 0)).toBeLessThanOrEqual((sheet?.y ?? 0) + 1);
    await checkout.scrollIntoViewIfNeeded();
    await assertAbovePanel(page, checkout);
    await checkout.click({ trial: true });
  });
});

/** The element's box ends where the panel begins: no pixel of it is under the panel. */
async function assertAbovePanel(page: Page, element: ReturnType<Page['locator']>) {
  const [box, panelBox] = await Promise.all([element.boundingBox(), panel(page).boundingBox()]);
  expect(box).not.toBeNull();
  expect(panelBox).not.toBeNull();
  expect(box!.y + box!.height).toBeLessThanOrEqual(panelBox!.y + 1);
}
