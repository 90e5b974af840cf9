import type { ReactNode } from 'react';
import { Form, NavLink } from 'react-router';
import { useLocale, useTranslate } from '../../hooks/useRootData';
import { localizePath } from '../../lib/i18n/locales';
import * as styles from './AccountArea.css';
import * as type from './accountType.css';

/**
 * The frame of the signed-in screens: the title, the account navigation (overview, profile,
 * addresses) and the sign-out button, which posts (logout is a POST, so a link
 * prefetch or a crawler never signs anyone out).
 */
export function AccountArea({
  title,
  children,
  slot,
}: {
  title: string;
  children: ReactNode;
  slot: string;
}) {
  const t = useTranslate();
  const locale = useLocale();
  const links = [
    { to: '/account', label: t('account.nav.overview'), end: true },
    { to: '/account/edit', label: t('account.nav.edit'), end: false },
    { to: '/account/addresses', label: t('account.nav.addresses'), end: false },
  ];
  return (
    <section className={styles.area} data-slot={slot} aria-labelledby="account-area-title">
      <header className={styles.header}>
        <p className={type.eyebrow}>{t('account.title')}</p>
        <h1 id="account-area-title" className={type.title}>
          {title}
        </h1>
      </header>
      <div className={styles.layout}>
        <nav className={styles.nav} aria-label={t('account.nav.label')} data-slot="account-nav">
          <ul className={styles.navLinks}>
            {links.map((link) => (
              <li key={link.to}>
                <NavLink to={localizePath(link.to, locale)} end={link.end} prefetch="intent">
                  {link.label}
                </NavLink>
              </li>
            ))}
          </ul>
          <Form method="post" action={localizePath('/account/logout', locale)}>
            <button type="submit" className={styles.linkButton} data-slot="account-logout">
              {t('account.logout')}
            </button>
          </Form>
        </nav>
        <div className={styles.content}>{children}</div>
      </div>
    </section>
  );
}
