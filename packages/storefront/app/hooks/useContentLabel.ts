import { useRootData, useTranslate } from './useRootData';

/**
 * The editors' wording for `key` from the layout's `labels` (behaviour §3), or the dictionary's when
 * they left it out: content wins, the shop never shows an empty label.
 */
export function useContentLabel(): (key: string) => string {
  const labels = useRootData()?.layout?.labels;
  const t = useTranslate();
  return (key) => labels?.find((label) => label.key === key)?.text?.trim() || t(key);
}
