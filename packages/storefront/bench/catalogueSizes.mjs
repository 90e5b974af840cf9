// Catalogue-size part of the storefront bench (not a test): the pages whose work could grow with
// the catalogue (a collection, a search, the sitemap) served by the same build against a commerce
// emulator seeded with a small and with a large catalogue, in the same rounds.
import { join } from 'node:path';
import { median } from './median.mjs';
import { freePort, waitForHttp } from './network.mjs';

export const SMALL_CATALOGUE = 50;
export const LARGE_CATALOGUE = Number(process.env.BENCH_LARGE_CATALOGUE ?? 5_000);

/**
 * The pages measured. Generated products join their template's collections and keep its kind of
 * jewel in their title, so the rings collection and a search for rings grow with the catalogue.
 */
export const SIZE_PAGES = [
  { name: 'collection', path: '/collections/bagues' },
  { name: 'search', path: '/search?q=bague' },
  { name: 'sitemap', path: '/sitemap.xml' },
];

/**
 * Starts, for each size, a commerce emulator seeded with that many products and the shop's
 * server against it (every page rendered, `PAGE_CACHE=off`), then measures each page at both
 * sizes, small then large, in `rounds` rounds. Resolves to one row a page: the median req/s at
 * each size and the median of the rounds' small/large ratios.
 */
export async function measureCatalogueSizes({
  repoRoot,
  data,
  contentUrl,
  start,
  stop,
  measure,
  serve,
  rounds,
}) {
  const origins = {};
  const started = [];
  try {
    for (const size of [SMALL_CATALOGUE, LARGE_CATALOGUE]) {
      const [commercePort, shopPort] = await Promise.all([freePort(), freePort()]);
      started.push(
        start(
          join(repoRoot, 'packages/commerce-emulator/dist/cli.js'),
          [
            '--port',
            String(commercePort),
            '--data',
            join(data, `c${size}`),
            '--reset',
            '--catalogue-size',
            String(size),
          ],
          {},
          repoRoot,
        ),
      );
      await waitForHttp(`http://127.0.0.1:${commercePort}/`, 120_000);
      started.push(
        serve({
          PUBLIC_STORE_DOMAIN: `http://127.0.0.1:${commercePort}`,
          SANITY_API_HOST: contentUrl,
          PAGE_CACHE: 'off',
          PORT: String(shopPort),
        }),
      );
      origins[size] = `http://127.0.0.1:${shopPort}`;
      await waitForHttp(`${origins[size]}/`);
    }
    const measured = SIZE_PAGES.map(() => []);
    for (let round = 0; round < rounds; round += 1)
      for (const [index, page] of SIZE_PAGES.entries()) {
        const small = await measure(
          `${page.name}, ${SMALL_CATALOGUE}`,
          origins[SMALL_CATALOGUE] + page.path,
        );
        const large = await measure(
          `${page.name}, ${LARGE_CATALOGUE}`,
          origins[LARGE_CATALOGUE] + page.path,
        );
        measured[index].push({ small, large });
      }
    return SIZE_PAGES.map((page, index) => ({
      name: page.name,
      path: page.path,
      small: median(measured[index].map((round) => round.small.rps)),
      large: median(measured[index].map((round) => round.large.rps)),
      errors: measured[index].reduce(
        (sum, round) => sum + round.small.errors + round.large.errors,
        0,
      ),
      slower: median(measured[index].map((round) => round.small.rps / round.large.rps)),
      byRound: measured[index].map((round) => round.small.rps / round.large.rps),
    }));
  } finally {
    for (const child of started) stop(child);
  }
}
