#!/usr/bin/env node
// Storefront benchmark (not a test): throughput and latency of the product and home pages against
// their own markup rendered by an empty React Router app (the ceiling) and against Shopify's
// Hydrogen skeleton on the same emulator; collection, search and sitemap with a small and a large
// catalogue; interaction latency on a slowed processor; first-load JS; Lighthouse's mobile score
// of each page type; the product page on one worker and on every core (workers.mjs). It ends with
// the table of goals, now/goal. BENCH_PARTS=load,sizes,interactions,js,lighthouse,workers picks
// parts (all by default); BENCH_SKIP_BUILD=1 reuses the builds.
import { spawn, spawnSync } from 'node:child_process';
import { existsSync, mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { cpus, loadavg, tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { gzipSync } from 'node:zlib';
import autocannon from 'autocannon';
import { LARGE_CATALOGUE, SMALL_CATALOGUE, measureCatalogueSizes } from './catalogueSizes.mjs';
import { startHydrogenSkeleton } from './hydrogen.mjs';
import {
  CPU_SLOWDOWN,
  INTERACTION_RUNS,
  SHORTEST_REPORTED_MS,
  measureInteractions,
} from './interactions.mjs';
import { measureLighthouse, LIGHTHOUSE_RUNS } from './lighthouse.mjs';
import { median } from './median.mjs';
import { markupTreeOf } from './markupTree.mjs';
import { freePort, waitForHttp } from './network.mjs';
import { printGoals } from './goals.mjs';
import { measureWorkers } from './workers.mjs';

const here = dirname(fileURLToPath(import.meta.url));
const storefrontDir = join(here, '..');
const emptyDir = join(here, 'empty-app');
const repoRoot = join(storefrontDir, '../..');
const CONNECTIONS = 16;
const DURATION_S = Number(process.env.BENCH_DURATION ?? 10);
/**
 * Rounds of the rendered pages, each measuring the empty page, the product and home pages' markup
 * without the shop's code, home, product, then the Hydrogen skeleton's home and product: a ratio
 * is taken within one round, and the median of the rounds is reported, so a burst of other work
 * on the machine during one measurement moves one round, not the figure.
 */
const ROUNDS = Number(process.env.BENCH_ROUNDS ?? 3);
const PRODUCT_PATH = '/products/etoile-treize?Oreille=Paire&Couleur=Or';
/** One page of each type the shop has, as the seeded emulators serve them, and an account page. */
const PAGES = [
  { name: 'home', path: '/' },
  { name: 'product', path: PRODUCT_PATH },
  { name: 'collection', path: '/collections/bagues' },
  { name: 'editorial', path: '/pages/savoir-faire' },
  { name: 'sign-in', path: '/account/login' },
];
/** Every page type a shopper reaches without signing in, for its first-load JavaScript. */
const JS_PAGES = [
  ...PAGES,
  { name: 'search', path: '/search?q=bague' },
  { name: 'cart', path: '/cart' },
  { name: 'contact', path: '/contact' },
];
const PARTS = new Set(
  (process.env.BENCH_PARTS ?? 'load,sizes,interactions,js,lighthouse,workers').split(','),
);
const loadFigures = (values) => values.map((n) => n.toFixed(1)).join(' ');
const children = [];

function run(command, args, cwd, env = {}) {
  const result = spawnSync(command, args, {
    cwd,
    env: { ...process.env, ...env },
    stdio: ['ignore', 'ignore', 'inherit'],
  });
  if (result.status !== 0) throw new Error(`${command} ${args.join(' ')} failed in ${cwd}`);
}

function start(bin, args, env, cwd) {
  const child = spawn(process.execPath, [bin, ...args], {
    cwd,
    env: { ...process.env, ...env },
    stdio: ['ignore', 'ignore', 'inherit'],
  });
  children.push(child);
  return child;
}

const require = createRequire(join(storefrontDir, 'package.json'));
/** The shop's production server, as `npm start` runs it. */
const shopServer = join(storefrontDir, 'server/serve.mjs');
const reactRouterPackage = require.resolve('@react-router/dev/package.json');
const reactRouterBin = join(
  dirname(reactRouterPackage),
  require(reactRouterPackage).bin['react-router'],
);

async function measure(name, url, headers = {}) {
  // Warm-up: let V8 optimise the render path before measuring.
  await autocannon({ url, connections: 4, amount: 200, headers });
  const result = await autocannon({ url, connections: CONNECTIONS, duration: DURATION_S, headers });
  const non2xx = result.non2xx + result.errors;
  return {
    name,
    rps: result.requests.average,
    p50: result.latency.p50,
    p99: result.latency.p99,
    errors: non2xx,
  };
}

/**
 * Gzip size of the scripts a page loads before it is interactive: its module preloads and imports,
 * plus, when `language` is given, that language's dictionary, which the client entry fetches
 * before hydrating and which no preload names.
 */
async function firstLoadJs(url, language) {
  const html = await (await fetch(url)).text();
  const scripts = new Set();
  for (const match of html.matchAll(/<link rel="(?:treize-)?modulepreload" href="([^"]+)"/g))
    scripts.add(match[1]);
  for (const match of html.matchAll(/import\s*(?:[^'"]*from\s*)?["']([^"']+\.js)["']/g))
    scripts.add(match[1]);
  let gzip = 0;
  const dictionaries = new Set();
  const add = async (src) => {
    const code = Buffer.from(await (await fetch(new URL(src, url))).arrayBuffer());
    gzip += gzipSync(code, { level: 9 }).length;
    if (!language) return;
    // The shop's words (`fr-….js`), not the account pages' (`fr-account-….js`, `fr-accountArea-….js`), which only
    // account pages load.
    const pattern = new RegExp(
      `["'](?:\\./|/?assets/)(${language}-(?!account)[\\w-]+\\.js)["']`,
      'g',
    );
    for (const match of code.toString('utf8').matchAll(pattern))
      dictionaries.add(`/assets/${match[1]}`);
  };
  for (const src of scripts) await add(src);
  // Since the document preloads its dictionary, it is usually among the scripts already.
  const unnamed = [...dictionaries].filter((src) => !scripts.has(src));
  for (const src of unnamed) await add(src);
  return { files: scripts.size + unnamed.length, gzip };
}

/**
 * A page as a shopper gets it, for the ceiling rows. The first request after the emulators start
 * may meet a backend still warming up (an error page): the markup measured must be the page's, so
 * an error is asked again, then refused.
 */
async function pageHtml(url, attempts = 3) {
  for (let attempt = 1; ; attempt += 1) {
    const response = await fetch(url);
    const html = await response.text();
    if (response.ok) return html;
    if (attempt === attempts)
      throw new Error(`${url} answered ${response.status} ${attempts} times: no markup to measure`);
    await new Promise((resolve) => setTimeout(resolve, 500));
  }
}

/** The largest of the files at `paths`, fetched from beside `url`. */
async function largestOf(paths, url) {
  let largest;
  for (const path of paths) {
    const bytes = (await (await fetch(new URL(path, url))).arrayBuffer()).byteLength;
    if (!largest || bytes > largest.bytes) largest = { path, bytes };
  }
  return largest?.path;
}

/**
 * A page's largest module script and largest stylesheet (the shell's, not the fonts' small sheet
 * that the page names first): what a first visit asks the server for.
 */
async function heaviestAssets(url) {
  const html = await (await fetch(url)).text();
  const hrefs = (pattern) =>
    [...html.matchAll(pattern)].map((match) => match[1].replace(/#.*$/, ''));
  return {
    script: await largestOf(hrefs(/<link rel="(?:treize-)?modulepreload" href="([^"]+)"/g), url),
    stylesheet: await largestOf(hrefs(/<link[^>]*rel="stylesheet"[^>]*href="([^"]+)"/g), url),
  };
}

async function main() {
  const shopBuild = join(here, 'build/storefront');
  const emptyBuild = join(here, 'build/empty');
  if (process.env.BENCH_SKIP_BUILD !== '1' || !existsSync(join(shopBuild, 'server/index.js'))) {
    console.log('Building the storefront and the empty baseline (production builds)…');
    run(process.execPath, [reactRouterBin, 'build'], storefrontDir, {
      NODE_ENV: 'production',
      STOREFRONT_BUILD_DIR: shopBuild,
    });
    run(process.execPath, [reactRouterBin, 'build'], emptyDir, {
      NODE_ENV: 'production',
      STOREFRONT_BUILD_DIR: emptyBuild,
    });
  }
  for (const name of ['commerce-emulator', 'content-emulator']) {
    if (!existsSync(join(repoRoot, `packages/${name}/dist/cli.js`)))
      run('npm', ['run', 'build', '-w', `@treize/${name}`], repoRoot);
  }

  const data = mkdtempSync(join(tmpdir(), 'treize-bench-'));
  const [commercePort, contentPort, storefrontPort, cachedPort, emptyPort] = await Promise.all([
    freePort(),
    freePort(),
    freePort(),
    freePort(),
    freePort(),
  ]);
  start(
    join(repoRoot, 'packages/commerce-emulator/dist/cli.js'),
    ['--port', String(commercePort), '--data', join(data, 'c'), '--reset'],
    {},
    repoRoot,
  );
  start(
    join(repoRoot, 'packages/content-emulator/dist/cli.js'),
    ['--port', String(contentPort), '--data', join(data, 's'), '--reset'],
    {},
    repoRoot,
  );
  await Promise.all([
    waitForHttp(`http://127.0.0.1:${commercePort}/`),
    waitForHttp(`http://127.0.0.1:${contentPort}/`),
  ]);
  const production = {
    NODE_ENV: 'production',
    HOST: '127.0.0.1',
    // One worker per server: the rows compare pages, not process counts (the workers part does).
    WEB_CONCURRENCY: '1',
    SESSION_SECRET: 'bench-session-secret-0123456789',
  };
  const backends = {
    PUBLIC_STORE_DOMAIN: `http://127.0.0.1:${commercePort}`,
    SANITY_API_HOST: `http://127.0.0.1:${contentPort}`,
  };
  // The same build twice: every page rendered (PAGE_CACHE=off) and with the anonymous-page micro-cache (ADR 002).
  start(
    shopServer,
    [join(shopBuild, 'server/index.js')],
    { ...production, ...backends, PAGE_CACHE: 'off', PORT: String(storefrontPort) },
    storefrontDir,
  );
  start(
    shopServer,
    [join(shopBuild, 'server/index.js')],
    { ...production, ...backends, PAGE_CACHE: 'on', PORT: String(cachedPort) },
    storefrontDir,
  );
  const shop = `http://127.0.0.1:${storefrontPort}`;
  const cached = `http://127.0.0.1:${cachedPort}`;
  const empty = `http://127.0.0.1:${emptyPort}/`;
  await Promise.all([waitForHttp(`${shop}/`), waitForHttp(`${cached}/`)]);
  // The ceilings: the product and home pages' body markup, which the baseline app renders at
  // /markup/<page> with none of the shop's code (its loader data is that markup, about the page's
  // own data size).
  const markupDir = join(data, 'markup');
  mkdirSync(markupDir);
  for (const [page, path] of [
    ['product', PRODUCT_PATH],
    ['home', '/'],
  ])
    writeFileSync(
      join(markupDir, `${page}.json`),
      JSON.stringify(markupTreeOf(await pageHtml(`${shop}${path}`))),
    );
  // The baseline on the same server: its entry hands serve.mjs the shop's edge (empty-app/app).
  start(
    shopServer,
    [join(emptyBuild, 'server/index.js')],
    { ...production, PORT: String(emptyPort), BENCH_MARKUP_DIR: markupDir },
    emptyDir,
  );
  await waitForHttp(empty);
  const hydrogen = PARTS.has('load')
    ? await startHydrogenSkeleton(backends.PUBLIC_STORE_DOMAIN)
    : { unavailable: 'not measured in this run (BENCH_PARTS)' };

  try {
    const figures = {};
    if (PARTS.has('load')) {
      const loadBefore = loadavg();
      const rendered = [
        { key: 'empty', name: 'empty React Router page', url: empty },
        { key: 'productCeiling', name: 'product markup, no shop', url: `${empty}markup/product` },
        { key: 'homeCeiling', name: 'home markup, no shop', url: `${empty}markup/home` },
        { key: 'home', name: 'home page', url: `${shop}/` },
        { key: 'product', name: 'product page', url: `${shop}${PRODUCT_PATH}` },
        ...(hydrogen.origin
          ? [
              { key: 'hydrogenHome', name: 'Hydrogen skeleton home', url: `${hydrogen.origin}/` },
              {
                key: 'hydrogenProduct',
                name: 'Hydrogen skeleton product',
                url: `${hydrogen.origin}${PRODUCT_PATH}`,
              },
            ]
          : []),
      ];
      const rounds = [];
      for (let round = 0; round < ROUNDS; round += 1) {
        const measured = {};
        for (const page of rendered) measured[page.key] = await measure(page.name, page.url);
        rounds.push(measured);
      }
      /** A figure of each round (a ratio within that round), with its median. */
      const byRound = (figure) => {
        const values = rounds.map(figure);
        return { median: median(values), values };
      };
      const rows = rendered.map((page) => ({
        name: page.name,
        rps: median(rounds.map((measured) => measured[page.key].rps)),
        p50: median(rounds.map((measured) => measured[page.key].p50)),
        p99: median(rounds.map((measured) => measured[page.key].p99)),
        errors: rounds.reduce((sum, measured) => sum + measured[page.key].errors, 0),
        ratio: byRound((measured) => measured[page.key].rps / measured.empty.rps),
      }));
      rows.push(
        await measure('home page, cached', `${cached}/`),
        await measure('product page, cached', `${cached}${PRODUCT_PATH}`),
      );
      const loadAfter = loadavg();
      // A second fetch right after a first one shows what a repeat visit gets (the first may re-render a stale page).
      const cacheStatus = async (url) => {
        await (await fetch(url)).arrayBuffer();
        return (await fetch(url)).headers.get('x-page-cache') ?? 'none';
      };
      const baseline = rows[0].rps;
      console.log(
        `\n${CONNECTIONS} connections, ${DURATION_S} s each (autocannon), production builds, one run; rendered pages: median of ${ROUNDS} rounds (${rendered.map((page) => page.key).join(', ')}), ratios taken within each round`,
      );
      // Other processes share the CPU: the ratio, measured in one run, is the figure to compare.
      console.log(
        `machine: ${cpus().length} cores; load average (1/5/15 min) before ${loadFigures(loadBefore)}, after ${loadFigures(loadAfter)}`,
      );
      console.log(
        `"cached" rows: anonymous-page micro-cache on (PAGE_CACHE=on, ADR 002; X-Page-Cache of a repeated product page request: ${await cacheStatus(`${cached}${PRODUCT_PATH}`)}); other rows render every request (PAGE_CACHE=off, X-Page-Cache: ${await cacheStatus(`${shop}${PRODUCT_PATH}`)})`,
      );
      if (hydrogen.origin)
        console.log(
          `${hydrogen.name}: built and served unchanged by \`shopify hydrogen preview\` (MiniOxygen on workerd) against the same commerce emulator, its own sub-request cache as shipped`,
        );
      else console.log(`no Hydrogen rows: ${hydrogen.unavailable}`);
      console.log(
        'page                          req/s    p50 ms  p99 ms  ratio  errors  ratio to the empty page by round',
      );
      for (const row of rows) {
        const ratio = row.ratio?.median ?? row.rps / baseline;
        const rounds = row.ratio ? row.ratio.values.map((value) => value.toFixed(2)).join(' ') : '';
        console.log(
          `${row.name.padEnd(28)} ${row.rps.toFixed(0).padStart(6)}  ${String(row.p50).padStart(6)}  ${String(row.p99).padStart(6)}  ${ratio.toFixed(2).padStart(5)}  ${String(row.errors).padEnd(6)}  ${rounds}`,
        );
      }
      // A first visit also fetches the scripts and stylesheet, compressed by the build
      // rather than on each request; the browser asks for gzip over plain HTTP.
      const assets = await heaviestAssets(`${shop}${PRODUCT_PATH}`);
      const gzip = { 'accept-encoding': 'gzip, deflate' };
      console.log('file, gzip                           req/s    p50 ms  p99 ms');
      for (const [name, path] of [
        ['largest script', assets.script],
        ['stylesheet', assets.stylesheet],
      ]) {
        if (!path) continue;
        const row = await measure(name, new URL(path, shop).href, gzip);
        console.log(
          `${`${name} (${path.split('/').pop()})`.padEnd(34)} ${row.rps.toFixed(0).padStart(6)}  ${String(row.p50).padStart(6)}  ${String(row.p99).padStart(6)}  ${row.errors ? `${row.errors} errors` : ''}`,
        );
      }
      figures.load = loadFigures(loadBefore);
      figures.productShare = byRound((m) => m.product.rps / m.productCeiling.rps);
      figures.homeShare = byRound((m) => m.home.rps / m.homeCeiling.rps);
      figures.productP99 = byRound((m) => m.product.p99 / Math.max(m.productCeiling.p99, 1));
      figures.productP99Ms = rows.find((row) => row.name === 'product page').p99;
      figures.ceilingP99Ms = rows.find((row) => row.name === 'product markup, no shop').p99;
      if (hydrogen.origin) {
        figures.hydrogen = {
          name: hydrogen.name,
          product: byRound((m) => m.product.rps / m.hydrogenProduct.rps),
          home: byRound((m) => m.home.rps / m.hydrogenHome.rps),
        };
      } else figures.hydrogen = { unavailable: hydrogen.unavailable };
    }
    if (PARTS.has('sizes')) {
      figures.sizes = await measureCatalogueSizes({
        repoRoot,
        data,
        contentUrl: backends.SANITY_API_HOST,
        start,
        stop: (child) => child.kill('SIGTERM'),
        measure,
        serve: (env) =>
          start(
            shopServer,
            [join(shopBuild, 'server/index.js')],
            { ...production, ...env },
            storefrontDir,
          ),
        rounds: ROUNDS,
      });
      console.log(
        `\nCatalogue size: the same build rendering every request against an emulator seeded with ${SMALL_CATALOGUE} and ${LARGE_CATALOGUE} products (median of ${ROUNDS} rounds)`,
      );
      console.log(
        `page         req/s at ${SMALL_CATALOGUE}  at ${LARGE_CATALOGUE}  times slower  errors  by round`,
      );
      for (const row of figures.sizes)
        console.log(
          `${row.name.padEnd(12)} ${row.small.toFixed(0).padStart(11)}  ${row.large.toFixed(0).padStart(7)}  ${row.slower.toFixed(2).padStart(12)}  ${String(row.errors).padEnd(6)}  ${row.byRound.map((value) => value.toFixed(2)).join(' ')}`,
        );
    }
    if (PARTS.has('interactions')) {
      console.log(
        `\nInteraction to next paint, Chromium at ${CPU_SLOWDOWN}× CPU slowdown, ${INTERACTION_RUNS} fresh page loads each (ms, Event Timing; ${SHORTEST_REPORTED_MS} = at most ${SHORTEST_REPORTED_MS}):`,
      );
      figures.interactions = await measureInteractions(shop, PRODUCT_PATH);
      for (const row of figures.interactions)
        console.log(
          `${row.name.padEnd(22)} ${row.error ? `not measured: ${row.error}` : `median ${row.median}, worst ${row.worst}; runs ${row.runs.join(', ')}`}`,
        );
    }
    if (PARTS.has('js')) {
      const kb = (bytes) => `${(bytes / 1024).toFixed(1)} KB`;
      const baseJs = await firstLoadJs(empty);
      console.log('\nfirst-load JS, gzip (modulepreloads, imports and the French dictionary):');
      for (const { name, path } of JS_PAGES) {
        const js = await firstLoadJs(`${shop}${path}`, 'fr');
        console.log(`${name.padEnd(12)} ${String(js.files).padStart(3)} scripts  ${kb(js.gzip)}`);
        if (name === 'product') figures.productJsKb = js.gzip / 1024;
        if (!figures.heaviestJs || js.gzip / 1024 > figures.heaviestJs.kb)
          figures.heaviestJs = { name, kb: js.gzip / 1024 };
      }
      console.log(
        `empty page (React + React Router alone): ${baseJs.files} scripts, ${kb(baseJs.gzip)}`,
      );
      figures.emptyJsKb = baseJs.gzip / 1024;
    }
    if (PARTS.has('lighthouse')) {
      console.log(
        `\nLighthouse, mobile preset, ${LIGHTHOUSE_RUNS} runs a page (figures of the median run, then every run's), rendered every request:`,
      );
      const pages = await measureLighthouse(
        PAGES.map(({ name, path }) => ({ name, url: `${shop}${path}` })),
      );
      console.log(
        'page         score  FCP ms  (seen)  LCP ms  CLS     TBT ms  all JS KB  largest paint',
      );
      for (const page of pages) {
        const seen = page.observedFcpMs === undefined ? '?' : page.observedFcpMs.toFixed(0);
        console.log(
          `${page.name.padEnd(12)} ${String(page.score).padStart(5)}  ${page.fcpMs.toFixed(0).padStart(6)}  ${seen.padStart(6)}  ${page.lcpMs.toFixed(0).padStart(6)}  ${page.cls.toFixed(3).padEnd(6)}  ${page.tbtMs.toFixed(0).padStart(6)}  ${page.scriptKb.toFixed(1).padStart(9)}  ${page.lcpElement ?? ''}`,
        );
        console.log(
          `  every run's score: ${page.runs.map((run) => run.score).join(', ')}; TBT ms: ${page.runs.map((run) => run.tbtMs.toFixed(0)).join(', ')}`,
        );
        if (page.opportunities.length) console.log(`  to do: ${page.opportunities.join('; ')}`);
        if (page.errors) console.log(`  Lighthouse error: ${page.errors}`);
      }
      figures.lighthouse = pages;
    }
    if (PARTS.has('workers'))
      Object.assign(
        figures,
        await measureWorkers({
          start: (env) =>
            start(
              shopServer,
              [join(shopBuild, 'server/index.js')],
              { ...production, ...backends, ...env },
              storefrontDir,
            ),
          measure,
          path: PRODUCT_PATH,
          rounds: ROUNDS,
        }),
      );
    printGoals(figures);
  } finally {
    hydrogen.stop?.();
    for (const child of children) child.kill('SIGTERM');
    rmSync(data, { recursive: true, force: true });
  }
}

main().catch((error) => {
  for (const child of children) child.kill('SIGTERM');
  console.error(error);
  process.exit(1);
});
