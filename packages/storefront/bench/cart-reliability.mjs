#!/usr/bin/env node
// Cart reliability check (a benchmark script, not a test). Many concurrent shoppers, each
// with its own cart cookie, add, update and remove lines through the built storefront's cart route
// for a while; then every cart is read back from the Storefront API and compared with the
// operations its shopper saw accepted. Prints errors and lost or extra lines (target: 0 and 0).
//
//   npm run bench:cart -w @treize/storefront -- --duration 60 --shoppers 100
//
// With `--storefronts URL,URL… --commerce URL` it starts nothing and runs against storefronts
// already running on that commerce backend, each shopper's requests going to them in turn (the
// shared-Redis journey runs it across two processes).
import { spawn } from 'node:child_process';
import { existsSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { parseArgs } from 'node:util';
import { fileURLToPath } from 'node:url';
import { startCommerceEmulator } from '@treize/commerce-emulator';
import { freePort, waitForHttp } from './network.mjs';

const { values: flags } = parseArgs({
  options: {
    duration: { type: 'string', default: '60' },
    shoppers: { type: 'string', default: '100' },
    seed: { type: 'string', default: '13' },
    storefronts: { type: 'string' },
    commerce: { type: 'string' },
  },
});
const RUNNING = flags.storefronts?.split(',').filter(Boolean);
if (RUNNING && !flags.commerce) {
  console.error('--storefronts needs --commerce, the URL of the backend they use');
  process.exit(2);
}
const DURATION_MS = Number(flags.duration) * 1000;
const SHOPPERS = Number(flags.shoppers);
if (!(DURATION_MS > 0) || !Number.isInteger(SHOPPERS) || SHOPPERS < 1) {
  console.error(
    'Usage: cart-reliability.mjs [--duration seconds (default 60)] [--shoppers n (default 100)] [--seed n]',
  );
  process.exit(2);
}
/** Per-variant ceiling a shopper keeps to: the emulator refuses more than its stock (3 at least). */
const MAX_PER_VARIANT = 3;
const TOKEN = 'local-storefront-token';

const storefrontDir = join(dirname(fileURLToPath(import.meta.url)), '..');
const serverBuild = join(storefrontDir, 'build/server/index.js');
if (!RUNNING && !existsSync(serverBuild)) {
  console.error(
    `No storefront build at ${serverBuild}: run "npm run build -w @treize/storefront" first.`,
  );
  process.exit(2);
}

/** A small deterministic generator (mulberry32), so a run can be replayed with --seed. */
function random(seed) {
  let state = seed >>> 0;
  return () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

/** Runs a Storefront API document on the emulator (used to pick variants and read carts back). */
async function storefrontApi(emulatorUrl, query, variables = {}) {
  const response = await fetch(`${emulatorUrl}/api/2023-10/graphql.json`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json', 'X-Shopify-Storefront-Access-Token': TOKEN },
    body: JSON.stringify({ query, variables }),
  });
  const body = await response.json();
  if (body.errors?.length) throw new Error(body.errors.map((e) => e.message).join('; '));
  return body.data;
}

const CART_LINES = `query Lines($id: ID!) { cart(id: $id) { lines(first: 100) { nodes { id quantity merchandise { ... on ProductVariant { id } } } } } }`;

async function cartLines(emulatorUrl, cartId) {
  const { cart } = await storefrontApi(emulatorUrl, CART_LINES, { id: cartId });
  return cart
    ? cart.lines.nodes.map((line) => ({
        id: line.id,
        quantity: line.quantity,
        merchandiseId: line.merchandise.id,
      }))
    : null;
}

/** The cart id inside the signed cookie (`base64(JSON).signature`): only read, never forged. */
function cartIdOf(cookie) {
  const value = decodeURIComponent(cookie.split(';')[0].split('=').slice(1).join('='));
  const payload = value.slice(0, value.lastIndexOf('.'));
  return JSON.parse(Buffer.from(payload, 'base64').toString('utf8'));
}

function percentile(sorted, p) {
  if (sorted.length === 0) return 0;
  return sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))];
}

/**
 * One shopper: a cart cookie, the lines it expects (merchandise → quantity), and the line ids it
 * learned. Each accepted operation updates the expectation; a refused one leaves it as it was.
 */
async function shop(id, context) {
  const { bases, emulatorUrl, variants, deadline, stats } = context;
  const next = random(Number(flags.seed) * 1000 + id);
  const expected = new Map();
  const lineIds = new Map();
  let cookie;
  let sent = 0;

  async function post(payload) {
    const started = performance.now();
    const base = bases[sent++ % bases.length];
    const headers = { 'Content-Type': 'application/x-www-form-urlencoded' };
    if (cookie) headers.Cookie = cookie;
    let response;
    try {
      // The `.data` endpoint is what the drawer's fetchers post to (React Router single fetch).
      response = await fetch(`${base}/cart.data`, {
        method: 'POST',
        headers,
        body: new URLSearchParams({ cartFormInput: JSON.stringify(payload) }),
      });
      await response.arrayBuffer();
    } catch (error) {
      stats.errors.push(`shopper ${id} ${payload.action}: ${error.message}`);
      return false;
    }
    stats.latencies.push(performance.now() - started);
    stats.operations += 1;
    const setCookie = response.headers.get('set-cookie');
    if (setCookie) cookie = setCookie.split(';')[0];
    if (!response.ok) {
      stats.errors.push(`shopper ${id} ${payload.action}: HTTP ${response.status}`);
      return false;
    }
    return true;
  }

  async function learnLineIds() {
    const lines = (await cartLines(emulatorUrl, cartIdOf(cookie))) ?? [];
    lineIds.clear();
    for (const line of lines) lineIds.set(line.merchandiseId, line.id);
  }

  while (Date.now() < deadline) {
    const held = [...expected.keys()];
    const roll = next();
    if (held.length === 0 || roll < 0.45) {
      const variant = variants[Math.floor(next() * variants.length)];
      const have = expected.get(variant) ?? 0;
      if (have >= MAX_PER_VARIANT) continue;
      const quantity = 1 + Math.floor(next() * (MAX_PER_VARIANT - have));
      if (
        await post({
          action: 'LinesAdd',
          inputs: { lines: [{ merchandiseId: variant, quantity }] },
        })
      ) {
        expected.set(variant, have + quantity);
        if (!lineIds.has(variant)) await learnLineIds();
      }
    } else if (roll < 0.8) {
      const variant = held[Math.floor(next() * held.length)];
      const quantity = 1 + Math.floor(next() * MAX_PER_VARIANT);
      if (
        await post({
          action: 'LinesUpdate',
          inputs: { lines: [{ id: lineIds.get(variant), quantity }] },
        })
      )
        expected.set(variant, quantity);
    } else {
      const variant = held[Math.floor(next() * held.length)];
      if (await post({ action: 'LinesRemove', inputs: { lineIds: [lineIds.get(variant)] } })) {
        expected.delete(variant);
        lineIds.delete(variant);
      }
    }
  }
  return { id, cookie, expected };
}

/** Storefronts already running (`--storefronts`), or one started here on its own emulator. */
async function storefronts() {
  if (RUNNING) return { bases: RUNNING, emulatorUrl: flags.commerce, stop: async () => {} };
  const dataDir = mkdtempSync(join(tmpdir(), 'treize-cart-bench-'));
  const emulator = await startCommerceEmulator({ port: 0, dataDir, reset: true, token: TOKEN });
  const port = await freePort();
  // The shop's own production server (server/serve.mjs), as `npm start` runs it.
  const storefront = spawn(
    process.execPath,
    [join(storefrontDir, 'server/serve.mjs'), serverBuild],
    {
      cwd: storefrontDir,
      stdio: ['ignore', 'ignore', 'inherit'],
      env: {
        ...process.env,
        NODE_ENV: 'production',
        PORT: String(port),
        HOST: '127.0.0.1',
        PUBLIC_STORE_DOMAIN: emulator.url,
        PUBLIC_STOREFRONT_API_TOKEN: TOKEN,
        SESSION_SECRET: 'cart-bench-session-secret-0123456789',
        // Every request rendered: carts are personal anyway, and the micro-cache stays out of figures.
        PAGE_CACHE: 'off',
      },
    },
  );
  const base = `http://127.0.0.1:${port}`;
  await waitForHttp(`${base}/cart`);
  return {
    bases: [base],
    emulatorUrl: emulator.url,
    stop: async () => {
      storefront.kill('SIGTERM');
      await emulator.close();
      rmSync(dataDir, { recursive: true, force: true });
    },
  };
}

async function main() {
  const { bases, emulatorUrl, stop } = await storefronts();
  try {
    const { products } = await storefrontApi(
      emulatorUrl,
      `{ products(first: 24) { nodes { variants(first: 10) { nodes { id availableForSale quantityAvailable } } } } }`,
    );
    const variants = products.nodes
      .flatMap((product) => product.variants.nodes)
      .filter((variant) => variant.availableForSale && variant.quantityAvailable >= MAX_PER_VARIANT)
      .map((variant) => variant.id);

    const stats = { operations: 0, errors: [], latencies: [] };
    const started = Date.now();
    const context = {
      bases,
      emulatorUrl,
      variants,
      deadline: started + DURATION_MS,
      stats,
    };
    console.log(
      `cart reliability: ${SHOPPERS} shoppers for ${DURATION_MS / 1000} s on ${variants.length} variants through ${bases.map((base) => `${base}/cart`).join(' and ')}`,
    );
    const shoppers = await Promise.all(
      Array.from({ length: SHOPPERS }, (_, id) => shop(id, context)),
    );
    const elapsedS = (Date.now() - started) / 1000;

    let lost = 0;
    let extra = 0;
    const mismatches = [];
    for (const { id, cookie, expected } of shoppers) {
      const actual = cookie ? ((await cartLines(emulatorUrl, cartIdOf(cookie))) ?? []) : [];
      const got = new Map();
      for (const line of actual)
        got.set(line.merchandiseId, (got.get(line.merchandiseId) ?? 0) + line.quantity);
      for (const [variant, quantity] of expected) {
        const found = got.get(variant) ?? 0;
        if (found < quantity) {
          lost += 1;
          mismatches.push(`shopper ${id}: ${variant} expected ${quantity}, cart has ${found}`);
        }
      }
      for (const [variant, quantity] of got) {
        if (quantity > (expected.get(variant) ?? 0)) {
          extra += 1;
          mismatches.push(
            `shopper ${id}: ${variant} cart has ${quantity}, expected ${expected.get(variant) ?? 0}`,
          );
        }
      }
    }

    const sorted = [...stats.latencies].sort((a, b) => a - b);
    const summary = {
      shoppers: SHOPPERS,
      durationS: Number(elapsedS.toFixed(1)),
      operations: stats.operations,
      operationsPerS: Number((stats.operations / elapsedS).toFixed(1)),
      latencyMs: {
        p50: Number(percentile(sorted, 50).toFixed(1)),
        p99: Number(percentile(sorted, 99).toFixed(1)),
      },
      errors: stats.errors.length,
      lostLines: lost,
      extraLines: extra,
    };
    console.log(JSON.stringify(summary, null, 2));
    for (const line of [...stats.errors.slice(0, 20), ...mismatches.slice(0, 20)])
      console.log(`  ${line}`);
    process.exitCode = stats.errors.length === 0 && lost === 0 && extra === 0 ? 0 : 1;
  } finally {
    await stop();
  }
}

await main();
