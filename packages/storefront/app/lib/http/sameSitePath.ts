/**
 * Redirect targets and internal links must stay on this site (issue 13). Browsers strip tabs and
 * newlines from URLs and read `\` as `/`, so `/\t/evil.example` or `/\evil.example` would leave the
 * site; anything with a control character or backslash is refused outright, and the value the URL
 * parser normalises must still be a path with a single leading slash.
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
  // Dot segments can collapse `/.//host` into `//host`, which a browser reads as another site.
  return path.startsWith('//') ? undefined : path;
}
