import { Banner, container, Logo, visuallyHidden } from '@treize/ui';
import { useLazyActorSelector } from '../../lib/actors/useLazyActorSelector';
import { useLazyMachine } from '../../lib/actors/useLazyMachine';
import { Suspense, lazy, useCallback, useState } from 'react';
import { Link } from 'react-router';
import { useLocale, useTranslate } from '../../hooks/useRootData';
import type { LayoutContent } from '../../lib/content/types';
import { localizePath } from '../../lib/i18n/locales';
import { warmUpOnIntent } from '../../lib/loading/warmUpOnIntent';
import type { LinkNavigationGroup, SimpleLink } from '../../lib/content/types';
import { ContentLink } from '../content/ContentLink';
import { DesktopNavigationGroup } from './DesktopNavigationGroup';
import { usePreloadWhenIdle } from '../lazyComponent';

import { AccountLink, CartButton, LocaleSwitcher, WishlistButton } from './HeaderSlots';
import { useLogoVariant } from './useLogoVariant';
import * as styles from './Header.css';

/** The mobile menu drawer's code is fetched on first use: a closed drawer renders nothing. */
const loadMobileMenu = () => import('./MobileMenu');
const MobileMenu = lazy(() => loadMobileMenu().then((module) => ({ default: module.MobileMenu })));
/** The menu machine's code (XState): fetched with the drawer's, started at the first tap. */
const loadMobileMenuActor = () => import('./mobileMenuActor');
const startMobileMenu = () => loadMobileMenuActor().then((module) => module.startMobileMenuActor());
const warmUpMenu = warmUpOnIntent(loadMobileMenu, loadMobileMenuActor);

/** The hidden form the menu button submits when no script answers it: it leads to the menu page. */
const MENU_PAGE_FORM = 'menu-page-form';

/** Only `#rrggbb` colours from content reach the style attribute. */
const HEX_COLOUR = /^#[0-9a-f]{6}$/i;

/** The toggle's icon: three lines while the menu is closed, a cross while it is open. */
function MenuIcon({ open }: { open: boolean }) {
  return (
    <svg
      viewBox="0 0 24 24"
      width="24"
      height="24"
      aria-hidden="true"
      focusable="false"
      data-icon={open ? 'close' : 'menu'}
    >
      {open ? (
        <path
          d="M6 6l12 12M18 6L6 18"
          fill="none"
          stroke="currentColor"
          strokeWidth="1.5"
          strokeLinecap="round"
        />
      ) : (
        <path
          d="M4 7h16M4 12h16M4 17h16"
          fill="none"
          stroke="currentColor"
          strokeWidth="1.5"
          strokeLinecap="round"
        />
      )}
    </svg>
  );
}

/** A header column's link: a navigation group opens as a disclosure panel on large screens. */
function HeaderLink({ link }: { link: SimpleLink | LinkNavigationGroup }) {
  return link._type === 'linkNavigationGroup' ? (
    <DesktopNavigationGroup group={link} />
  ) : (
    <ContentLink link={link} className={styles.headerLink} />
  );
}

/**
 * The fixed header (behaviour §2): optional banner strip, the first two menu links in columns one and
 * two, the optional temporary link in column three, the logo, and on large screens the locale
 * switcher, account and wishlist. The cart button shows at every width; on phones the account,
 * wishlist and locale switcher are in the mobile menu instead.
 */
export function Header({ layout }: { layout: LayoutContent | undefined }) {
  const t = useTranslate();
  const locale = useLocale();
  const variant = useLogoVariant();
  const menu = useLazyMachine(startMobileMenu);
  const { send } = menu;
  const open = useLazyActorSelector(menu, (running) => running.matches('open'), false);
  const canToggle = useLazyActorSelector(menu, (running) => running.can({ type: 'TOGGLE' }), true);
  usePreloadWhenIdle(loadMobileMenu);
  const [menuNeeded, setMenuNeeded] = useState(false);
  if (open && !menuNeeded) setMenuNeeded(true);
  const close = useCallback(() => send({ type: 'CLOSE' }), [send]);
  const banner = layout?.banner;
  const [first, second] = layout?.menu?.links ?? [];
  const theme = banner?.theme;

  return (
    <header className={styles.header} data-slot="header">
      {banner?.isDisplayed && banner.text ? (
        <Banner
          theme={
            theme && HEX_COLOUR.test(theme.textColor) && HEX_COLOUR.test(theme.backgroundColor)
              ? { text: theme.textColor, background: theme.backgroundColor }
              : undefined
          }
        >
          {banner.text}
        </Banner>
      ) : null}
      <div className={`${styles.bar} ${container}`}>
        {/* Before the scripts arrive, or without them, the button opens the menu as a page. */}
        <form id={MENU_PAGE_FORM} action={localizePath('/menu', locale)} method="get" hidden />
        <button
          type="submit"
          form={MENU_PAGE_FORM}
          className={styles.menuToggle}
          data-slot="menu-toggle"
          aria-expanded={open}
          aria-controls="mobile-menu"
          // Locked for 500 ms after each change (behaviour §4) with aria-disabled, not disabled: a
          // disabled button cannot take focus, and the menu gives focus back to it as it closes.
          aria-disabled={!canToggle}
          {...warmUpMenu}
          onClick={(event) => {
            event.preventDefault();
            send({ type: 'TOGGLE' });
          }}
        >
          <MenuIcon open={open} />
          <span className={visuallyHidden}>
            {open ? t('header.closeMenu') : t('header.openMenu')}
          </span>
        </button>
        <nav className={styles.mainNav} aria-label={t('header.mainNavigation')}>
          <div>{first ? <HeaderLink link={first} /> : null}</div>
          <div>{second ? <HeaderLink link={second} /> : null}</div>
          <div>
            {layout?.menu?.temporaryLink ? <HeaderLink link={layout.menu.temporaryLink} /> : null}
          </div>
        </nav>
        <Link
          to={localizePath('/', locale)}
          className={styles.logo}
          data-slot="header-logo"
          data-logo={variant}
        >
          {/* The link is named by the logo image alone: an aria-label on the link would not contain
              the drawn text ("XIII"), which axe reports as a label/content mismatch. */}
          <Logo variant={variant} label={t('header.home')} />
        </Link>
        <div className={styles.end} data-slot="header-end">
          <div className={styles.tools} data-slot="header-tools">
            <LocaleSwitcher />
            <AccountLink />
            <WishlistButton />
          </div>
          {/* One cart button for every width, so one drawer machine answers add-to-cart: on phones
              it is the only tool in the bar, opposite the menu toggle. */}
          <CartButton />
        </div>
      </div>
      {menuNeeded ? (
        <Suspense fallback={null}>
          <MobileMenu open={open} menu={layout?.menu} onClose={close} />
        </Suspense>
      ) : null}
    </header>
  );
}
