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
import { lazyComponent } from './components/lazyComponent';
// The global sheet first, then the frame's own styles: together they are the root route's one
// stylesheet (see ShellStylesheet).
import './styles/shell.css';
import './styles/base.css';
import './components/shell/frameStyles';
import './components/content/contentStyles';
import './components/product/productDetailsStyles';
// The error screens hydrate from a lazy chunk; their styles come with the shell's, for the first paint.
import './components/ErrorView.css';
import { Shell } from './components/shell/Shell';
import { ShellStylesheet } from './components/ShellStylesheet';
import { FontFaces } from './components/FontFaces';
// The brand fonts' faces: a sheet of its own, not part of the shell's (see FontFaces).
import fontFacesHref from './styles/fonts.css?url';
import { withRequestDeadline } from './lib/server/backend.server';
import { getAppContext, isPreview } from './lib/server/context.server';
import { getRequestCart } from './lib/commerce/cart.server';
import { LAYOUT_QUERY } from './lib/content/queries';
import type { RootData } from './lib/rootData';
import { fetchShopId } from './lib/analytics/shopId.server';
import { readConsentCookies } from './lib/consent/consent.server';
import { getLocaleFromPathname, hreflang, localeSourcePath } from './lib/i18n/locales';
import { useMarkHydrated } from './hooks/useMarkHydrated';
import { useLocale, useRootData } from './hooks/useRootData';
import { joinTitle, noindexMeta } from './lib/seo/metaBasics';
import { QA_INSPECTOR_META } from './lib/qa/machineInspection';
import { getPageCache } from './lib/cache/pageCache.server';
import { useNonce } from './lib/security/nonce';
import { applySecurityHeaders } from './lib/security/headers.server';
import { shareStyleNonce } from './lib/security/shareStyleNonce';
import { ALLOWED_METHODS, guardRequest } from './lib/http/requestGuard.server';

export const links: Route.LinksFunction = () => [
  { rel: 'icon', href: '/favicon.svg', type: 'image/svg+xml' },
];

/**
 * Behaviour §2/§8: a 404 is titled "not-found title, separator, site title"; other errors "Erreur".
 * Error pages stay out of search engines.
 */
export const meta: Route.MetaFunction = ({ loaderData: data, error }): MetaDescriptor[] => {
  const seo = data?.layout?.seo;
  if (error) {
    const notFound = data?.layout?.notFoundPage;
    if (isRouteErrorResponse(error) && error.status === 404 && notFound && seo) {
      return [{ title: joinTitle(notFound.title, seo.separator, seo.title) }, ...noindexMeta()];
    }
    return [{ title: 'Erreur' }, ...noindexMeta()];
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
  // One backend budget for the whole request: its action, its loaders and every retry share it.
  (_args, next) => withRequestDeadline(getAppContext().env.backend.requestBudgetMs, next),
  // Every answer, error pages and redirects included, carries the security headers.
  async (_args, next) => {
    const response = await next();
    applySecurityHeaders(response.headers, getAppContext().env.production);
    if (response.status === 405 && !response.headers.has('Allow'))
      response.headers.set('Allow', ALLOWED_METHODS.join(', '));
    // The unread rest of an oversized body must not be taken for the next request on the socket.
    if (response.status === 413) response.headers.set('Connection', 'close');
    return response;
  },
  // Unknown methods, oversized bodies and upper-case locale prefixes never reach a loader or action.
  async ({ request, url }, next) => {
    await guardRequest(request, url);
    return next();
  },
  async ({ request }, next) => {
    const cache = getPageCache(getAppContext().env.pageCache);
    return cache ? cache.handle(request, next) : next();
  },
];

export async function loader({ request, url }: Route.LoaderArgs): Promise<RootData> {
  const { content, imageConfig, env } = getAppContext();
  // `url`, not `request.url`: a client navigation's request is for `/en-us.data`, whose first
  // segment names no locale, and the shell would turn French.
  const locale = getLocaleFromPathname(localeSourcePath(url));
  const preview = await isPreview(request);
  const consent = readConsentCookies(request);
  // Analytics name the shop in every event; the cached lookup runs beside the others.
  const shopId = fetchShopId(getAppContext().commerce, locale);
  // The shell content and the visitor's cart do not depend on each other: read both at once.
  const [layout, cart] = await Promise.all([
    content.fetch(LAYOUT_QUERY, { locale, preview }),
    getRequestCart(request, locale, getAppContext()),
  ]);
  return {
    locale,
    layout,
    preview,
    imageConfig,
    origin: url.origin,
    gaTrackingId: env.gaTrackingId || layout?.gaTrackingId || undefined,
    tagManagerScriptUrl: env.tagManagerScriptUrl,
    // The notice's first render follows the cookie (no flash); cookieless pages are the only
    // ones the micro-cache keeps (ADR 002), and for them the notice is always due.
    consent,
    shopId: await shopId,
    year: new Date().getFullYear(),
    cart,
    qaInspector: env.qaInspector,
  };
}

// Before any dialog opens: its scroll lock's <style> needs the page's nonce (ADR 006).
shareStyleNonce();

export function Layout({ children }: { children: React.ReactNode }) {
  // From the address when the root loader failed, so an English error page is `lang="en-…"`.
  const locale = useLocale();
  const nonce = useNonce();
  const qaInspector = useRootData()?.qaInspector;
  useMarkHydrated();
  return (
    <html lang={hreflang(locale)}>
      <head>
        <meta charSet="utf-8" />
        <meta name="viewport" content="width=device-width, initial-scale=1" />
        <Meta />
        <StructuredData nonce={nonce} />
        <FontFaces href={fontFacesHref} />
        {qaInspector ? <meta name={QA_INSPECTOR_META} content="on" /> : null}
      </head>
      <body>
        <ShellStylesheet nonce={nonce} routeStylesheets={<Links />} />
        {children}
        <ScrollRestoration nonce={nonce} />
        <Scripts nonce={nonce} />
      </body>
    </html>
  );
}

/** Search engines read the server's JSON-LD; the browser needs its builders only to navigate. */
const StructuredData = lazyComponent(() =>
  import('./components/shell/frameIslands').then((module) => module.StructuredData),
);

/** The notices' consent and pop-up machines hydrate from their own chunk (first load). */
const Notices = lazyComponent(() =>
  import('./components/shell/frameIslands').then((module) => module.Notices),
);

export default function App({ loaderData }: Route.ComponentProps) {
  return (
    <Shell key={loaderData.locale.pathPrefix} notices={<Notices />}>
      <Outlet />
    </Shell>
  );
}

/** Error screens are rare: their code stays out of every page's first load. */
const ErrorView = lazyComponent(() =>
  import('./components/ErrorView').then((module) => module.ErrorView),
);

export function ErrorBoundary({ error }: Route.ErrorBoundaryProps) {
  // With the shop's data, an error page is a page like the others: the privacy choice, and with
  // consent its view (a 403 or 404 page type) is counted.
  const shopLoaded = useRootData() !== undefined;
  return (
    <Shell notices={shopLoaded ? <Notices /> : undefined}>
      <ErrorView error={error} />
    </Shell>
  );
}
