/** A locale segment at the start of a path: two letters, a dash, two letters (behaviour §2). */
const LOCALE_SEGMENT = /^\/[a-z]{2}-[a-z]{2}(?=\/|$)/i;

/** The path with its leading locale segment removed, `/` at least. */
export function stripLocalePrefix(pathname: string): string {
  const rest = pathname.replace(LOCALE_SEGMENT, '');
  return rest.startsWith('/') ? rest : `/${rest}`;
}

/**
 * The redirect path of a locale switch (behaviour §7): the target locale's prefix, then the current
 * path without its locale, then the query. `/en-us/products/ring?x=1` to the default locale
 * (prefix `''`) is `/products/ring?x=1`; `/` to `/en-fr` is `/en-fr`.
 */
export function buildLocaleRedirectPath(options: {
  pathname: string;
  search?: string;
  targetPrefix: string;
}): string {
  const path = stripLocalePrefix(options.pathname);
  const prefix = options.targetPrefix.replace(/\/+$/, '');
  const joined = prefix !== '' && path === '/' ? prefix : `${prefix}${path}`;
  const search = options.search ?? '';
  const query =
    search === '' || search === '?' ? '' : search.startsWith('?') ? search : `?${search}`;
  return `${joined}${query}`;
}
