import { renderSubtitle, splitProductTitle } from '@treize/ui';
import { subtitle } from './ProductTitle.css';

/** "Title - Subtitle" with the parenthesised part of the subtitle in italics (behaviour §2). */
export function ProductTitle({
  title,
  as: Tag = 'span',
}: {
  title: string;
  as?: 'span' | 'h1' | 'h2' | 'h3';
}) {
  const parts = splitProductTitle(title);
  return (
    <Tag data-slot="product-title">
      <span>{parts.title}</span>
      {parts.subtitle !== null ? (
        <span className={subtitle}> - {renderSubtitle(parts.subtitle)}</span>
      ) : null}
    </Tag>
  );
}
