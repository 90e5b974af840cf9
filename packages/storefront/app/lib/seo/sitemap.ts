import { hreflang, LOCALES, DEFAULT_LOCALE, localizePath } from '../i18n/locales';

/** One page of the shop in the sitemap: its unprefixed path and when it last changed. */
export interface SitemapEntry {
  path: string;
  lastmod?: string | null;
}

const escapeXml = (text: string) =>
  text
    .replace(/&/g, '&amp;')
    .replace(/</g, '&lt;')
    .replace(/>/g, '&gt;')
    .replace(/"/g, '&quot;')
    .replace(/'/g, '&apos;');

/**
 * The sitemap protocol's XML: every page once per locale, each `<url>` listing all its language
 * versions as `hreflang` alternates (Google's recommendation), French as `x-default`.
 */
export function renderSitemap(origin: string, entries: readonly SitemapEntry[]): string {
  const urls = entries.flatMap((entry) => {
    const alternates = [
      ...LOCALES.map(
        (locale) =>
          `    <xhtml:link rel="alternate" hreflang="${hreflang(locale)}" href="${escapeXml(origin + localizePath(entry.path, locale))}"/>`,
      ),
      `    <xhtml:link rel="alternate" hreflang="x-default" href="${escapeXml(origin + localizePath(entry.path, DEFAULT_LOCALE))}"/>`,
    ].join('\n');
    const lastmod = entry.lastmod ? `\n    <lastmod>${escapeXml(entry.lastmod)}</lastmod>` : '';
    return LOCALES.map(
      (locale) =>
        `  <url>\n    <loc>${escapeXml(origin + localizePath(entry.path, locale))}</loc>${lastmod}\n${alternates}\n  </url>`,
    );
  });
  return [
    '<?xml version="1.0" encoding="UTF-8"?>',
    '<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9" xmlns:xhtml="http://www.w3.org/1999/xhtml">',
    ...urls,
    '</urlset>',
    '',
  ].join('\n');
}

/** A sitemap index: the addresses of the sitemap files (paths on `origin`). */
export function renderSitemapIndex(origin: string, files: readonly string[]): string {
  return [
    '<?xml version="1.0" encoding="UTF-8"?>',
    '<sitemapindex xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">',
    ...files.map((file) => `  <sitemap>\n    <loc>${escapeXml(origin + file)}</loc>\n  </sitemap>`),
    '</sitemapindex>',
    '',
  ].join('\n');
}

/** Paths robots should not crawl: the cart, accounts, search and the API, in every locale. */
const PRIVATE_PATHS = ['/cart', '/account', '/search', '/api/'];

/** robots.txt: everything public is crawlable, the private paths are not, and where the sitemap is. */
export function renderRobots(origin: string): string {
  const disallowed = LOCALES.flatMap((locale) =>
    PRIVATE_PATHS.map((path) => `Disallow: ${locale.pathPrefix}${path}`),
  );
  return [
    'User-agent: *',
    ...disallowed,
    'Disallow: /checkouts/',
    '',
    `Sitemap: ${origin}/sitemap.xml`,
    '',
  ].join('\n');
}
