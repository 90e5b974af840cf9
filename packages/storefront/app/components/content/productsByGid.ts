import { createContext } from 'react';
import type { ProductCardData } from '../../lib/commerce/types';

/** Products of the products modules, keyed by gid: resolved, or a promise streamed by the loader. */
export type ProductsByGid = Record<string, ProductCardData>;

/**
 * Commerce products resolved by the loader for the products modules. Its own module, so a route
 * can provide it without loading the rich text renderer up front.
 */
export const ProductsByGidContext = createContext<ProductsByGid | Promise<ProductsByGid>>({});
