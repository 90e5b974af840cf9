import type { ReactNode } from 'react';

/** Splits "Title - Subtitle" on the first " - " (behaviour §2 Product card). */
export function splitProductTitle(fullTitle: string): { title: string; subtitle: string | null } {
  const index = fullTitle.indexOf(' - ');
  if (index === -1) return { title: fullTitle, subtitle: null };
  return { title: fullTitle.slice(0, index), subtitle: fullTitle.slice(index + 3) };
}

/** The subtitle with its first parenthesised part, parentheses included, in italics (behaviour §2). */
export function renderSubtitle(subtitle: string): ReactNode {
  const match = /\([^)]*\)/.exec(subtitle);
  if (!match) return subtitle;
  const before = subtitle.slice(0, match.index);
  const after = subtitle.slice(match.index + match[0].length);
  return (
    <>
      {before}
      <em data-slot="product-card-subtitle-em">{match[0]}</em>
      {after}
    </>
  );
}
