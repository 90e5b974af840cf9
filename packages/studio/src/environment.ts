/**
 * Where the Studio reads and writes. The local server (`npm run studio`, scripts/studio.mjs) writes
 * `window.__TREIZE_STUDIO__` into the page, so one build serves any emulator port; a Studio built for
 * a real project reads `SANITY_STUDIO_*` variables at build time instead (only those reach the bundle)
 * and, with no emulator named, talks to Sanity's own API with Sanity's login.
 */
interface LocalStudioSettings {
  /** The content emulator's address, e.g. `http://127.0.0.1:4200`. */
  emulatorHost?: string;
  /** The storefront the Presentation tool opens in preview mode. */
  storefrontUrl?: string;
}

const local: LocalStudioSettings =
  (typeof window === 'undefined'
    ? undefined
    : (window as { __TREIZE_STUDIO__?: LocalStudioSettings }).__TREIZE_STUDIO__) ?? {};

export const projectId = process.env.SANITY_STUDIO_PROJECT_ID || 'treize';
export const dataset = process.env.SANITY_STUDIO_DATASET || 'production';
export const emulatorHost = local.emulatorHost || process.env.SANITY_STUDIO_EMULATOR_HOST || '';
export const storefrontUrl =
  local.storefrontUrl || process.env.SANITY_STUDIO_STOREFRONT_URL || 'http://localhost:3000';
