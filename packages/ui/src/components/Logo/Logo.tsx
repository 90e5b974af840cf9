import * as styles from './Logo.css.js';

export const logoVariants = ['wordmark', 'monogram'] as const;
export type LogoVariant = (typeof logoVariants)[number];

export interface LogoProps {
  /** The long wordmark normally, the monogram on product and account pages or after 150 px of scroll (behaviour §2). */
  variant?: LogoVariant;
  /** Accessible name of the brand. */
  label?: string;
}

/** The Atelier Treize logo, drawn in the current text colour with a system serif (no web font). */
export function Logo({ variant = 'wordmark', label = 'Atelier Treize' }: LogoProps) {
  const className = `${styles.logo} ${styles.variant[variant]}`;
  if (variant === 'monogram') {
    return (
      <svg
        viewBox="0 0 48 48"
        className={className}
        role="img"
        aria-label={label}
        data-slot="logo"
        data-state="monogram"
      >
        <circle cx="24" cy="24" r="22.5" fill="none" stroke="currentColor" strokeWidth="1.5" />
        <text x="24" y="31" textAnchor="middle" fontSize="20" className={styles.text}>
          XIII
        </text>
      </svg>
    );
  }
  return (
    <svg
      viewBox="0 0 240 32"
      className={className}
      role="img"
      aria-label={label}
      data-slot="logo"
      data-state="wordmark"
    >
      <text x="120" y="24" textAnchor="middle" fontSize="22" className={styles.text}>
        ATELIER TREIZE
      </text>
    </svg>
  );
}
