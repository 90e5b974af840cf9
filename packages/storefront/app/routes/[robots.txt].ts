import type { Route } from './+types/[robots.txt]';
import { renderRobots } from '../lib/seo/sitemap';

/** `/robots.txt`: crawl the shop, not the cart, accounts, search or API; the sitemap's address. */
export function loader({ request }: Route.LoaderArgs) {
  return new Response(renderRobots(new URL(request.url).origin), {
    headers: {
      'Content-Type': 'text/plain; charset=utf-8',
      'Cache-Control': 'public, max-age=86400',
    },
  });
}
