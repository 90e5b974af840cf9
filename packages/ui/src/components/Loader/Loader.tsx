import { visuallyHidden } from '../../styles/visuallyHidden.css.js';
import * as styles from './Loader.css.js';

export interface LoaderProps {
  /** Announced to screen readers while loading. */
  label?: string;
}

/** Three dots lit in turn, one every 250 ms (behaviour §9). */
export function Loader({ label = 'Loading' }: LoaderProps) {
  return (
    <span className={styles.loader} role="status" data-slot="loader" data-state="loading">
      <span className={styles.dot} data-slot="loader-dot" aria-hidden="true" />
      <span className={styles.dot} data-slot="loader-dot" aria-hidden="true" />
      <span className={styles.dot} data-slot="loader-dot" aria-hidden="true" />
      <span className={visuallyHidden}>{label}</span>
    </span>
  );
}
