import type { ShopifyAnalyticsProduct } from '@shopify/hydrogen-react';
import type { ProductData, Variant } from '../commerce/types';

/**
 * The §3 analytics product fields of one variant: variant id, product id, name, variant name,
 * brand, price, quantity, sku and category, in hydrogen-react's `ShopifyAnalyticsProduct` shape.
 */
export function toAnalyticsProduct(
  product: Pick<ProductData, 'id' | 'title' | 'vendor' | 'productType'>,
  variant: Pick<Variant, 'id' | 'title' | 'price' | 'sku'>,
  quantity = 1,
): ShopifyAnalyticsProduct {
  return {
    productGid: product.id,
    variantGid: variant.id,
    name: product.title,
    variantName: variant.title,
    brand: product.vendor ?? '',
    price: variant.price.amount,
    quantity,
    ...(variant.sku ? { sku: variant.sku } : {}),
    ...(product.productType ? { category: product.productType } : {}),
  };
}

/**
 * The product page's part of its page view (Hydrogen's `analytics` loader field); its page type
 * comes from the route's `handle`, as every page's does.
 */
export function productPageAnalytics(product: ProductData, variant: Variant | null | undefined) {
  const products = variant ? [toAnalyticsProduct(product, variant)] : [];
  return {
    resourceId: product.id,
    products,
    totalValue: products.reduce((sum, p) => sum + Number(p.price), 0),
  };
}
