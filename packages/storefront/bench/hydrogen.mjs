// Shopify's Hydrogen skeleton for the storefront bench: the newest one the compatibility check
// covers, installed from the npm registry and built once (scripts/compat), served unchanged by
// `shopify hydrogen preview` against the bench's own commerce emulator.
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { SKELETONS, cache, unpack } from '../../../scripts/compat/skeletons.mjs';
import {
  prepareSkeleton,
  starterOf,
  startSkeletonPreview,
} from '../../../scripts/compat/serve.mjs';

const here = dirname(fileURLToPath(import.meta.url));

/** The skeleton the bench compares with: the last (newest) of the check's list. */
export const newestSkeleton = SKELETONS.at(-1);

/**
 * Serves the newest skeleton against `commerceUrl`. Resolves to `{ origin, name, stop }`, or to
 * `{ unavailable }` with the reason when it cannot be installed, built or served (no registry,
 * `BENCH_HYDROGEN=off`), so the bench prints why its rows are missing rather than failing.
 */
export async function startHydrogenSkeleton(commerceUrl) {
  const name = `Hydrogen ${newestSkeleton.hydrogen} skeleton`;
  if (process.env.BENCH_HYDROGEN === 'off') return { unavailable: 'BENCH_HYDROGEN=off' };
  try {
    const cli = unpack('@shopify/cli-hydrogen', newestSkeleton.cli);
    const dir = prepareSkeleton(newestSkeleton, starterOf(cli), cache);
    const preview = await startSkeletonPreview(newestSkeleton, dir, {
      storeDomain: commerceUrl,
      checkoutHost: new URL(commerceUrl).host,
    });
    return { name, origin: preview.origin, stop: preview.stop };
  } catch (error) {
    const reason = String(error.message ?? error).split('\n')[0];
    return {
      unavailable: `${name} could not be served (${reason}; see ${join(here, '../../../scripts/compat')})`,
    };
  }
}
