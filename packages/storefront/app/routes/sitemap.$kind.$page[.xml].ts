import { data } from 'react-router';
import type { Route } from './+types/sitemap.$kind.$page[.xml]';
import { getAppContext, type AppContext } from '../lib/server/context.server';
import { DEFAULT_LOCALE } from '../lib/i18n/locales';
import { createTranslate } from '../lib/i18n/translate';
import { renderSitemap, type SitemapEntry } from '../lib/seo/sitemap';
import {
  CATALOGUE_SITEMAPS,
  catalogueSitemapEntries,
  shopSitemapEntries,
  type CatalogueSitemap,
} from '../lib/seo/sitemap.server';
import { sitemapResponse, sitemapUnavailable } from '../lib/seo/sitemapResponse.server';

/** A page number as the index writes it: 1, 2, … (no sign, no leading zero). */
const PAGE = /^[1-9]\d{0,5}$/;

const noSuchSitemap = () =>
  data(createTranslate(DEFAULT_LOCALE.language)('errors.noSuchSitemap'), { status: 404 });

/** The entries of one sitemap file, or null for a file the index never lists. */
async function fileEntries(
  context: Pick<AppContext, 'commerce' | 'content'>,
  kind: string,
  page: number,
): Promise<SitemapEntry[] | null> {
  if (kind === 'pages') return page === 1 ? shopSitemapEntries(context) : null;
  if (!Object.hasOwn(CATALOGUE_SITEMAPS, kind)) return null;
  const entries = await catalogueSitemapEntries(context, kind as CatalogueSitemap, page);
  return entries.length === 0 && page > 1 ? null : entries;
}

/**
 * One file of the sitemap index: `/sitemap/pages/1.xml` (the shop's pages outside the
 * catalogue), `/sitemap/products/:page.xml` and `/sitemap/collections/:page.xml` (250 resources
 * each, one Storefront API call). A file the index does not list is a 404.
 */
export async function loader({ params, request }: Route.LoaderArgs) {
  if (!PAGE.test(params.page)) throw noSuchSitemap();
  let entries: SitemapEntry[] | null;
  try {
    entries = await fileEntries(getAppContext(), params.kind, Number(params.page));
  } catch (error) {
    return sitemapUnavailable(error);
  }
  if (!entries) throw noSuchSitemap();
  return sitemapResponse(renderSitemap(new URL(request.url).origin, entries));
}
