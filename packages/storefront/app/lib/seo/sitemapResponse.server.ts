/** A sitemap or sitemap index, as crawlers are sent it: XML, cached for an hour. */
export function sitemapResponse(xml: string): Response {
  return new Response(xml, {
    headers: {
      'Content-Type': 'application/xml; charset=utf-8',
      'Cache-Control': 'public, max-age=3600',
    },
  });
}

/** A crawler retries later on a 503; it must never cache half a sitemap. */
export function sitemapUnavailable(error: unknown): Response {
  console.error(error);
  return new Response('The sitemap is unavailable right now; try again in a few minutes.', {
    status: 503,
    headers: { 'Content-Type': 'text/plain; charset=utf-8', 'Retry-After': '300' },
  });
}
