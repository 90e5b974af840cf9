import type { Money } from '../commerce/types';

/** A wishlist product (behaviour §3): what a panel line shows and links to. */
export interface WishlistProductData {
  id: string;
  handle: string;
  title: string;
  availableForSale: boolean;
  featuredImage: { url: string; altText: string | null; width: number | null } | null;
  /** The first variant only: its price and compare-at price (behaviour §3, §5). */
  variants: { nodes: { id: string; price: Money; compareAtPrice: Money | null }[] };
}
