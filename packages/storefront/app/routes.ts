import { index, route, type RouteConfig } from '@react-router/dev/routes';

/**
 * Explicit route config mirroring Hydrogen's flat-route names: everything sits under the optional
 * `($locale)` segment, whose layout answers 404 for a prefix that is not configured (spec §2).
 */
export default [
  route('api/preview', 'routes/api.preview.ts'),
  route('api/subscribe', 'routes/api.subscribe.ts'),
  route('api/contact', 'routes/api.contact.ts'),
  route(
    '.well-known/shopify/monorail/unstable/produce_batch',
    'routes/[.well-known].shopify.monorail.unstable.produce_batch.ts',
  ),
  route(':locale?', 'routes/($locale).tsx', [
    index('routes/($locale)._index.tsx'),
    route('products/:handle', 'routes/($locale).products.$handle.tsx'),
    route('collections', 'routes/($locale).collections._index.tsx'),
    route('collections/:handle', 'routes/($locale).collections.$handle.tsx'),
    route('search', 'routes/($locale).search.tsx'),
    route('pages/:slug', 'routes/($locale).pages.$slug.tsx'),
    route('policies/:handle', 'routes/($locale).policies.$handle.tsx'),
    route('cart', 'routes/($locale).cart.tsx'),
    route('api/fetchgids', 'routes/($locale).api.fetchgids.ts'),
    route('api/consent', 'routes/($locale).api.consent.ts'),
    route('*', 'routes/($locale).$.tsx'),
  ]),
] satisfies RouteConfig;
