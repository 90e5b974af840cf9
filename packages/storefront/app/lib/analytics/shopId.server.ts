import type { CommerceClient } from '../commerce/client.server';
import type { Locale } from '../i18n/locales';

/**
 * The shop's gid, which every analytics event names (hydrogen-react's `shopId`). Read through the
 * cached commerce client, so it costs one Storefront API call per cache period, not per page; a
 * failure leaves analytics without it rather than failing the page (analytics are not critical).
 */
export async function fetchShopId(
  commerce: CommerceClient,
  locale: Locale,
): Promise<string | undefined> {
  try {
    const { shop } = await commerce.query<{ shop: { id: string } }>(SHOP_ID_QUERY, { locale });
    return shop.id;
  } catch (error) {
    console.error(error);
    return undefined;
  }
}

const SHOP_ID_QUERY = `#graphql
  query ShopId($country: CountryCode, $language: LanguageCode)
  @inContext(country: $country, language: $language) {
    shop { id }
  }
`;
