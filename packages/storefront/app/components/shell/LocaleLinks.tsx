import { Link, useLocation } from 'react-router';
import { useLocale, useTranslate } from '../../hooks/useRootData';
import { LOCALES, hreflang, localizePath, stripLocale } from '../../lib/i18n';

/** The three locales as links to the same page (the cart issue replaces it with the switcher form). */
export function LocaleLinks() {
  const t = useTranslate();
  const current = useLocale();
  const { pathname, search } = useLocation();
  const path = stripLocale(pathname);
  return (
    <nav aria-label={t('header.locale')} className="locale-links" data-slot="locale-switcher">
      <ul>
        {LOCALES.map((locale) => (
          <li key={locale.pathPrefix || 'default'}>
            <Link
              to={`${localizePath(path, locale)}${search}`}
              hrefLang={hreflang(locale)}
              aria-current={locale === current ? 'true' : undefined}
              reloadDocument
            >
              {locale.label}
            </Link>
          </li>
        ))}
      </ul>
    </nav>
  );
}
