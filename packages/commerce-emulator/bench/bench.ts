/**
 * Benchmark (not a test): p50/p99 latency of `product(handle)` and `cartLinesAdd` at concurrency 1
 * and 32, on the demo catalogue and on a generated 10,000-product one. Targets: product by
 * handle p50 ≤ 2 ms; the 10,000-product figures within 1.5× of the demo's.
 */
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { createStorefrontClient } from '@shopify/hydrogen-react';
import { startCommerceEmulator } from '../src/emulator.js';

const TOKEN = 'local-storefront-token';
const REQUESTS = Number(process.env.BENCH_REQUESTS ?? 2000);
const WARMUP = 600;

const PRODUCT_QUERY = `query Product($handle: String!, $country: CountryCode, $language: LanguageCode)
@inContext(country: $country, language: $language) {
  product(handle: $handle) {
    id handle title vendor description availableForSale
    options { name values }
    selectedOrFirstAvailableVariant(selectedOptions: [], ignoreUnknownOptions: true, caseInsensitiveMatch: true) { id }
    priceRange { minVariantPrice { amount currencyCode } }
    media(first: 4) { nodes { __typename mediaContentType ... on MediaImage { image { url width height altText } } ... on Video { sources { url mimeType } } } }
    variants(first: 10) { nodes { id title availableForSale selectedOptions { name value } price { amount currencyCode } compareAtPrice { amount currencyCode } } }
  }
}`;

const CART_CREATE = 'mutation { cartCreate { cart { id } } }';
const LINES_ADD = `mutation Add($cartId: ID!, $lines: [CartLineInput!]!) {
  cartLinesAdd(cartId: $cartId, lines: $lines) {
    cart { id totalQuantity cost { subtotalAmount { amount currencyCode } totalAmount { amount currencyCode } }
      lines(first: 10) { nodes { id quantity merchandise { ... on ProductVariant { id title } } } } }
    userErrors { field message code }
  }
}`;

type Post = (
  query: string,
  variables?: Record<string, unknown>,
) => Promise<{ data?: Record<string, unknown>; errors?: unknown[] }>;

function percentile(sorted: number[], p: number): number {
  return (
    sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)] ?? Number.NaN
  );
}

/** Runs `total` calls of `task(i)` with `concurrency` in flight and returns each call's latency in ms. */
async function measure(
  total: number,
  concurrency: number,
  task: (i: number) => Promise<void>,
): Promise<number[]> {
  const latencies: number[] = [];
  let next = 0;
  await Promise.all(
    Array.from({ length: concurrency }, async () => {
      while (next < total) {
        const i = next++;
        const start = performance.now();
        await task(i);
        latencies.push(performance.now() - start);
      }
    }),
  );
  return latencies.sort((a, b) => a - b);
}

interface Target {
  label: string;
  post: Post;
  handles: string[];
  variants: string[];
  close(): Promise<void>;
}

/** Starts an emulator on a fresh data dir and collects handles and variants spread over its catalogue. */
async function startTarget(label: string, size: number | undefined): Promise<Target> {
  const dataDir = mkdtempSync(join(tmpdir(), 'treize-bench-'));
  const emulator = await startCommerceEmulator({
    port: 0,
    dataDir,
    catalogueSize: size,
    reset: true,
  });
  const client = createStorefrontClient({
    storeDomain: emulator.url,
    publicStorefrontToken: TOKEN,
    storefrontApiVersion: '2026-04',
  });
  const url = client.getStorefrontApiUrl();
  const headers = client.getPublicTokenHeaders();
  const post: Post = async (query, variables = {}) => {
    const response = await fetch(url, {
      method: 'POST',
      headers,
      body: JSON.stringify({ query, variables }),
    });
    return (await response.json()) as { data?: Record<string, unknown>; errors?: unknown[] };
  };
  const handles: string[] = [];
  const variants: string[] = [];
  let after: string | null = null;
  do {
    // 200 a page: with a variant each, 250 would cost 1,002 points, over Shopify's 1,000.
    const page = await post(
      'query P($after: String) { products(first: 200, after: $after) { nodes { handle variants(first: 1) { nodes { id availableForSale } } } pageInfo { hasNextPage endCursor } } }',
      { after },
    );
    const products = page.data?.products as {
      nodes: { handle: string; variants: { nodes: { id: string; availableForSale: boolean }[] } }[];
      pageInfo: { hasNextPage: boolean; endCursor: string };
    };
    for (const node of products.nodes) {
      handles.push(node.handle);
      const variant = node.variants.nodes[0];
      if (variant?.availableForSale) variants.push(variant.id);
    }
    after = products.pageInfo.hasNextPage ? products.pageInfo.endCursor : null;
  } while (after);
  return {
    label,
    post,
    handles,
    variants,
    close: async () => {
      await emulator.close();
      rmSync(dataDir, { recursive: true, force: true });
    },
  };
}

// Spreads requests over the whole catalogue, so the big one is not read from one corner.
const pick = <T>(list: T[], i: number) => list[(i * 7919) % list.length] as T;

async function productRun(target: Target, total: number, concurrency: number) {
  return measure(total, concurrency, async (i) => {
    const answer = await target.post(PRODUCT_QUERY, {
      handle: pick(target.handles, i),
      country: i % 2 ? 'US' : 'FR',
      language: i % 2 ? 'EN' : 'FR',
    });
    if (answer.errors || !answer.data?.product)
      throw new Error(`product query failed: ${JSON.stringify(answer.errors)}`);
  });
}

async function cartRun(target: Target, total: number, concurrency: number) {
  // One fresh cart per add (made outside the timing), so stock never runs out mid-run.
  const carts: string[] = [];
  for (let i = 0; i < total; i += 1)
    carts.push(
      ((await target.post(CART_CREATE)).data?.cartCreate as { cart: { id: string } }).cart.id,
    );
  return measure(total, concurrency, async (i) => {
    const answer = await target.post(LINES_ADD, {
      cartId: carts[i],
      lines: [{ merchandiseId: pick(target.variants, i), quantity: 1 }],
    });
    const payload = answer.data?.cartLinesAdd as { userErrors: unknown[] } | undefined;
    if (answer.errors || !payload || payload.userErrors.length > 0)
      throw new Error(`cartLinesAdd failed: ${JSON.stringify(answer)}`);
  });
}

const demo = await startTarget('demo (24)', undefined);
const large = await startTarget('generated (10,000)', 10_000);
for (const target of [demo, large]) {
  await productRun(target, WARMUP, 4);
  await cartRun(target, WARMUP / 3, 4);
}

const fmt = (n: number) => n.toFixed(2).padStart(7);
const lines: string[] = [];
let productP50 = Number.NaN;
try {
  for (const [operation, run] of [
    ['product(handle)', productRun],
    ['cartLinesAdd', cartRun],
  ] as const) {
    for (const concurrency of [1, 32]) {
      // Demo and 10k back to back, so that load from elsewhere on the machine hits both alike.
      const a = await run(demo, REQUESTS, concurrency);
      const b = await run(large, REQUESTS, concurrency);
      const [a50, a99, b50, b99] = [
        percentile(a, 50),
        percentile(a, 99),
        percentile(b, 50),
        percentile(b, 99),
      ];
      if (operation === 'product(handle)' && concurrency === 1) productP50 = a50;
      lines.push(
        `| ${operation.padEnd(15)} | ${String(concurrency).padStart(11)} | ${fmt(a50)}  | ${fmt(a99)}  | ${fmt(b50)} | ${fmt(b99)} | ${(b50 / a50).toFixed(2).padStart(8)}× | ${(b99 / a99).toFixed(2).padStart(8)}× |`,
      );
    }
  }
} finally {
  await demo.close();
  await large.close();
}
console.log(
  `\n${REQUESTS} requests per row, after ${WARMUP} warm-up requests; latency in ms, client and server in one process.\n`,
);
console.log(
  '| operation       | concurrency | demo p50 | demo p99 | 10k p50 | 10k p99 | p50 ratio | p99 ratio |',
);
console.log(
  '|-----------------|------------:|---------:|---------:|--------:|--------:|----------:|----------:|',
);
for (const line of lines) console.log(line);
console.log(
  `\nTarget: product(handle) p50 ≤ 2 ms at concurrency 1 → ${productP50.toFixed(2)} ms (${productP50 <= 2 ? 'met' : 'NOT met'}).`,
);
