/**
 * `npm run compat -- --serve`: installs Shopify's Hydrogen skeleton from npm, builds it
 * with the Shopify CLI it ships with, serves it with `shopify hydrogen preview` (MiniOxygen on
 * workerd) against a fresh commerce emulator, then visits every Storefront API route and cart
 * action with plain HTTP. A route fails on a 5xx, an unexpected status, a GraphQL error the
 * emulator answered (seen by a recording proxy the skeleton talks to) or an error line in the
 * server's log.
 *
 * The skeleton runs unchanged: it reads the store from its environment file only
 * (PUBLIC_STORE_DOMAIN with an http:// origin, which Hydrogen's Storefront client honours).
 * The install (about 600 MB, 4 minutes on 2 cores) and the build are cached in .cache/compat/serve.
 */
import { execFileSync, spawn } from 'node:child_process';
import { cpSync, existsSync, mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { createServer } from 'node:net';
import { startCommerceEmulator } from '@treize/commerce-emulator';
import { startRecordingProxy } from './recordingProxy.mjs';

const TOKEN = 'local-storefront-token';
const READY_TIMEOUT_MS = 180_000;
const ROUTE_TIMEOUT_MS = 60_000;
/** Deferred loaders log after the stream ends; wait this long before reading the log. */
const LOG_SETTLE_MS = 400;

/** A server-log line that reports a failure (Hydrogen prefixes its own with [h2:error). */
const ERROR_LINE =
  /\[h2:error|GraphQL|StorefrontApiError|Unexpected Server Error|^\s*Error:|TypeError|ReferenceError/;

const freePort = () =>
  new Promise((resolve, reject) => {
    const probe = createServer();
    probe.once('error', reject);
    probe.listen(0, '127.0.0.1', () => {
      const { port } = probe.address();
      probe.close(() => resolve(port));
    });
  });

const sleep = (ms) => new Promise((resolve) => setTimeout(resolve, ms));

/** Copies the template out of the CLI package, installs it once and builds it once. */
export function prepareSkeleton(skeleton, starter, cache) {
  const dir = join(cache, 'serve', `skeleton-${skeleton.hydrogen}`);
  const installed = join(dir, 'node_modules', '.compat-installed');
  if (!existsSync(installed)) {
    rmSync(dir, { recursive: true, force: true });
    mkdirSync(dir, { recursive: true });
    cpSync(starter, dir, { recursive: true });
    console.log(`Installing the ${skeleton.hydrogen} skeleton's packages in ${dir} (once)…`);
    // An old template's ranges now resolve to releases whose peer ranges conflict with its pins.
    const flags = skeleton.installFlags ?? [];
    execFileSync('npm', ['install', '--no-audit', '--no-fund', '--loglevel=error', ...flags], {
      cwd: dir,
      stdio: 'inherit',
    });
    writeFileSync(installed, new Date().toISOString());
  }
  // 2023 skeletons build to dist/worker, later ones to dist/server: a marker says it is built.
  const built = join(dir, 'dist', '.compat-built');
  if (!existsSync(built)) {
    console.log(`Building the ${skeleton.hydrogen} skeleton (once)…`);
    try {
      execFileSync(
        join(dir, 'node_modules', '.bin', 'shopify'),
        ['hydrogen', 'build', '--path', dir],
        {
          cwd: dir,
          stdio: ['ignore', 'ignore', 'pipe'],
          env: { ...process.env, SHOPIFY_CLI_NO_ANALYTICS: '1' },
        },
      );
    } catch (error) {
      // The CLI's own banners log React warnings on stderr even when the build succeeds: show
      // them only when it fails.
      process.stderr.write(error.stderr ?? '');
      throw error;
    }
    writeFileSync(built, new Date().toISOString());
  }
  return dir;
}

/** A tiny cookie jar: the skeleton keeps the cart id and the session in cookies. */
function cookieJar() {
  const cookies = new Map();
  return {
    header: () => [...cookies].map(([k, v]) => `${k}=${v}`).join('; '),
    take(response) {
      for (const line of response.headers.getSetCookie()) {
        const [pair] = line.split(';');
        const at = pair.indexOf('=');
        cookies.set(pair.slice(0, at).trim(), pair.slice(at + 1).trim());
      }
    },
    get: (name) => cookies.get(name),
  };
}

/** Storefront API calls the check makes itself, to learn ids the pages would hold in forms. */
async function storefront(emulatorUrl, version, query, variables = {}) {
  const response = await fetch(`${emulatorUrl}/api/${version}/graphql.json`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', 'x-shopify-storefront-access-token': TOKEN },
    body: JSON.stringify({ query, variables }),
  });
  const body = await response.json();
  if (body.errors) throw new Error(`setup query failed: ${JSON.stringify(body.errors)}`);
  return body.data;
}

const cartForm = (action, inputs, fields = {}) => {
  const form = new URLSearchParams({ cartFormInput: JSON.stringify({ action, inputs }) });
  for (const [name, value] of Object.entries(fields)) form.set(name, value);
  return form;
};

/** React puts a comment between the `***` and the code's last characters. */
const showsGiftCard = (html) => /\*\*\*(<!-- -->)?AU13/.test(html);

/**
 * The gift-card form of the skeleton's cart: 2025 skeletons replace the applied codes
 * (GiftCardCodesUpdate), 2026 ones add to them (GiftCardCodesAdd); both remove by applied id.
 */
function giftCardVisits(mode, page, action, ids) {
  if (!mode) return [page('cart with discount', '/cart', 200, (html) => html.includes('TREIZE10'))];
  return [
    action('cart: apply a gift card', () =>
      mode === 'add'
        ? cartForm('GiftCardCodesAdd', {}, { giftCardCode: 'ETOILE50CADEAU13' })
        : cartForm(
            'GiftCardCodesUpdate',
            { giftCardCodes: [] },
            { giftCardCode: 'ETOILE50CADEAU13' },
          ),
    ),
    page(
      'cart with discount and gift card',
      '/cart',
      200,
      (html) => html.includes('TREIZE10') && showsGiftCard(html),
    ),
    action('cart: remove the gift card', () =>
      cartForm('GiftCardCodesRemove', { giftCardCodes: [ids.giftCardId()] }),
    ),
    page('cart without the gift card', '/cart', 200, (html) => !showsGiftCard(html)),
  ];
}

/** 2023 skeletons answer one sitemap; 2025 and later an index and a sitemap per type. */
function sitemapVisits(kind, page) {
  const hasUrls = (xml) => xml.includes('<url>');
  // The 2023 sitemap lists only resources with an onlineStoreUrl, which a headless shop (not on
  // the Online Store channel) answers null, at Shopify as on the emulator: an empty url set.
  if (kind === 'single')
    return [page('sitemap', '/sitemap.xml', 200, (xml) => xml.includes('<urlset'))];
  return [
    page('sitemap index', '/sitemap.xml', 200, (xml) => xml.includes('<sitemapindex')),
    ...['products', 'collections', 'pages', 'blogs', 'articles'].map((type) =>
      page(`sitemap of ${type}`, `/sitemap/${type}/1.xml`, 200, hasUrls),
    ),
  ];
}

/**
 * The legacy customer pages of 2023 skeletons, which use the Storefront API's customer
 * mutations: register (which signs in), the account's pages, sign out, sign in again.
 */
function accountVisits(page, action) {
  const email = `compat-${Date.now()}@example.com`;
  const password = 'treize-compat-13';
  return [
    action(
      'account: register',
      new URLSearchParams({ email, password, passwordConfirm: password }),
      302,
      undefined,
      '/account/register',
    ),
    page('account: orders', '/account/orders'),
    page('account: profile', '/account/profile', 200, (html) => html.includes(email)),
    page('account: addresses', '/account/addresses'),
    action('account: sign out', new URLSearchParams(), 302, undefined, '/account/logout'),
    action(
      'account: sign in',
      new URLSearchParams({ email, password }),
      302,
      undefined,
      '/account/login',
    ),
    page('account: orders after sign-in', '/account/orders'),
  ];
}

/**
 * The visits, in order: pages, then a cart journey through every cart form of the skeleton.
 * `expect` is the status a shopper gets; a function may check the page's text too.
 */
function visitsFor(skeleton, ids) {
  const page = (name, path, expect = 200, check) => ({ name, path, expect, check });
  const action = (name, form, expect = 200, check, path = '/cart') => ({
    name,
    path,
    method: 'POST',
    body: () => (typeof form === 'function' ? form() : form),
    expect,
    check,
  });
  return [
    page('home', '/'),
    page('collections', '/collections'),
    page('collection', '/collections/bagues', 200, (html) => html.includes('/products/')),
    ...(skeleton.allProducts
      ? [page('all products', '/collections/all', 200, (html) => html.includes('Thirteen Star'))]
      : []),
    // 2023 skeletons redirect a product without options to its first variant's URL.
    skeleton.productStatus === 302
      ? page('product', '/products/etoile-treize', 302)
      : page('product', '/products/etoile-treize', 200, (html) => html.includes('Thirteen Star')),
    page('product with options', `/products/etoile-treize?${ids.optionQuery}`),
    page('search', '/search?q=lune', 200, (html) => html.includes('Moon - Pendant')),
    page('search without results', '/search?q=zzzz'),
    skeleton.predictive === 'api'
      ? action(
          'predictive search',
          new URLSearchParams({ q: 'lun', limit: '5' }),
          200,
          (json) => json.includes('Moon'),
          '/api/predictive-search',
        )
      : page('predictive search', '/search?q=lun&predictive=true&limit=5'),
    page('pages', '/pages/notre-atelier', 200, (html) => html.includes('Our workshop')),
    page('blogs', '/blogs'),
    page('blog', '/blogs/journal', 200, (html) => html.includes('Why thirteen stars')),
    page('article', '/blogs/journal/treize-etoiles', 200, (html) =>
      html.includes('From one star to thirteen'),
    ),
    page('policies', '/policies'),
    page('policy', '/policies/privacy-policy'),
    page('policy (refunds)', '/policies/refund-policy'),
    ...sitemapVisits(skeleton.sitemaps, page),
    page('robots.txt', '/robots.txt'),
    page('404', '/products/nothing-here', 404),
    page('404 with a redirect', '/products/etoile-13', 301),
    page('empty cart', '/cart'),
    action('cart: add a line', () =>
      cartForm('LinesAdd', { lines: [{ merchandiseId: ids.variantId, quantity: 1 }] }),
    ),
    page('cart with a line', '/cart', 200, (html) => html.includes('Thirteen Star')),
    action('cart: update a line', () =>
      cartForm('LinesUpdate', { lines: [{ id: ids.lineId(), quantity: 2 }] }),
    ),
    action('cart: apply a discount code', () =>
      cartForm('DiscountCodesUpdate', { discountCodes: [] }, { discountCode: 'TREIZE10' }),
    ),
    ...giftCardVisits(skeleton.giftCards, page, action, ids),
    action('cart: remove the discount', () =>
      cartForm('DiscountCodesUpdate', { discountCodes: [] }),
    ),
    action('cart: buyer identity', () =>
      cartForm('BuyerIdentityUpdate', { buyerIdentity: { countryCode: 'FR' } }),
    ),
    action('cart: remove the line', () => cartForm('LinesRemove', { lineIds: [ids.lineId()] })),
    page('discount link', '/discount/TREIZE10?redirect=/cart', skeleton.discountLinkStatus ?? 303),
    ...(skeleton.legacyAccount ? accountVisits(page, action) : []),
  ];
}

/** The starter template `@shopify/cli-hydrogen` ships, unpacked. */
export function starterOf(cli) {
  return ['dist/assets/hydrogen/starter', 'dist/generator-templates/starter']
    .map((p) => join(cli, p))
    .find(existsSync);
}

/**
 * Serves an installed and built skeleton with `shopify hydrogen preview` on a free port, its store
 * being `storeDomain` (an http:// origin) and nothing else changed; resolves once it answers.
 * `log` collects the server's output lines; `stop()` ends the server and its workers.
 */
export async function startSkeletonPreview(skeleton, dir, { storeDomain, checkoutHost }) {
  const port = await freePort();
  // 2023 CLIs read the project's .env only; later ones take --env-file.
  const envFile = join(dir, skeleton.envFileFlag ? `.env.preview-${port}` : '.env');
  writeFileSync(
    envFile,
    [
      `PUBLIC_STORE_DOMAIN=${storeDomain}`,
      `PUBLIC_STOREFRONT_API_TOKEN=${TOKEN}`,
      `PUBLIC_CHECKOUT_DOMAIN=${checkoutHost}`,
      'PUBLIC_STOREFRONT_ID=1000013',
      'SESSION_SECRET=treize-compat-session-secret',
      '',
    ].join('\n'),
  );
  const log = [];
  const server = spawn(
    join(dir, 'node_modules', '.bin', 'shopify'),
    [
      'hydrogen',
      'preview',
      '--path',
      dir,
      '--port',
      String(port),
      ...(skeleton.envFileFlag ? ['--env-file', envFile] : []),
      ...(skeleton.previewFlags ?? []),
    ],
    {
      cwd: dir,
      detached: true,
      env: { ...process.env, SHOPIFY_CLI_NO_ANALYTICS: '1', NO_COLOR: '1', FORCE_COLOR: '0' },
    },
  );
  const keep = (chunk) => {
    for (const line of chunk.toString('utf8').split('\n')) if (line.trim()) log.push(line);
  };
  server.stdout.on('data', keep);
  server.stderr.on('data', keep);
  const stop = () => {
    if (server.exitCode === null) {
      try {
        process.kill(-server.pid, 'SIGTERM');
      } catch {
        // already gone
      }
    }
    rmSync(envFile, { force: true });
  };
  const origin = `http://127.0.0.1:${port}`;
  try {
    const started = Date.now();
    for (;;) {
      if (server.exitCode !== null)
        throw new Error(`the preview server exited:\n${log.join('\n')}`);
      if (Date.now() - started > READY_TIMEOUT_MS)
        throw new Error(`the preview server did not answer in time:\n${log.join('\n')}`);
      try {
        await fetch(`${origin}/robots.txt`, { signal: AbortSignal.timeout(5_000) });
        break;
      } catch {
        await sleep(1_000);
      }
    }
  } catch (error) {
    stop();
    throw error;
  }
  return { origin, log, stop };
}

/** Serves one skeleton against a fresh emulator and visits every route; returns the results. */
async function checkSkeleton(skeleton, dir) {
  const dataDir = mkdtempSync(join(tmpdir(), 'treize-compat-serve-'));
  const emulator = await startCommerceEmulator({ port: 0, dataDir });
  let current = 'start-up';
  const proxy = await startRecordingProxy(emulator.url, () => current);
  let preview;
  const results = [];
  try {
    preview = await startSkeletonPreview(skeleton, dir, {
      storeDomain: proxy.url,
      checkoutHost: new URL(emulator.url).host,
    });
    const { origin, log } = preview;
    const product = (
      await storefront(
        emulator.url,
        skeleton.apiVersion,
        '{ product(handle: "etoile-treize") { variants(first: 1) { nodes { id selectedOptions { name value } } } } }',
      )
    ).product.variants.nodes[0];
    const jar = cookieJar();
    let cartState = null;
    const readCart = async () => {
      const id = jar.get('cart');
      if (!id) return null;
      const data = await storefront(
        emulator.url,
        skeleton.apiVersion,
        `query ($id: ID!) { cart(id: $id) { lines(first: 5) { nodes { id } } ${skeleton.giftCards ? 'appliedGiftCards { id }' : ''} } }`,
        { id: `gid://shopify/Cart/${decodeURIComponent(id)}` },
      );
      return data.cart;
    };
    const ids = {
      variantId: product.id,
      optionQuery: new URLSearchParams(
        product.selectedOptions.map((o) => [o.name, o.value]),
      ).toString(),
      lineId: () => cartState?.lines.nodes[0]?.id ?? 'no-line',
      giftCardId: () => cartState?.appliedGiftCards?.[0]?.id ?? 'no-gift-card',
    };
    for (const visit of visitsFor(skeleton, ids)) {
      current = visit.name;
      const logFrom = log.length;
      let status = 0;
      let text = '';
      try {
        const response = await fetch(`${origin}${visit.path}`, {
          method: visit.method ?? 'GET',
          redirect: 'manual',
          headers: {
            cookie: jar.header(),
            accept: 'text/html',
            ...(visit.body ? { 'content-type': 'application/x-www-form-urlencoded' } : {}),
          },
          body: visit.body ? visit.body().toString() : undefined,
          signal: AbortSignal.timeout(ROUTE_TIMEOUT_MS),
        });
        status = response.status;
        jar.take(response);
        text = await response.text();
      } catch (error) {
        text = String(error);
      }
      await sleep(LOG_SETTLE_MS);
      cartState = await readCart();
      const problems = [
        ...(status >= 500 || status !== visit.expect
          ? [`HTTP ${status || 'no answer'} (expected ${visit.expect})`]
          : []),
        ...(visit.check && status === visit.expect && !visit.check(text)
          ? ['the page lacks what a shopper should see']
          : []),
        ...proxy.errorsFor(visit.name).map((e) => `GraphQL error: ${e}`),
        ...log
          .slice(logFrom)
          .filter((line) => ERROR_LINE.test(line))
          .map((line) => `log: ${line.trim().slice(0, 200)}`),
      ];
      results.push({ name: visit.name, path: visit.path, status, problems });
      console.log(
        `  ${problems.length ? 'FAIL' : 'pass'}  ${visit.name.padEnd(34)} ${String(status).padEnd(4)} ${visit.method ?? 'GET'} ${visit.path}`,
      );
      for (const problem of problems) console.log(`          ${problem}`);
    }
    const startUpErrors = proxy.errorsFor('start-up');
    if (startUpErrors.length)
      console.log(`  start-up GraphQL errors: ${startUpErrors.join(' | ')}`);
  } finally {
    preview?.stop();
    await proxy.close();
    await emulator.close();
    rmSync(dataDir, { recursive: true, force: true });
  }
  return results;
}

/** Installs, serves and visits each skeleton; resolves to the number of failed routes. */
export async function serveSkeletons(skeletons, { unpack, cache }) {
  let failed = 0;
  for (const skeleton of skeletons) {
    const cli = unpack('@shopify/cli-hydrogen', skeleton.cli);
    const dir = prepareSkeleton(skeleton, starterOf(cli), cache);
    console.log(
      `\nHydrogen ${skeleton.hydrogen} skeleton served by \`shopify hydrogen preview${(skeleton.previewFlags ?? []).map((f) => ` ${f}`).join('')}\`, Storefront API ${skeleton.apiVersion}`,
    );
    const results = await checkSkeleton(skeleton, dir);
    const failures = results.filter((r) => r.problems.length);
    failed += failures.length;
    console.log(
      `  ${results.length - failures.length}/${results.length} routes and cart actions pass`,
    );
  }
  return failed;
}
