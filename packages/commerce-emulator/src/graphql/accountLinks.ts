import type { IncomingMessage } from 'node:http';

/**
 * Shopify builds the links of its account e-mails on the shop's primary domain, with the market's
 * subfolder (`/en-us`) for a buyer outside the primary market. The emulator has no admin where a
 * merchant sets that domain, so the storefront names its public origin in this header on the calls
 * that mail a link; without it the emulator's configured storefront origin, then its own, is used.
 */
export const STOREFRONT_ORIGIN_HEADER = 'x-emulator-storefront-origin';

/** The origin of `value` when it is an http(s) URL, else `undefined`. */
export function httpOrigin(value: string | undefined | null): string | undefined {
  if (!value) return undefined;
  try {
    const url = new URL(value);
    return url.protocol === 'http:' || url.protocol === 'https:' ? url.origin : undefined;
  } catch {
    return undefined;
  }
}

/** The storefront origin a request names in {@link STOREFRONT_ORIGIN_HEADER}, if a valid one. */
export function storefrontOriginOf(req: IncomingMessage): string | undefined {
  const header = req.headers[STOREFRONT_ORIGIN_HEADER];
  return httpOrigin(Array.isArray(header) ? header[0] : header);
}

/** The shop's primary market: its pages carry no subfolder. */
const PRIMARY = { lang: 'fr', country: 'FR' };

/** The market subfolder of a language and country: none for the primary market, else `/en-us`. */
export function marketSubfolder(lang: string, country: string): string {
  return lang === PRIMARY.lang && country === PRIMARY.country
    ? ''
    : `/${lang.toLowerCase()}-${country.toLowerCase()}`;
}
