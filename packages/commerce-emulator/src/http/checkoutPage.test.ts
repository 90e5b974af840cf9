import { describe, expect, it } from 'vitest';
import { dataOf, useHarness } from '../test/harness.js';

const emu = useHarness();

describe('the checkout hand-off page', () => {
  it('shows the cart lines and totals of the checkout URL', async () => {
    const answer = dataOf(
      await emu.harness.query<{ cartCreate: { cart: { checkoutUrl: string } } }>(
        `mutation { cartCreate(input: { lines: [{ merchandiseId: "gid://shopify/ProductVariant/920001101", quantity: 2 }], discountCodes: ["TREIZE10"] }) { cart { checkoutUrl } } }`,
      ),
    );
    const page = await fetch(answer.cartCreate.cart.checkoutUrl);
    expect(page.status).toBe(200);
    const html = await page.text();
    expect(html).toContain('Jonc Fin - Bague (argent massif) — Default Title');
    expect(html).toContain('Sous-total : 90.0 EUR');
    expect(html).toContain('Remise : −9.0 EUR');
    expect(html).toContain('Total : 81.0 EUR');
    const english = await (
      await fetch(`${answer.cartCreate.cart.checkoutUrl}?locale=en-US`)
    ).text();
    expect(english).toContain('Subtotal: 90.0 EUR');
  });

  it('answers 404 for an unknown checkout', async () => {
    const page = await fetch(`${emu.harness.emulator.url}/checkouts/cn/c1-unknown`);
    expect(page.status).toBe(404);
    expect(await page.text()).toContain('n’existe pas');
  });
});
