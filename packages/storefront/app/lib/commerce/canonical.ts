import { productPath, type Locale } from '../i18n/locales';
import type { ProductData } from './types';
import { pickVariant, realOptions, selectionFromSearch } from './variants';

/**
 * The canonical path of a product page. Option parameters are dropped (a partial choice, tracking
 * tags, a different order are all the same page), except when they name one whole variant other
 * than the one the bare product URL shows: that variant is its own page, at the URL the shop's
 * option links give it (every option, in the product's option order).
 */
export function productCanonicalPath(
  product: Pick<ProductData, 'handle' | 'options' | 'variants'>,
  search: string,
  locale: Locale,
): string {
  const bare = productPath(product.handle, locale);
  const options = realOptions(product.options);
  let asked;
  try {
    asked = selectionFromSearch(options, new URLSearchParams(search));
  } catch {
    return bare;
  }
  if (options.length === 0 || asked.length !== options.length) return bare;
  const variant = pickVariant(product.variants.nodes, asked);
  if (!variant || variant === pickVariant(product.variants.nodes, [])) return bare;
  return productPath(product.handle, locale, asked);
}
