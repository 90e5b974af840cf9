import type { ReactNode } from 'react';
import * as styles from './AuthCard.css';
import * as type from './accountType.css';

/**
 * The frame of the signed-out screens (login, register, recover, reset, activate): one narrow
 * column, the title in the display serif, a short line of introduction, the form, then the links
 * to the neighbouring screens.
 */
export function AuthCard({
  title,
  intro,
  children,
  footer,
  slot,
}: {
  title: string;
  intro?: string;
  children: ReactNode;
  footer?: ReactNode;
  slot: string;
}) {
  return (
    <section className={styles.card} data-slot={slot} aria-labelledby="account-auth-title">
      <p className={type.eyebrow} aria-hidden="true">
        Atelier Treize
      </p>
      <h1 id="account-auth-title" className={type.title}>
        {title}
      </h1>
      {intro ? <p className={styles.intro}>{intro}</p> : null}
      {children}
      {footer ? <div className={styles.footer}>{footer}</div> : null}
    </section>
  );
}
