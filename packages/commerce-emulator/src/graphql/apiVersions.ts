import { readFileSync } from 'node:fs';
import { gunzipSync } from 'node:zlib';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import type { IntrospectionQuery } from 'graphql';

/**
 * The Storefront API versions this emulator serves, oldest first, each with the schema Shopify
 * published for it (extracted from the `@shopify/hydrogen-react` release of that version, see
 * `scripts/extract-schema.mjs`). 2023-10 is the spec's version; 2026-04 the newest.
 */
export const SERVED_API_VERSIONS = ['2023-10', '2025-10', '2026-04'] as const;
export type ServedApiVersion = (typeof SERVED_API_VERSIONS)[number];

export const OLDEST_API_VERSION: ServedApiVersion = SERVED_API_VERSIONS[0];
export const NEWEST_API_VERSION: ServedApiVersion =
  SERVED_API_VERSIONS[SERVED_API_VERSIONS.length - 1] ?? '2026-04';

/** Shopify releases a version each quarter: YYYY-01, -04, -07, -10; `unstable` is the preview. */
const VERSION_HANDLE = /^(\d{4})-(01|04|07|10)$/;

/**
 * The version that answers a request for `requested`, as Shopify picks it, or null when the handle
 * is malformed (Shopify answers 404 then):
 * - a served version answers itself;
 * - an older or in-between version is one Shopify no longer serves: it falls forward to the
 *   oldest served version after it (for a retired version, that is Shopify's "oldest supported");
 * - a version newer than the newest, and `unstable` (the development preview), get the newest.
 */
export function resolveApiVersion(requested: string): ServedApiVersion | null {
  if (requested === 'unstable') return NEWEST_API_VERSION;
  if (!VERSION_HANDLE.test(requested)) return null;
  // YYYY-MM handles sort as text.
  return SERVED_API_VERSIONS.find((version) => version >= requested) ?? NEWEST_API_VERSION;
}

/** Committed schemas sit in schemas/, next to dist/ and src/. */
const schemaDir = join(dirname(fileURLToPath(import.meta.url)), '..', '..', 'schemas');

/** The introspection result Shopify published for `version`. */
export function loadStorefrontIntrospection(
  version: ServedApiVersion = NEWEST_API_VERSION,
): IntrospectionQuery {
  const zipped = readFileSync(join(schemaDir, `storefront-${version}.json.gz`));
  return JSON.parse(gunzipSync(zipped).toString('utf8')) as IntrospectionQuery;
}

/** `publicApiVersions`: what this emulator serves, plus the development version. */
export function publicApiVersions() {
  return [
    ...SERVED_API_VERSIONS.map((handle) => ({
      handle,
      displayName: handle === NEWEST_API_VERSION ? `${handle} (Latest)` : handle,
      supported: true,
    })),
    { handle: 'unstable', displayName: 'unstable', supported: false },
  ];
}
