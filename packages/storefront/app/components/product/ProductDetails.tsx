import type { ShopifyAnalyticsProduct } from '@shopify/hydrogen-react';
import { useTranslate } from '../../hooks/useRootData';
import type { ProductData, SelectedOptionValue, Variant } from '../../lib/commerce/types';
import { ContactButton } from '../contact/ContactButton';
import { WishlistHeart } from '../wishlist/WishlistHeart';
import { AddToCart } from './AddToCart';
import { CopyLinkButton } from './CopyLinkButton';
import { PriceTag } from './PriceTag';
import { ProductOptions } from './ProductOptions';
import { ProductTitle } from './ProductTitle';
import { headingWithHeart } from '../wishlist/Wishlist.css';
import { details, label as labelStyle } from './ProductPage.css';

/**
 * The product page's buying column (behaviour §2): label, title and heart, price, availability, the
 * option selectors, add to cart, the contact button and the copy-link action.
 */
export function ProductDetails({
  product,
  variant,
  selection,
  label,
  analyticsProduct,
}: {
  product: ProductData;
  variant: Variant | null | undefined;
  selection: SelectedOptionValue[];
  label: string | null | undefined;
  analyticsProduct: ShopifyAnalyticsProduct | undefined;
}) {
  const t = useTranslate();
  const available = Boolean(variant?.availableForSale);
  return (
    <section className={details}>
      {label ? <p className={labelStyle}>{label}</p> : null}
      <div className={headingWithHeart} data-slot="product-heading">
        <ProductTitle title={product.title} as="h1" />
        <WishlistHeart productId={product.id} />
      </div>
      {variant ? <PriceTag price={variant.price} compareAtPrice={variant.compareAtPrice} /> : null}
      <p data-testid="availability" data-available={available}>
        {variant
          ? available
            ? t('product.available')
            : t('product.soldOut')
          : t('product.unavailable')}
      </p>
      <ProductOptions
        handle={product.handle}
        options={product.options}
        variants={product.variants.nodes}
        selection={selection}
      />
      <AddToCart
        merchandiseId={variant?.id}
        available={available}
        analyticsProduct={analyticsProduct}
      />
      <ContactButton product={product.title} />
      <CopyLinkButton />
      {product.description ? <p>{product.description}</p> : null}
    </section>
  );
}
