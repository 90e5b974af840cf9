import type { Route } from './+types/($locale).menu';
import { AccountLink, LocaleSwitcher } from '../components/shell/HeaderSlots';
import { MenuLinks } from '../components/shell/MenuLinks';
import { useRootData, useTranslate } from '../hooks/useRootData';
import { requireLocale } from '../lib/i18n/locale.server';
import { pageMeta } from '../lib/seo/meta';
import { metaTranslate } from '../lib/seo/metaBasics';
import { menuPage } from '../components/shell/MenuPage.css';
import { pageTitle } from '../components/pageTitle.css';
import * as menuStyles from '../components/shell/MenuLinks.css';

export const meta: Route.MetaFunction = ({ matches, location }) =>
  pageMeta(matches, location, { title: metaTranslate(matches)('header.menu') });

export function loader({ params }: Route.LoaderArgs) {
  requireLocale(params);
  return null;
}

/**
 * The mobile menu as a page: where the header's menu button leads before the scripts arrive, or
 * without them, so a phone always reaches the collections. Once the scripts run, the same button
 * opens the drawer instead.
 */
export default function MenuPage() {
  const t = useTranslate();
  const menu = useRootData()?.layout?.menu;
  return (
    <section className={`${menuStyles.menu} ${menuPage}`} data-testid="menu-page">
      <h1 className={pageTitle}>{t('header.menu')}</h1>
      <nav aria-label={t('header.menu')}>
        <MenuLinks menu={menu} />
      </nav>
      <div className={menuStyles.tools}>
        <AccountLink />
      </div>
      <LocaleSwitcher />
    </section>
  );
}
