import type { Route } from './+types/[sitemap.xml]';
import { getAppContext } from '../lib/server/context.server';
import { renderSitemap } from '../lib/seo/sitemap';
import { collectSitemapEntries } from '../lib/seo/sitemap.server';

/** `/sitemap.xml`: every public page in the three locales, with hreflang alternates. */
export async function loader({ request }: Route.LoaderArgs) {
  const origin = new URL(request.url).origin;
  try {
    const entries = await collectSitemapEntries(getAppContext());
    return new Response(renderSitemap(origin, entries), {
      headers: {
        'Content-Type': 'application/xml; charset=utf-8',
        'Cache-Control': 'public, max-age=3600',
      },
    });
  } catch (error) {
    // A crawler retries later on a 503; it must never cache half a sitemap.
    console.error(error);
    return new Response('The sitemap is unavailable right now; try again in a few minutes.', {
      status: 503,
      headers: { 'Content-Type': 'text/plain; charset=utf-8', 'Retry-After': '300' },
    });
  }
}
