import {
  ProductCard as UiProductCard,
  ProductGrid as UiProductGrid,
  type ProductMedia,
} from '@treize/ui';
import { useNavigate } from 'react-router';
import { useLocale, useTranslate } from '../../hooks/useRootData';
import type { CardMedia, ProductCardData } from '../../lib/commerce/types';
import { hreflang, productPath } from '../../lib/i18n/locales';
import { useWishlistToggle } from '../wishlist/useWishlist';
import { wishlistCopy } from '../wishlist/wishlistCopy';

/** Storefront API media as the ui card takes them (behaviour §2: VIDEO plays its first source). */
export function toCardMedia(media: readonly CardMedia[]): ProductMedia[] {
  const items: ProductMedia[] = [];
  for (const item of media) {
    if (item.mediaContentType === 'VIDEO' && item.sources?.length) {
      items.push({
        mediaContentType: 'VIDEO',
        alt: item.alt,
        sources: item.sources,
        previewImage: item.previewImage ?? null,
      });
      continue;
    }
    // A video without sources falls back to its poster image.
    const image =
      item.image ??
      (item.previewImage
        ? { url: item.previewImage.url, altText: item.alt, width: item.previewImage.width }
        : null);
    if (!image) continue;
    items.push({
      mediaContentType: item.mediaContentType === 'VIDEO' ? 'IMAGE' : item.mediaContentType,
      alt: item.alt,
      // The Storefront API `Image.width`: @treize/ui ends the srcset at the source's own width.
      image: { url: image.url, altText: image.altText, width: image.width ?? null },
    });
  }
  return items;
}

/** A product card (behaviour §2) from `@treize/ui`, linked to the product page in the current locale. */
export function ProductCard({
  product,
  headingLevel,
}: {
  product: ProductCardData;
  headingLevel?: 2 | 3;
}) {
  const locale = useLocale();
  const t = useTranslate();
  const navigate = useNavigate();
  const wishlist = useWishlistToggle(product.id);
  const variant = product.variants.nodes[0];
  if (!variant) return null;
  return (
    <UiProductCard
      title={product.title}
      to={productPath(product.handle, locale)}
      media={toCardMedia(product.media.nodes)}
      price={variant.price}
      compareAtPrice={variant.compareAtPrice}
      locale={hreflang(locale)}
      onNavigate={(to) => navigate(to)}
      headingLevel={headingLevel}
      wishlisted={wishlist.saved}
      onToggleWishlist={wishlist.toggle}
      labels={{
        wishlist: wishlistCopy(locale.language).save,
        previous: t('product.previous'),
        next: t('product.next'),
        mute: t('product.mute'),
        unmute: t('product.unmute'),
        price: t('product.price'),
        compareAt: t('product.compareAtPrice'),
      }}
    />
  );
}

/** Cards in the ui grid: 4 or 5 columns on large screens (behaviour §9). */
export function ProductGrid({
  products,
  columns = 4,
  title,
  headingLevel = title ? 3 : 2,
}: {
  products: ProductCardData[];
  columns?: 4 | 5;
  title?: string;
  /** The cards' heading level; by default one below the grid's title, or `h2` without one. */
  headingLevel?: 2 | 3;
}) {
  return (
    <UiProductGrid columns={columns} title={title}>
      {products.map((product) => (
        <ProductCard key={product.id} product={product} headingLevel={headingLevel} />
      ))}
    </UiProductGrid>
  );
}
