import { Children, type ReactNode } from 'react';
import * as styles from './ProductGrid.css.js';

export const productGridColumns = [4, 5] as const;
export type ProductGridColumns = (typeof productGridColumns)[number];

export interface ProductGridProps {
  /** Usually product cards; each child becomes one cell. */
  children: ReactNode;
  columns?: ProductGridColumns;
  title?: ReactNode;
}

/** The products module: a grid of 4 or 5 columns with an optional title (behaviour §2, §9). */
export function ProductGrid({ children, columns = 4, title }: ProductGridProps) {
  return (
    <section className={styles.section} data-slot="product-grid" data-columns={columns}>
      {title ? (
        <h2 className={styles.title} data-slot="product-grid-title">
          {title}
        </h2>
      ) : null}
      <ul className={`${styles.grid} ${styles.columns[columns]}`} data-slot="product-grid-list">
        {Children.map(children, (child) => (
          <li data-slot="product-grid-item">{child}</li>
        ))}
      </ul>
    </section>
  );
}
