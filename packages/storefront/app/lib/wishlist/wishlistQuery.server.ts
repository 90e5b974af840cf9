import { z } from '../zod';
import type { CommerceClient } from '../commerce/client.server';
import { MONEY_FRAGMENT } from '../commerce/fragments';
import type { Locale } from '../i18n/locales';
import { MAX_WISHLIST_IDS, PRODUCT_GID } from './wishlistIds';
import type { WishlistApiMessages } from './wishlistMessages';
import type { WishlistProductData } from './wishlistProduct';

/** How long the lookup may wait for the Storefront API before the endpoint answers 503. */
export const WISHLIST_LOOKUP_TIMEOUT_MS = 5_000;

/** How many invalid ids a 400 message quotes, so a long bad list does not echo back whole. */
const QUOTED_BAD_IDS = 3;

/**
 * The `ids` query parameter (behaviour §7: comma-separated product gids), checked with messages in the
 * asking page's language: present, at most {@link MAX_WISHLIST_IDS}, each a Product gid. Repeats
 * are dropped, the order is kept.
 */
export function wishlistIdsSchema(messages: WishlistApiMessages) {
  return z
    .string({ error: messages.missingIds })
    .transform((raw) =>
      raw
        .split(',')
        .map((id) => id.trim())
        .filter(Boolean),
    )
    .check((context) => {
      const ids = context.value;
      if (ids.length === 0) {
        context.issues.push({ code: 'custom', message: messages.missingIds, input: ids });
        return;
      }
      if (ids.length > MAX_WISHLIST_IDS) {
        context.issues.push({
          code: 'custom',
          message: messages.tooManyIds(MAX_WISHLIST_IDS),
          input: ids,
        });
        return;
      }
      const bad = ids.filter((id) => !PRODUCT_GID.test(id));
      if (bad.length > 0) {
        const quoted = bad
          .slice(0, QUOTED_BAD_IDS)
          .map((id) => `"${id.slice(0, 60)}"`)
          .join(', ');
        context.issues.push({
          code: 'custom',
          message: messages.notProductIds(bad.length > QUOTED_BAD_IDS ? `${quoted}…` : quoted),
          input: ids,
        });
      }
    })
    .transform((ids) => [...new Set(ids)]);
}

/** The Storefront API took longer than {@link WISHLIST_LOOKUP_TIMEOUT_MS}. */
export class WishlistLookupTimeout extends Error {
  constructor() {
    super(
      `The Storefront API did not answer the wishlist lookup in ${WISHLIST_LOOKUP_TIMEOUT_MS} ms`,
    );
    this.name = 'WishlistLookupTimeout';
  }
}

/** Rejects with {@link WishlistLookupTimeout} when `work` takes longer than `ms`. */
function withTimeout<T>(work: Promise<T>, ms: number): Promise<T> {
  let timer: ReturnType<typeof setTimeout> | undefined;
  const timeout = new Promise<never>((_, reject) => {
    timer = setTimeout(() => reject(new WishlistLookupTimeout()), ms);
  });
  return Promise.race([work, timeout]).finally(() => clearTimeout(timer));
}

/**
 * The products of these ids in the locale's language and currency, read with `nodes(ids:)`, in the
 * order of `ids` (the panel reverses it, behaviour §7); ids that no longer resolve to a product are
 * left out.
 */
export async function fetchWishlistProducts(
  commerce: CommerceClient,
  locale: Locale,
  ids: readonly string[],
  timeoutMs = WISHLIST_LOOKUP_TIMEOUT_MS,
): Promise<WishlistProductData[]> {
  const { nodes } = await withTimeout(
    commerce.query<{ nodes: (WishlistProductData | Record<string, never> | null)[] }>(
      WISHLIST_PRODUCTS_QUERY,
      { locale, variables: { ids } },
    ),
    timeoutMs,
  );
  return nodes.filter((node): node is WishlistProductData => Boolean(node && 'handle' in node));
}

const WISHLIST_PRODUCTS_QUERY = `#graphql
  query WishlistProducts($ids: [ID!]!, $country: CountryCode, $language: LanguageCode)
  @inContext(country: $country, language: $language) {
    nodes(ids: $ids) {
      ... on Product {
        id
        handle
        title
        availableForSale
        featuredImage { url altText width }
        variants(first: 1) {
          nodes {
            id
            price { ...Money }
            compareAtPrice { ...Money }
          }
        }
      }
    }
  }
  ${MONEY_FRAGMENT}
`;
