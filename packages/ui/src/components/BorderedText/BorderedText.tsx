import type { ReactNode } from 'react';
import * as styles from './BorderedText.css.js';

/** The editorial bordered text box (behaviour §2 embeddable modules). */
export function BorderedText({ children }: { children: ReactNode }) {
  return (
    <div className={styles.box} data-slot="bordered-text">
      {children}
    </div>
  );
}
