/**
 * Whether a state-changing request was sent by one of the shop's own pages. Browsers say where a
 * request comes from in `Sec-Fetch-Site`, which a page cannot forge; without it (older browsers),
 * `Origin` is compared with the host the request came to. A request with neither is not from a
 * browser's form or script (a command-line client, a server), which cookies could not ride on.
 */
export function isCrossSite({
  fetchSite,
  origin,
  host,
}: {
  fetchSite: string | null | undefined;
  origin: string | null | undefined;
  host: string;
}): boolean {
  // `same-site` is a sibling subdomain: another party as far as this shop knows.
  if (fetchSite) return fetchSite !== 'same-origin' && fetchSite !== 'none';
  if (origin === null || origin === undefined) return false;
  try {
    return new URL(origin).host !== host;
  } catch {
    // `Origin: null` (a sandboxed frame, a redirect across sites) or garbage.
    return true;
  }
}

/** `isCrossSite` for a Fetch API request; `url` is the page's address (its host is the request's). */
export function isCrossSiteRequest(request: Request, url: URL = new URL(request.url)): boolean {
  return isCrossSite({
    fetchSite: request.headers.get('Sec-Fetch-Site'),
    origin: request.headers.get('Origin'),
    host: url.host,
  });
}
