import { beforeAll, describe, expect, it } from 'vitest';
import { useHarness, type Json } from '../test/harness.js';

const emu = useHarness();

// The schema is built on the first request: the timings below are those of a running emulator.
beforeAll(() => emu.harness.query('{ shop { name } }'));

/** 100 aliases of products → collections → products… 19 levels deep, each page 250 long. */
function fanOut(): string {
  let inner = 'id';
  for (let level = 9; level > 0; level -= 1) {
    const field = level % 2 ? 'products' : 'collections';
    inner = `${field}(first: 250) { nodes { ${inner} } }`;
  }
  return `{ ${Array.from({ length: 100 }, (_, i) => `a${i}: ${inner}`).join(' ')} }`;
}

const timed = async <T>(work: Promise<T>) => {
  const started = performance.now();
  const value = await work;
  return { value, ms: performance.now() - started };
};

describe('the cost and work budget of one request', () => {
  it('refuses a fan-out at once, with Shopify’s error, while other requests keep answering', async () => {
    const refused = timed(emu.harness.query(fanOut()));
    const others = Array.from({ length: 5 }, () =>
      timed(emu.harness.query<Json>('{ shop { name } }')),
    );
    const { value: answer, ms } = await refused;
    // Before anything runs: well under the request deadline, even on a busy two-core machine.
    expect(ms).toBeLessThan(3_000);
    expect(answer.data).toBeUndefined();
    expect(answer.errors).toHaveLength(1);
    expect(answer.errors?.[0]?.message).toMatch(
      /^Query cost is \d+, which exceeds the single query max cost limit \(1000\)\./,
    );
    expect(answer.errors?.[0]?.extensions).toMatchObject({
      code: 'MAX_COST_EXCEEDED',
      maxCost: 1000,
    });
    for (const other of await Promise.all(others)) {
      expect(other.value.data).toEqual({ shop: { name: 'Atelier Treize' } });
      expect(other.ms).toBeLessThan(3_000);
    }
  });

  it('reports the requested and actual cost of an answer in extensions.cost', async () => {
    const answer = (await emu.harness.query(
      `{ collection(handle: "bagues") { title products(first: 24) { nodes { title featuredImage { url } } } } }`,
    )) as Json;
    const count = answer.data.collection.products.nodes.length as number;
    expect(count).toBeGreaterThan(0);
    expect(count).toBeLessThan(24);
    // Requested: collection 1 + products (2 + 24 × (product 1 + featuredImage 0)) = 27.
    // Actual: the same with the products really returned.
    expect(answer.extensions.cost).toEqual({
      requestedQueryCost: 27,
      actualQueryCost: 1 + 2 + count,
      throttleStatus: { maximumAvailable: 1000, currentlyAvailable: 1000, restoreRate: 50 },
    });
  });

  it('stops a cheap query that resolves too many fields, and answers others meanwhile', async () => {
    // Cost 2 × (2 + 24 × 1) = 52, but 2 × 24 × 2,500 = 120,000 fields: past the field budget.
    const titles = Array.from({ length: 2_500 }, (_, i) => `t${i}: title`).join(' ');
    const heavy = timed(
      emu.harness.query(
        `{ a: products(first: 24) { nodes { ...T } } b: products(first: 24) { nodes { ...T } } }
         fragment T on Product { ${titles} }`,
      ),
    );
    // Sent once the heavy one is being resolved: it must not wait for it to finish.
    await new Promise((resolve) => setTimeout(resolve, 20));
    const light = await timed(emu.harness.query<Json>('{ shop { name } }'));
    const { value: answer, ms } = await heavy;
    expect(answer.errors).toEqual([
      expect.objectContaining({
        message: expect.stringMatching(/^Query resolves more than 100000 fields/),
        extensions: { code: 'MAX_FIELDS_EXCEEDED', maxFields: 100_000 },
      }),
    ]);
    expect(answer.data).toBeUndefined();
    expect(light.value.data).toEqual({ shop: { name: 'Atelier Treize' } });
    expect(light.ms).toBeLessThan(ms);
  });
});
