import { isRouteErrorResponse, Link, useLocation } from 'react-router';
import { useLocale, useRootData, useTranslate } from '../hooks/useRootData';
import { localizePath } from '../lib/i18n/locales';
import * as styles from './ErrorView.css';
import { button, primaryButton } from './button.css';

/**
 * Error screens of behaviour §2 and §8: a 404 shows the not-found label, title and text from the
 * content layout; other responses their status and data; any other error its message; the
 * translated "something went wrong" heading tops the generic view, with the stack in development.
 */
export function ErrorView({ error }: { error: unknown }) {
  const t = useTranslate();
  const locale = useLocale();
  const notFound = useRootData()?.layout?.notFoundPage;
  const { pathname, search } = useLocation();

  // A backend is down or too slow: say so plainly and offer the same page again.
  if (isRouteErrorResponse(error) && error.status === 503) {
    return (
      <section className={styles.view} data-testid="unavailable" role="alert">
        <h1>{t('errors.unavailable.title')}</h1>
        <p>{t('errors.unavailable.text')}</p>
        <p>
          <a href={`${pathname}${search}`}>{t('errors.unavailable.retry')}</a>
        </p>
      </section>
    );
  }

  // Refused (a wrong preview secret, say): the shop's own words, never the server's reason.
  if (isRouteErrorResponse(error) && error.status === 403) {
    return (
      <section className={styles.view} data-testid="forbidden" role="alert">
        <p className={styles.label}>403</p>
        <h1>{t('errors.forbidden.title')}</h1>
        <p>{t('errors.forbidden.text')}</p>
        <p className={styles.actions}>
          <Link className={primaryButton} to={localizePath('/', locale)}>
            {t('notFound.home')}
          </Link>
        </p>
      </section>
    );
  }

  if (isRouteErrorResponse(error) && error.status === 404) {
    return (
      <section className={styles.view} data-testid="not-found">
        <p className={styles.label}>{notFound?.label ?? '404'}</p>
        <h1>{notFound?.title ?? t('errors.status', { status: 404 })}</h1>
        {notFound?.text ? <p>{notFound.text}</p> : null}
        {/* The text points somewhere: these are the ways to get there. */}
        <p className={styles.actions}>
          <Link className={primaryButton} to={localizePath('/', locale)}>
            {t('notFound.home')}
          </Link>
          <Link className={button} to={localizePath('/collections', locale)}>
            {t('notFound.collections')}
          </Link>
        </p>
      </section>
    );
  }

  return (
    <section className={styles.view} data-testid="error-view">
      <h1>{t('errors.somethingWentWrong')}</h1>
      {isRouteErrorResponse(error) ? (
        <>
          <p>{t('errors.status', { status: error.status })}</p>
          <p>{typeof error.data === 'string' ? error.data : JSON.stringify(error.data)}</p>
        </>
      ) : error instanceof Error ? (
        <>
          <p>{error.message}</p>
          {import.meta.env.DEV && error.stack ? (
            <details>
              <summary>{t('errors.stack')}</summary>
              <pre>{error.stack}</pre>
            </details>
          ) : null}
        </>
      ) : null}
    </section>
  );
}
