import { lazyComponent } from '../lazyComponent';

/**
 * The buying column as an island: options, add to cart, heart and contact button
 * hydrate from their own chunk. Their server HTML works meanwhile (option links, the add-to-cart
 * form posts without JavaScript).
 */
export const LazyProductDetails = lazyComponent(() =>
  import('./ProductDetails').then((module) => module.ProductDetails),
);
