import { redirect } from 'react-router';
import type { CommerceClient } from './client.server';
import { sameSitePath } from '../http/sameSitePath';
import { localizePath, type Locale } from '../i18n/locales';

const URL_REDIRECT_QUERY = `#graphql
  query UrlRedirect($query: String!, $country: CountryCode, $language: LanguageCode)
  @inContext(country: $country, language: $language) {
    urlRedirects(first: 1, query: $query) { nodes { target } }
  }
`;

/**
 * Hydrogen's `storefrontRedirect`: before answering 404 for a product or collection, ask the
 * Storefront API whether the merchant renamed it (URL redirects in the Shopify admin). The path is
 * looked up without its locale prefix, as the admin stores it, and the visitor stays in their
 * locale. A target on another site is followed only when it is absolute http(s).
 * Never throws for a lookup that fails: the visitor then gets the 404 they would have had.
 */
export async function redirectIfRenamed(
  commerce: CommerceClient,
  locale: Locale,
  path: string,
): Promise<Response | null> {
  let target: string | undefined;
  try {
    const { urlRedirects } = await commerce.query<{
      urlRedirects: { nodes: { target: string }[] };
    }>(URL_REDIRECT_QUERY, { locale, variables: { query: `path:${path}` } });
    target = urlRedirects.nodes[0]?.target;
  } catch (error) {
    console.error(error);
    return null;
  }
  if (!target) return null;
  const samePath = sameSitePath(target);
  if (samePath !== undefined) return redirect(localizePath(samePath, locale), 301);
  // Another site only as the merchant wrote it in full, serialised so it can be sent as a header.
  if (!/^https?:\/\//.test(target)) return null;
  try {
    return redirect(new URL(target).href, 301);
  } catch {
    return null;
  }
}
