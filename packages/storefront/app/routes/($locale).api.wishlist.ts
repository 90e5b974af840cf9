import { data } from 'react-router';
import type { Route } from './+types/($locale).api.wishlist';
import { CommerceError } from '../lib/commerce/client.server';
import { getAppContext } from '../lib/server/context.server';
import { requireLocale } from '../lib/i18n/locale.server';
import {
  WishlistLookupTimeout,
  fetchWishlistProducts,
  wishlistIdsSchema,
} from '../lib/wishlist/wishlistQuery.server';
import { wishlistApiMessages } from '../lib/wishlist/wishlistMessages';

/** Products change rarely; a minute of reuse spares the API when a shopper browses page to page. */
const SUCCESS_CACHE = 'public, max-age=60';

/**
 * `GET {locale prefix}/api/wishlist?ids=<comma-separated Product gids>` (behaviour §2, §3, §7): the
 * saved products as `{ products }`, in the language and currency of the locale prefix (none for
 * French in euros, `/en-us` for English in dollars, `/en-fr` for English in euros), in the order
 * of `ids`; ids that no longer resolve are left out. Bad input answers 400 and the commerce backend
 * being down or slow answers 503, each with `{ error }` worded in the page's language.
 */
export async function loader({ request, params }: Route.LoaderArgs) {
  const locale = requireLocale(params);
  const messages = wishlistApiMessages(locale.language);
  const parsed = wishlistIdsSchema(messages).safeParse(
    new URL(request.url).searchParams.get('ids') ?? undefined,
  );
  if (!parsed.success) {
    return data(
      { error: parsed.error.issues[0]?.message ?? messages.missingIds },
      { status: 400, headers: { 'Cache-Control': 'no-store' } },
    );
  }
  try {
    const products = await fetchWishlistProducts(getAppContext().commerce, locale, parsed.data);
    return data({ products }, { headers: { 'Cache-Control': SUCCESS_CACHE } });
  } catch (error) {
    // Down, slow or answering nonsense: the shopper's panel says so, the log says why.
    const known = error instanceof CommerceError || error instanceof WishlistLookupTimeout;
    console.error('Wishlist lookup failed:', known ? error.message : error);
    return data(
      { error: messages.unavailable },
      { status: 503, headers: { 'Cache-Control': 'no-store', 'Retry-After': '30' } },
    );
  }
}
