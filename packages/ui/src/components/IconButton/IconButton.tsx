import type { ButtonHTMLAttributes, Ref } from 'react';
import { Icon, type IconName } from '../Icon/Icon.js';
import * as styles from './IconButton.css.js';

export interface IconButtonProps extends Omit<ButtonHTMLAttributes<HTMLButtonElement>, 'children'> {
  icon: IconName;
  /** The accessible name; an icon alone says nothing to a screen reader. */
  label: string;
  /** Filled icon, e.g. a wishlisted heart. */
  filled?: boolean;
  /** Toggle buttons expose their pressed state. */
  pressed?: boolean;
  ref?: Ref<HTMLButtonElement>;
}

/** A round button holding one icon. */
export function IconButton({
  icon,
  label,
  filled,
  pressed,
  type = 'button',
  className,
  ...rest
}: IconButtonProps) {
  return (
    <button
      type={type}
      aria-label={label}
      aria-pressed={pressed}
      className={[styles.iconButton, className ?? ''].filter(Boolean).join(' ')}
      data-slot="icon-button"
      data-state={pressed === undefined ? undefined : pressed ? 'on' : 'off'}
      {...rest}
    >
      <Icon name={icon} filled={filled} />
    </button>
  );
}
