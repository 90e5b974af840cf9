/**
 * HTTP caching of pages, so that the storefront scales behind any CDN. A successful GET
 * without cookies shows nothing personal (no cart, no preview), so shared caches may keep it for a
 * minute and serve it stale for ten while they refresh; anything else is private to its visitor.
 */
export const SHARED_PAGE_CACHE = 'public, max-age=0, s-maxage=60, stale-while-revalidate=600';
export const PRIVATE_PAGE_CACHE = 'private, no-store';

/** Sets `Cache-Control` (unless a route already did) and `Vary: Cookie` on a document response. */
export function applyPageCaching(request: Request, status: number, headers: Headers): void {
  headers.append('Vary', 'Cookie');
  if (headers.has('Cache-Control')) return;
  const shareable =
    request.method === 'GET' &&
    status === 200 &&
    !request.headers.get('Cookie') &&
    !headers.has('Set-Cookie');
  headers.set('Cache-Control', shareable ? SHARED_PAGE_CACHE : PRIVATE_PAGE_CACHE);
}
