import type { MetaDescriptor } from 'react-router';
import { contentShareImage } from '../content/image';
import { getLocaleFromPathname } from '../i18n/locales';
import type { RootData } from '../rootData';
import { joinTitle, rootDataOf, siteNameOf } from './metaBasics';
import { localeUrl } from '../i18n/localeUrls';
import { seoMeta, type OpenGraphType, type ShareImage } from './seo';

/** The layout's link-preview picture, used by pages that have none of their own. */
export function layoutShareImage(root: RootData | undefined): ShareImage | undefined {
  if (!root?.layout?.seo?.image) return undefined;
  return contentShareImage(root.imageConfig, root.layout.seo.image);
}

export interface PageSeo {
  title?: string | null;
  description?: string | null;
  /** The page's own picture; the layout's SEO image otherwise. */
  image?: ShareImage | null;
  type?: OpenGraphType;
  /** The canonical path when it is not the visited one without its query (product variants). */
  canonicalPath?: string;
  noindex?: boolean;
}

/**
 * Meta tags of a page: "page title, separator, site title", description (page's or the site's),
 * canonical and hreflang links, Open Graph and Twitter card tags (behaviour §5). Preview pages show
 * drafts, so they stay out of search engines whatever the page.
 */
export function pageMeta(
  matches: readonly ({ id: string; loaderData?: unknown } | undefined)[],
  location: { pathname: string; search: string },
  page: PageSeo,
): MetaDescriptor[] {
  const root = rootDataOf(matches);
  const seo = root?.layout?.seo;
  const site = siteNameOf(root);
  const title = page.title ? joinTitle(page.title, seo?.separator, site) : site;
  const origin = root?.origin ?? '';
  const locale = root?.locale ?? getLocaleFromPathname(location.pathname);
  const canonicalPath = page.canonicalPath ?? location.pathname;
  return seoMeta({
    title,
    description: page.description || seo?.description,
    url: localeUrl(origin, canonicalPath, locale),
    image: page.image ?? layoutShareImage(root),
    handle: seo?.handle,
    origin,
    pathname: canonicalPath,
    type: page.type ?? 'website',
    locale,
    siteName: site,
    noindex: page.noindex || root?.preview === true,
  });
}
