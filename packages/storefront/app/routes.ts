import { index, route, type RouteConfig } from '@react-router/dev/routes';

/**
 * Explicit route config mirroring Hydrogen's flat-route names: everything sits under the optional
 * `($locale)` segment, whose layout answers 404 for a prefix that is not configured (behaviour §2).
 */
export default [
  route('api/preview', 'routes/api.preview.ts'),
  route('robots.txt', 'routes/[robots.txt].ts'),
  route('sitemap.xml', 'routes/[sitemap.xml].ts'),
  route('sitemap/:kind/:page.xml', 'routes/sitemap.$kind.$page[.xml].ts'),
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
    route('blogs/:blogHandle', 'routes/($locale).blogs.$blogHandle._index.tsx'),
    route(
      'blogs/:blogHandle/:articleHandle',
      'routes/($locale).blogs.$blogHandle.$articleHandle.tsx',
    ),
    route('cart', 'routes/($locale).cart.tsx'),
    route('menu', 'routes/($locale).menu.tsx'),
    route('contact', 'routes/($locale).contact.tsx'),
    route('account', 'routes/($locale).account._index.tsx'),
    route('account/login', 'routes/($locale).account.login.tsx'),
    route('account/register', 'routes/($locale).account.register.tsx'),
    route('account/recover', 'routes/($locale).account.recover.tsx'),
    route('account/reset/:id/:token', 'routes/($locale).account.reset.$id.$token.tsx'),
    route('account/activate/:id/:token', 'routes/($locale).account.activate.$id.$token.tsx'),
    route('account/edit', 'routes/($locale).account.edit.tsx'),
    route('account/addresses', 'routes/($locale).account.addresses.tsx'),
    route('account/orders/:id', 'routes/($locale).account.orders.$id.tsx'),
    route('account/orders/:id/status', 'routes/($locale).account.orders.$id.status.ts'),
    route('account/logout', 'routes/($locale).account.logout.ts'),
    route('api/fetchgids', 'routes/($locale).api.fetchgids.ts'),
    route('api/wishlist', 'routes/($locale).api.wishlist.ts'),
    route('api/consent', 'routes/($locale).api.consent.ts'),
    route('*', 'routes/($locale).$.tsx'),
  ]),
] satisfies RouteConfig;
