import type { MetaDescriptor } from 'react-router';
import type { TranslationKey } from '../i18n/dictionaries/en';
import { joinTitle, metaTranslate, rootDataOf } from '../seo/metaBasics';

type Matches = readonly ({ id: string; data?: unknown } | undefined)[];

/**
 * Meta of an account page: its title in the page's language, and never indexed (a
 * search engine has nothing to find behind a sign-in).
 */
export function accountMeta(matches: Matches, title: TranslationKey): MetaDescriptor[] {
  const t = metaTranslate(matches);
  const seo = rootDataOf(matches)?.layout?.seo;
  return [
    { title: joinTitle(t(title), seo?.separator, seo?.title ?? 'Atelier Treize') },
    { name: 'robots', content: 'noindex' },
  ];
}

/** Account pages are one shopper's: no shared cache may keep them. */
export const accountHeaders = () => ({ 'Cache-Control': 'private, no-store' });
