import type { ReactNode } from 'react';
import './account.css';

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
    <section className="account-auth" data-slot={slot} aria-labelledby="account-auth-title">
      <p className="account-eyebrow" aria-hidden="true">
        Atelier Treize
      </p>
      <h1 id="account-auth-title" className="account-title">
        {title}
      </h1>
      {intro ? <p className="account-intro">{intro}</p> : null}
      {children}
      {footer ? <div className="account-auth__footer">{footer}</div> : null}
    </section>
  );
}
