import { preloadModule } from 'react-dom';
import type { LanguageCode } from '../lib/i18n/locales';
import type { DictionaryPart } from '../lib/i18n/translate';

/**
 * Server-side only: asks React to put a `modulepreload` of each of the page's dictionary chunks in
 * the document's head, so the browser fetches them beside the entry instead of after it.
 * Renders nothing, so the browser's hydration never sees it.
 */
export function DictionaryPreload({
  language,
  parts,
  addresses,
}: {
  language: LanguageCode;
  parts: readonly DictionaryPart[];
  addresses: Partial<Record<LanguageCode, Partial<Record<DictionaryPart, string>>>>;
}) {
  for (const part of parts) {
    const href = addresses[language]?.[part];
    if (href) preloadModule(href, { as: 'script' });
  }
  return null;
}
