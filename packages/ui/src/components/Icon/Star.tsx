import * as styles from './Icon.css.js';
import type { IconSize } from './Icon.js';

/** Stars go from 1 to 13, treize being the brand's number (behaviour §3 inline annotations, §9). */
export const starNumbers = [1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12, 13] as const;
export type StarNumber = (typeof starNumbers)[number];

export interface StarProps {
  number: StarNumber;
  size?: IconSize;
  className?: string;
}

/** Points of a ray from the centre of the 24 × 24 grid at the given turn fraction. */
function ray(index: number, count: number): string {
  const angle = (index / count) * 2 * Math.PI - Math.PI / 2;
  const x = 12 + 10 * Math.cos(angle);
  const y = 12 + 10 * Math.sin(angle);
  return `M12 12L${x.toFixed(2)} ${y.toFixed(2)}`;
}

/** The decorative star glyph: as many rays as its number, labelled for screen readers. */
export function Star({ number, size = 'small', className }: StarProps) {
  const d = Array.from({ length: number }, (_, index) => ray(index, number)).join('');
  return (
    <svg
      viewBox="0 0 24 24"
      className={[styles.icon, styles.size[size], className ?? ''].filter(Boolean).join(' ')}
      data-slot="star"
      data-star={number}
      role="img"
      aria-label={`★${number}`}
      focusable="false"
    >
      <path d={d} />
    </svg>
  );
}
