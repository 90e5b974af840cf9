/**
 * The one rule for every address the shop sends a browser to from input (sign-in return paths,
 * the privacy notice, the locale switch, preview, internal links). The value is resolved with the
 * WHATWG URL parser against a stand-in origin and kept only when the result has that origin and
 * reads as a path. Browsers strip tabs and newlines from URLs and read `\` as `/`, so
 * `/\t/evil.example` or `/\evil.example` would leave the site: anything with a control character
 * or a backslash is refused outright. The result is the parser's serialisation, which
 * percent-encodes every non-ASCII character, so it can always be sent as a `Location` header.
 */
const BASE = 'http://same-site.invalid';

/** The normalised same-site path of `value` (`/a?b#c`), or `undefined` when it may leave the site. */
export function sameSitePath(value: unknown): string | undefined {
  if (typeof value !== 'string' || !value.startsWith('/') || value.startsWith('//'))
    return undefined;
  // C0 controls, DEL and the backslash: browsers drop or rewrite them before following a URL.
  // eslint-disable-next-line no-control-regex -- matching control characters is the point here
  if (/[\u0000-\u001f\u007f\\]/.test(value)) return undefined;
  let url: URL;
  try {
    url = new URL(value, BASE);
  } catch {
    return undefined;
  }
  if (url.origin !== BASE) return undefined;
  const path = `${url.pathname}${url.search}${url.hash}`;
  // Dot segments (also encoded, `%2e%2e`) can collapse `/.//host` into `//host`, another site.
  return path.startsWith('//') ? undefined : path;
}

/** Where to send the browser: `value` when it is a path on this site, `fallback` otherwise. */
export function sameSitePathOr(value: unknown, fallback: string): string {
  return sameSitePath(value) ?? fallback;
}

/**
 * The page a request came from, as a path on this site: its `Referer` when that names this host
 * and reads as a same-site path, `undefined` otherwise (no Referer, one that is not a URL such as
 * `http://[::1`, another site's page, or a path that would leave the site).
 */
export function refererPath(request: Request): string | undefined {
  const referer = request.headers.get('Referer');
  if (!referer) return undefined;
  let from: URL;
  try {
    from = new URL(referer);
  } catch {
    return undefined;
  }
  if (from.host !== new URL(request.url).host) return undefined;
  return sameSitePath(`${from.pathname}${from.search}`);
}
