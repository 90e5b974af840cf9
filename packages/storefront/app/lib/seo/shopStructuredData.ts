import { DEFAULT_LOCALE } from '../i18n/locales';
import { localeUrl } from '../i18n/localeUrls';
import type { RootData } from '../rootData';
import { siteNameOf } from './metaBasics';
import type { Crumb, OrganizationInput } from './structuredData';

/**
 * The shop as an organisation: its name from the layout's SEO title, its home, its logo and the
 * profiles the footer links to (external links to other sites: Instagram, Pinterest…).
 */
export function shopOrganization(root: RootData): OrganizationInput {
  const sameAs = (root.layout?.footer?.linkGroups ?? [])
    .flatMap((group) => group.links ?? [])
    .flatMap((link) =>
      link._type === 'linkExternal' && /^https?:\/\//.test(link.url) ? [link.url] : [],
    );
  return {
    name: siteNameOf(root),
    url: localeUrl(root.origin, '/', DEFAULT_LOCALE),
    logo: `${root.origin}/favicon.svg`,
    sameAs: [...new Set(sameAs)],
  };
}

/** The first step of every breadcrumb trail: the home page in the page's locale. */
export function homeCrumb(root: RootData): Crumb {
  return { name: siteNameOf(root), url: localeUrl(root.origin, '/', root.locale) };
}
