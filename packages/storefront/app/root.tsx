import {
  Links,
  Meta,
  Outlet,
  Scripts,
  ScrollRestoration,
  isRouteErrorResponse,
  type MetaDescriptor,
} from 'react-router';
import type { Route } from './+types/root';
import { ErrorView } from './components/ErrorView';
import { Shell } from './components/shell/Shell';
import { getAppContext, isPreview } from './lib/context.server';
import { getRequestCart } from './lib/commerce/cart.server';
import { LAYOUT_QUERY } from './lib/content/queries';
import type { LayoutContent } from './lib/content/types';
import { getLocaleFromPathname, hreflang } from './lib/i18n';
import { useMarkHydrated } from './hooks/useMarkHydrated';
import { useRootData } from './hooks/useRootData';
import { joinTitle } from './lib/meta';
import { QA_INSPECTOR_META } from './lib/machineInspection';
import { getPageCache } from './lib/pageCache.server';
import stylesHref from './styles/app.css?url';
import uiStylesHref from '@treize/ui/styles.css?url';

export const links: Route.LinksFunction = () => [
  { rel: 'stylesheet', href: uiStylesHref },
  { rel: 'stylesheet', href: stylesHref },
  { rel: 'icon', href: '/favicon.svg', type: 'image/svg+xml' },
];

/** Spec §2/§8: a 404 is titled "not-found title, separator, site title"; other errors "Erreur". */
export const meta: Route.MetaFunction = ({ data, error }): MetaDescriptor[] => {
  const seo = data?.layout?.seo;
  if (error) {
    const notFound = data?.layout?.notFoundPage;
    if (isRouteErrorResponse(error) && error.status === 404 && notFound && seo) {
      return [{ title: joinTitle(notFound.title, seo.separator, seo.title) }];
    }
    return [{ title: 'Erreur' }];
  }
  return [
    { title: seo?.title ?? 'Atelier Treize' },
    ...(seo?.description ? [{ name: 'description', content: seo.description }] : []),
  ];
};

/**
 * Anonymous pages come from the in-process micro-cache when they are fresh (ADR 002): no loader,
 * no render. Everything personal (cookies, non-GET) and every failure goes around it.
 */
export const middleware: Route.MiddlewareFunction[] = [
  async ({ request }, next) => {
    const cache = getPageCache(getAppContext().env.pageCache);
    return cache ? cache.handle(request, next) : next();
  },
];

export async function loader({ request }: Route.LoaderArgs) {
  const { content, imageConfig, env } = getAppContext();
  const url = new URL(request.url);
  const locale = getLocaleFromPathname(url.pathname);
  const preview = await isPreview(request);
  // The shell content and the visitor's cart do not depend on each other: read both at once.
  const [layout, cart] = await Promise.all([
    content.fetch<LayoutContent | null>(LAYOUT_QUERY, { locale, preview }),
    getRequestCart(request, locale, getAppContext()),
  ]);
  return {
    locale,
    layout,
    preview,
    imageConfig,
    origin: url.origin,
    gaTrackingId: env.gaTrackingId || layout?.gaTrackingId || undefined,
    year: new Date().getFullYear(),
    cart,
    qaInspector: env.qaInspector,
  };
}

export function Layout({ children }: { children: React.ReactNode }) {
  const rootData = useRootData();
  const locale = rootData?.locale;
  useMarkHydrated();
  return (
    <html lang={locale ? hreflang(locale) : 'fr'}>
      <head>
        <meta charSet="utf-8" />
        <meta name="viewport" content="width=device-width, initial-scale=1" />
        <Meta />
        <Links />
        {rootData?.qaInspector ? <meta name={QA_INSPECTOR_META} content="on" /> : null}
      </head>
      <body>
        {children}
        <ScrollRestoration />
        <Scripts />
      </body>
    </html>
  );
}

export default function App({ loaderData }: Route.ComponentProps) {
  return (
    <Shell key={loaderData.locale.pathPrefix}>
      <Outlet />
    </Shell>
  );
}

export function ErrorBoundary({ error }: Route.ErrorBoundaryProps) {
  return (
    <Shell>
      <ErrorView error={error} />
    </Shell>
  );
}
