import { lazyComponent } from '../lazyComponent';

/**
 * The product grid as an island: the cards' carousel (Embla), videos and wishlist
 * hearts hydrate from their own chunk. The server HTML, links included, works meanwhile.
 */
export const LazyProductGrid = lazyComponent(() =>
  import('./ProductCard').then((module) => module.ProductGrid),
);
