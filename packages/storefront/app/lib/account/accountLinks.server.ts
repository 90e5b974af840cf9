import type { StorefrontEnv } from '../server/env.server';
import { localizePath, type Locale } from '../i18n/locales';

/**
 * The commerce emulator writes the links of account e-mails on the origin named here; Shopify
 * ignores the header and takes its primary domain and notification templates (docs/account-emails.md).
 */
export const STOREFRONT_ORIGIN_HEADER = 'X-Emulator-Storefront-Origin';

/** Where shoppers reach this storefront: `PUBLIC_STORE_ORIGIN`, else the request's own origin. */
export function storefrontOrigin(
  request: Request,
  env: Pick<StorefrontEnv, 'publicStoreOrigin'>,
): string {
  return env.publicStoreOrigin ?? new URL(request.url).origin;
}

/** The headers of a call that makes the shop mail an account link to this storefront. */
export const accountLinkHeaders = (origin: string) => ({ [STOREFRONT_ORIGIN_HEADER]: origin });

/** The absolute URL of an e-mailed reset or activation link, in the shopper's locale. */
export function accountLinkUrl(
  origin: string,
  kind: 'reset' | 'activate',
  id: string,
  token: string,
  locale: Locale,
): string {
  return `${origin}${localizePath(`/account/${kind}/${id}/${token}`, locale)}`;
}
