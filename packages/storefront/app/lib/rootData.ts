import type { CartData } from './commerce/cartTypes';
import type { ConsentCookies } from './consent/consent.server';
import type { ContentImageConfig } from './content/image';
import type { LayoutContent } from './content/types';
import type { Locale } from './i18n/locales';

/**
 * What the root loader gives every page: the shell's content, the visitor's cart and consent, and
 * the settings the browser needs. Spelled out here rather than read from the loader's type, so
 * the hooks, meta functions and components that read it do not depend on the root module.
 */
export interface RootData {
  locale: Locale;
  layout: LayoutContent | null;
  preview: boolean;
  imageConfig: ContentImageConfig;
  /** The page's own origin, for absolute URLs in tags and structured data. */
  origin: string;
  gaTrackingId: string | undefined;
  tagManagerScriptUrl: string;
  /** The first render of the privacy notice follows the cookie (no flash). */
  consent: ConsentCookies;
  shopId: string | undefined;
  year: number;
  cart: CartData | null;
  qaInspector: boolean;
}
