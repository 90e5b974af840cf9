import type { Page, Route } from '@playwright/test';
import { stack } from '../support/env';
import { expect, test } from '../support/fixtures';
import { recordAttribute } from '../support/attributeLog';

/** The drawer, its lines, and the header's cart count (behaviour §4). */
const drawer = (page: Page) => page.locator('[data-slot="drawer-content"]');
const lines = (page: Page) => drawer(page).locator('[data-slot="cart-line"]');
const cartCount = (page: Page) =>
  page.locator('[data-slot="cart-button"] [data-slot="cart-count"]');
/** The header's switcher (the mobile menu holds a second one). */
const switcher = (page: Page) =>
  page.locator('[data-slot="header-tools"] [data-slot="locale-switcher"]');

async function addVariant(page: Page, path: string) {
  await page.goto(path);
  await page.getByRole('button', { name: /Ajouter au panier|Add to cart/ }).click();
  // Behaviour §4: the drawer opens by itself once the add-to-cart submission has finished.
  await expect(drawer(page)).toBeVisible();
}

/**
 * Holds the next cart action request until `release()` is called, so the pending state of a line
 * can be seen whatever the speed of the machine.
 */
async function holdNextCartPost(page: Page) {
  let release!: () => void;
  const released = new Promise<void>((resolve) => (release = resolve));
  let held = false;
  await page.route(/\/cart\.data/, async (route: Route) => {
    if (held || route.request().method() !== 'POST') return route.fallback();
    held = true;
    await released;
    await route.fallback();
  });
  return async () => {
    await release();
    await page.unrouteAll({ behavior: 'wait' });
  };
}

test.describe('the cart journey', () => {
  test('two variants → drawer → quantity → remove → note → checkout → pay → order', async ({
    page,
    request,
  }) => {
    // A dozen cart writes, a reload and a hosted checkout: over a minute on a busy two-core machine.
    test.slow();
    await addVariant(page, '/products/etoile-treize?Oreille=Gauche&Couleur=Argent');
    await expect(lines(page)).toHaveCount(1);
    await drawer(page).getByRole('button', { name: 'Fermer le panier' }).click();
    await expect(drawer(page)).toBeHidden();

    await addVariant(page, '/products/etoile-treize?Oreille=Paire&Couleur=Or');
    await expect(lines(page)).toHaveCount(2);
    await expect(cartCount(page)).toHaveText('2');
    // Selected options show, and the product link keeps the option query.
    // French typography: a narrow no-break space (U+202F) before the colon.
    await expect(lines(page).first()).toContainText('Oreille\u202f: Gauche');
    await expect(lines(page).first().locator('[data-slot="cart-line-title"]')).toHaveAttribute(
      'href',
      /\/products\/etoile-treize\?Oreille=Gauche&Couleur=Argent/,
    );

    // Increase the first line: the pending quantity and an ellipsis replace the price in flight.
    const first = lines(page).first();
    await expect(first.getByRole('button', { name: 'Diminuer la quantité' })).toBeDisabled();
    const release = await holdNextCartPost(page);
    await first.getByRole('button', { name: 'Augmenter la quantité' }).click();
    await expect(first).toHaveAttribute('data-state', 'updating');
    await expect(first.locator('[data-slot="cart-line-quantity-value"]')).toContainText('2');
    await expect(first.locator('[data-slot="cart-line-pending"]')).toBeVisible();
    await expect(first.locator('[data-slot="price"]')).toHaveCount(0);
    await release();
    await expect(first).toHaveAttribute('data-state', 'idle');
    await expect(first.locator('[data-slot="price"]')).toBeVisible();
    await expect(cartCount(page)).toHaveText('3');
    await expect(first.getByRole('button', { name: 'Diminuer la quantité' })).toBeEnabled();

    // Remove the second line: faded while the removal is in flight, then gone.
    const second = lines(page).nth(1);
    const releaseRemoval = await holdNextCartPost(page);
    await second.locator('[data-slot="cart-line-remove"]').click();
    await expect(second).toHaveAttribute('data-state', 'removing');
    await releaseRemoval();
    await expect(lines(page)).toHaveCount(1);
    await expect(cartCount(page)).toHaveText('2');

    // The note waits for 1 s of quiet, then saves itself.
    const note = drawer(page).locator('[data-slot="cart-note-field"]');
    const noteStates = await recordAttribute(note, 'data-state');
    await note.locator('textarea').fill('Paquet cadeau, merci');
    await expect(note.locator('[data-slot="cart-note-status"]')).toHaveText('Note enregistrée');
    const states = await noteStates();
    expect(states.indexOf('debouncing')).toBeGreaterThan(-1);
    expect(states.indexOf('debouncing')).toBeLessThan(states.indexOf('submitting'));
    // Saved on the cart: a reload of the page shows it in the drawer.
    await page.reload();
    await page.locator('[data-slot="cart-button"]').click();
    await expect(drawer(page).locator('textarea[name="note"]')).toHaveValue('Paquet cadeau, merci');

    // Subtotal: 2 × 75 € without trailing zeros.
    await expect(drawer(page).locator('[data-slot="cart-subtotal"]')).toContainText(/150\s€/);

    const checkout = drawer(page).locator('a[data-slot="checkout-link"]');
    await expect(checkout).toHaveAttribute('href', /\/checkouts\/cn\//);
    await checkout.click();
    await expect(page).toHaveURL(/\/checkouts\/cn\//);
    await expect(page.locator('body')).toContainText('Atelier Treize');
    await expect(page.locator('tr[data-line]')).toHaveCount(1);
    // The emulator's checkout row: name, quantity, line total (2 × 75 €).
    await expect(page.locator('tr[data-line] td').nth(1)).toHaveText('2');
    await expect(page.locator('tr[data-line] td').nth(2)).toHaveText('150.0 EUR');

    // Pay on the emulator's hosted checkout: it creates the order and closes the cart.
    const form = page.locator('form[method="post"]');
    await form.locator('input[name="email"]').fill('camille@example.com');
    await form.locator('input[name="firstName"]').fill('Camille');
    await form.locator('input[name="lastName"]').fill('Treize');
    await form.locator('input[name="address1"]').fill('13 rue des Étoiles');
    await form.locator('input[name="zip"]').fill('75003');
    await form.locator('input[name="city"]').fill('Paris');
    await form.locator('input[name="country"]').fill('France');
    await form.locator('button[type="submit"]').click();
    await expect(page).toHaveURL(/\/orders\/\d+\//);
    await expect(page.locator('[data-order-name]')).toContainText('#');
    const orderId = /\/orders\/(\d+)\//.exec(page.url())![1];
    const answer = await request.post(`${stack.commerce}/api/2023-10/graphql.json`, {
      headers: { 'X-Shopify-Storefront-Access-Token': 'local-storefront-token' },
      data: {
        query: `{ node(id: "gid://shopify/Order/${orderId}") { ... on Order { orderNumber currencyCode totalPrice { amount } lineItems(first: 5) { nodes { quantity } } } } }`,
      },
    });
    const order = (
      (await answer.json()) as {
        data: {
          node: {
            currencyCode: string;
            totalPrice: { amount: string };
            lineItems: { nodes: { quantity: number }[] };
          } | null;
        };
      }
    ).data.node;
    expect(order).toMatchObject({ currencyCode: 'EUR', lineItems: { nodes: [{ quantity: 2 }] } });
    // 2 × 75 €, no delivery option chosen, no discount.
    expect(order?.totalPrice.amount).toBe('150.0');

    // The paid cart is closed: back in the shop, the cart starts again empty.
    await page.goto('/cart');
    await expect(page.locator('[data-slot="cart-page"] [data-slot="cart-empty"]')).toBeVisible();
  });

  test('switching FR → /en-us keeps the cart, shows USD, and survives a reload', async ({
    page,
  }) => {
    await addVariant(page, '/products/etoile-treize?Oreille=Paire&Couleur=Argent');
    await expect(drawer(page)).toContainText('€');
    await drawer(page).getByRole('button', { name: 'Fermer le panier' }).click();

    await switcher(page)
      .locator('select')
      .selectOption({ label: 'United States (USD $) · English' });
    await expect(page).toHaveURL(/\/en-us\/products\/etoile-treize\?Oreille=Paire&Couleur=Argent$/);
    await expect(page.locator('html')).toHaveAttribute('lang', 'en-US');
    await expect(cartCount(page)).toHaveText('1');

    await page.locator('[data-slot="cart-button"]').click();
    await expect(lines(page)).toHaveCount(1);
    // Pair in silver: 105 $ × 1.8 × 0.8, rounded to 5, is 150 $.
    await expect(lines(page).locator('[data-slot="price-amount"]')).toHaveText('$150');
    await expect(drawer(page).locator('[data-slot="cart-subtotal"]')).toContainText('$150');
    // A product link in the drawer keeps the locale, and following it closes the drawer.
    await expect(lines(page).locator('[data-slot="cart-line-title"]')).toHaveAttribute(
      'href',
      /^\/en-us\/products\//,
    );

    await page.reload();
    await expect(cartCount(page)).toHaveText('1');
    await page.locator('[data-slot="cart-button"]').click();
    await expect(lines(page).locator('[data-slot="price-amount"]')).toHaveText('$150');
    await lines(page).locator('[data-slot="cart-line-title"]').click();
    await expect(drawer(page)).toBeHidden();
    await expect(page).toHaveURL(/\/en-us\/products\/etoile-treize/);
  });

  test('choosing the current locale does nothing, and an empty cart offers to keep shopping', async ({
    page,
  }) => {
    await page.goto('/en-fr');
    await page.locator('[data-slot="cart-button"]').click();
    await expect(drawer(page).locator('[data-slot="cart-empty"]')).toContainText(
      'Your cart is empty.',
    );
    await expect(drawer(page).getByRole('link', { name: 'Continue shopping' })).toBeVisible();
    await drawer(page).getByRole('button', { name: 'Close the cart' }).click();

    let posted = false;
    page.on('request', (request) => {
      if (request.method() === 'POST' && request.url().includes('/cart')) posted = true;
    });
    await switcher(page).locator('select').selectOption({ label: 'France (EUR €) · English' });
    await expect(page).toHaveURL(/\/en-fr$/);
    await expect(switcher(page)).toHaveAttribute('data-state', 'idle');
    expect(posted).toBe(false);
  });
});

test.describe('the cart without JavaScript', () => {
  test.use({ javaScriptEnabled: false });

  test('add, change the quantity, save a note, remove, and switch locale with plain forms', async ({
    page,
  }) => {
    await page.goto('/products/etoile-treize?Oreille=Gauche&Couleur=Argent');
    await page.getByRole('button', { name: 'Ajouter au panier' }).click();
    await expect(page).toHaveURL(/\/cart$/);
    const line = page.locator('[data-slot="cart-page"] [data-slot="cart-line"]');
    await expect(line).toHaveCount(1);
    await expect(line.locator('[data-slot="cart-line-quantity-value"]')).toContainText('1');
    await expect(line.getByRole('button', { name: 'Diminuer la quantité' })).toBeDisabled();

    await line.getByRole('button', { name: 'Augmenter la quantité' }).click();
    await expect(page).toHaveURL(/\/cart$/);
    await expect(line.locator('[data-slot="cart-line-quantity-value"]')).toContainText('2');
    await expect(line.locator('[data-slot="price-amount"]')).toHaveText(/^150\s€$/);
    await expect(cartCount(page)).toHaveText('2');

    await page.locator('[data-slot="cart-page"] textarea[name="note"]').fill('Sans JavaScript');
    await page.getByRole('button', { name: 'Enregistrer la note' }).click();
    await expect(page.locator('[data-slot="cart-page"] textarea[name="note"]')).toHaveValue(
      'Sans JavaScript',
    );

    await page.locator('[data-slot="cart-page"] input[name="discountCodes"]').fill('TREIZE10');
    await page.getByRole('button', { name: 'Appliquer' }).click();
    await expect(page.locator('[data-slot="discount-codes"]')).toContainText('TREIZE10');
    await expect(page.locator('[data-slot="cart-total"]')).toContainText(/135\s€/);

    await switcher(page)
      .locator('select')
      .selectOption({ label: 'United States (USD $) · English' });
    await switcher(page).locator('button[type="submit"]').click();
    await expect(page).toHaveURL(/\/en-us\/cart$/);
    // Two left earrings in silver: 2 × 85 $ (105 $ × 0.8, rounded to 5).
    await expect(line.locator('[data-slot="price-amount"]')).toHaveText('$170');

    await line.getByRole('button', { name: 'Remove' }).click();
    await expect(page.locator('[data-slot="cart-page"] [data-slot="cart-empty"]')).toContainText(
      'Your cart is empty.',
    );
  });
});
