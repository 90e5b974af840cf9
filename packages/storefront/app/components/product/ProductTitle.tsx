import { splitTitle } from '../../lib/price';

/** "Title - Subtitle" with the parenthesised part of the subtitle in italics (spec §2). */
export function ProductTitle({ title, as: Tag = 'span' }: { title: string; as?: 'span' | 'h1' | 'h2' | 'h3' }) {
  const parts = splitTitle(title);
  return (
    <Tag className="product-title" data-slot="product-title">
      <span className="product-title__main">{parts.title}</span>
      {parts.subtitle !== undefined ? (
        <span className="product-title__subtitle">
          {' - '}
          {parts.subtitle}
          {parts.aside !== undefined ? (
            <>
              {' '}
              <em>({parts.aside})</em>
            </>
          ) : null}
        </span>
      ) : null}
    </Tag>
  );
}
