import type { PortableTextBody } from '../content/types';
import type { Locale } from '../i18n/locales';
import type { CommerceClient } from './client.server';
import { PRODUCT_CARD_FRAGMENTS } from './fragments';
import type { ProductCardData } from './types';

/** Storefront API ids are `gid://shopify/{Type}/{id}`. */
export const GID = /^gid:\/\/shopify\/[A-Za-z]+\/[A-Za-z0-9-]+$/;

/** The product gids named by the products modules of an editorial body. */
export function productGidsOf(body: PortableTextBody | null | undefined): string[] {
  const gids = new Set<string>();
  for (const block of body ?? []) {
    if (block._type !== 'module.products') continue;
    // A draft read in preview may still lack a field the schema requires.
    for (const item of block.products ?? []) {
      if (typeof item.gid === 'string' && GID.test(item.gid)) gids.add(item.gid);
    }
  }
  return [...gids];
}

/** Product cards for these gids, keyed by gid; unknown or non-product ids are left out. */
export async function fetchProductCards(
  commerce: CommerceClient,
  locale: Locale,
  ids: string[],
): Promise<Record<string, ProductCardData>> {
  if (ids.length === 0) return {};
  const result = await commerce.query<{
    nodes: (ProductCardData | Record<string, never> | null)[];
  }>(PRODUCT_CARDS_BY_ID_QUERY, { locale, variables: { ids } });
  const byId: Record<string, ProductCardData> = {};
  for (const node of result.nodes) {
    if (node && 'handle' in node) byId[node.id] = node as ProductCardData;
  }
  return byId;
}

const PRODUCT_CARDS_BY_ID_QUERY = `#graphql
  query ProductCardsById($ids: [ID!]!, $country: CountryCode, $language: LanguageCode)
  @inContext(country: $country, language: $language) {
    nodes(ids: $ids) {
      ... on Product { ...ProductCard }
    }
  }
  ${PRODUCT_CARD_FRAGMENTS}
`;
