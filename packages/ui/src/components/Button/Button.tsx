import type { ButtonHTMLAttributes, Ref } from 'react';
import { Loader } from '../Loader/Loader.js';
import * as styles from './Button.css.js';

export const buttonVariants = ['primary', 'secondary', 'ghost'] as const;
export type ButtonVariant = (typeof buttonVariants)[number];

export interface ButtonProps extends ButtonHTMLAttributes<HTMLButtonElement> {
  variant?: ButtonVariant;
  /** Shows the 250 ms loader in place of the label and blocks clicks (behaviour §4 newsletter loading). */
  loading?: boolean;
  /** Label read while loading. */
  loadingLabel?: string;
  fullWidth?: boolean;
  ref?: Ref<HTMLButtonElement>;
}

/** The shop's button: primary, secondary or ghost, with a loading state. */
export function Button({
  variant = 'primary',
  loading = false,
  loadingLabel = 'Loading',
  fullWidth = false,
  type = 'button',
  className,
  children,
  disabled,
  ...rest
}: ButtonProps) {
  const classes = [
    styles.button,
    styles.variant[variant],
    fullWidth ? styles.fullWidth : '',
    className ?? '',
  ]
    .filter(Boolean)
    .join(' ');
  return (
    <button
      type={type}
      className={classes}
      data-slot="button"
      data-variant={variant}
      data-state={loading ? 'loading' : 'idle'}
      disabled={disabled || loading}
      aria-busy={loading || undefined}
      {...rest}
    >
      <span className={loading ? styles.hiddenLabel : undefined} data-slot="button-label">
        {children}
      </span>
      {loading ? (
        <span className={styles.loaderSlot} data-slot="button-loader">
          <Loader label={loadingLabel} />
        </span>
      ) : null}
    </button>
  );
}
