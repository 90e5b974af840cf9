import type { Route } from './+types/[sitemap.xml]';
import { getAppContext } from '../lib/server/context.server';
import { renderSitemap, renderSitemapIndex } from '../lib/seo/sitemap';
import { sitemapRoot } from '../lib/seo/sitemap.server';
import { sitemapResponse, sitemapUnavailable } from '../lib/seo/sitemapResponse.server';

/**
 * `/sitemap.xml`: every public page in the three locales, with hreflang alternates; once the
 * catalogue needs more than one file, an index of the sitemap files (`/sitemap/:kind/:page.xml`).
 */
export async function loader({ request }: Route.LoaderArgs) {
  const origin = new URL(request.url).origin;
  try {
    const root = await sitemapRoot(getAppContext());
    return sitemapResponse(
      'entries' in root
        ? renderSitemap(origin, root.entries)
        : renderSitemapIndex(origin, root.files),
    );
  } catch (error) {
    return sitemapUnavailable(error);
  }
}
