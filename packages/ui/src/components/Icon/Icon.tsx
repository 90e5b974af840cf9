import * as styles from './Icon.css.js';
import { iconPaths } from './paths.js';

/** Every icon name, in the order Storybook lists them. */
export const iconNames = /* @__PURE__ */ Object.keys(iconPaths) as ReadonlyArray<
  keyof typeof iconPaths
>;
export type IconName = keyof typeof iconPaths;

export const iconSizes = ['small', 'large'] as const;
export type IconSize = (typeof iconSizes)[number];

export interface IconProps {
  name: IconName;
  size?: IconSize;
  /** Fills the shape, e.g. the heart of a wishlisted product (behaviour §4 Wishlist). */
  filled?: boolean;
  /** Accessible name; without it the icon is decorative and hidden from assistive technology. */
  label?: string;
  className?: string;
}

/** A line icon drawn with the current text colour. */
export function Icon({ name, size = 'small', filled = false, label, className }: IconProps) {
  const classes = [styles.icon, styles.size[size], filled ? styles.filled : '', className ?? '']
    .filter(Boolean)
    .join(' ');
  return (
    <svg
      viewBox="0 0 24 24"
      className={classes}
      data-slot="icon"
      data-icon={name}
      data-state={filled ? 'filled' : 'empty'}
      role={label ? 'img' : undefined}
      aria-label={label}
      aria-hidden={label ? undefined : true}
      focusable="false"
    >
      <path d={iconPaths[name]} />
    </svg>
  );
}
