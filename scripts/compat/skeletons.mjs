// The Hydrogen skeletons the compatibility check covers, and where it keeps Shopify's packages:
// shared by the check (run.mjs, serve.mjs) and the storefront bench, which serves the newest.
import { execFileSync } from 'node:child_process';
import { existsSync, mkdirSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';

const root = join(dirname(fileURLToPath(import.meta.url)), '..', '..');
/** Shopify's packages, unpacked, and the installed skeletons (gitignored). */
export const cache = join(root, '.cache', 'compat');

/**
 * The skeletons covered: the CLI release that ships each and the Hydrogen release it runs on. For
 * `--serve` (serve.mjs), whether it is served by default and what its routes look like: the
 * cart's gift-card form ('update' replaces the codes, 'add' adds one), predictive search as a
 * search-page loader or a POST to /api/predictive-search, one sitemap or an index with a sitemap
 * per type, an /collections/all route, the legacy customer pages, how the CLI takes the env, and
 * what npm needs to install an old template whose ranges now reach conflicting releases.
 */
export const SKELETONS = [
  {
    apiVersion: '2023-10',
    cli: '6.1.1',
    hydrogen: '2023.10.3',
    serve: true,
    giftCards: false,
    predictive: 'api',
    sitemaps: 'single',
    allProducts: false,
    legacyAccount: true,
    // @shopify/remix-oxygen@^2.0.2 now reaches 2.1, which imports what Remix 2.1 lacks.
    installFlags: ['--legacy-peer-deps', '@shopify/remix-oxygen@2.0.2'],
    envFileFlag: false,
    // Without --worker, the 2023 CLI serves in its Node sandbox: its Miniflare 2 worker mode fails
    // on Node 20 ("The strategy argument must be of type object") as soon as a form is posted.
    previewFlags: [],
    productStatus: 302,
  },
  {
    apiVersion: '2025-07',
    cli: '11.1.5',
    hydrogen: '2025.7.0',
    serve: true,
    giftCards: 'update',
    predictive: 'search-page',
    sitemaps: 'index',
    allProducts: true,
    envFileFlag: true,
  },
  {
    apiVersion: '2026-04',
    cli: '13.0.4',
    hydrogen: '2026.4.5',
    serve: true,
    giftCards: 'add',
    predictive: 'search-page',
    sitemaps: 'index',
    allProducts: true,
    envFileFlag: true,
  },
];

/** A package from the npm registry, unpacked once under the cache. */
export function unpack(name, version) {
  const dir = join(cache, `${name.replace(/[@/]/g, '_')}-${version}`);
  if (existsSync(join(dir, 'package'))) return join(dir, 'package');
  mkdirSync(dir, { recursive: true });
  const tarball = execFileSync('npm', ['pack', `${name}@${version}`, '--silent'], {
    cwd: dir,
    encoding: 'utf8',
  }).trim();
  execFileSync('tar', ['xzf', tarball], { cwd: dir });
  return join(dir, 'package');
}
