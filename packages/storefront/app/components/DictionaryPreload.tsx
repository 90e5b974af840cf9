import { preloadModule } from 'react-dom';
import type { LanguageCode } from '../lib/i18n';

/**
 * Server-side only: asks React to put a `modulepreload` of the page's dictionary chunk in the
 * document's head, so the browser fetches it beside the entry instead of after it (issue 16).
 * Renders nothing, so the browser's hydration never sees it.
 */
export function DictionaryPreload({
  language,
  addresses,
}: {
  language: LanguageCode;
  addresses: Partial<Record<LanguageCode, string>>;
}) {
  const href = addresses[language];
  if (href) preloadModule(href, { as: 'script' });
  return null;
}
