/**
 * URL safety for content: a link from content is rendered only when its scheme is one a
 * shopper can follow safely. `javascript:`, `data:`, `vbscript:` and the like are dropped.
 */
const SAFE_PROTOCOLS = new Set(['http:', 'https:', 'mailto:', 'tel:']);

/** Whether `url` may be rendered as an `href`. Relative paths and fragments are safe. */
export function isSafeUrl(url: string | undefined | null): url is string {
  if (typeof url !== 'string' || url.trim() === '') return false;
  // The URL parser strips tabs and newlines and lowercases the scheme, as browsers do, so
  // "java\tscript:" and "JAVASCRIPT:" are recognised.
  try {
    const parsed = new URL(url, 'http://relative.invalid');
    return SAFE_PROTOCOLS.has(parsed.protocol);
  } catch {
    return false;
  }
}

/** A `mailto:` href for an address, or `undefined` when it is not an email address. */
export function mailtoHref(email: string | undefined | null): string | undefined {
  if (typeof email !== 'string' || !/^[^\s@<>()"']+@[^\s@<>()"']+\.[^\s@<>()"']+$/.test(email))
    return undefined;
  return `mailto:${email}`;
}

/** Internal content slugs are paths; a bare slug is read as a page slug (`about` → `/pages/about`). */
export function internalPath(slug: string): string {
  if (slug.startsWith('/')) return slug;
  return `/pages/${slug}`;
}
