import { LinkProvider, type LinkComponentProps } from '@treize/ui';
import { useLazyActorSelector } from '../../lib/actors/useLazyActorSelector';
import { useLazyMachine } from '../../lib/actors/useLazyMachine';
import { Suspense, lazy, useLayoutEffect, useState } from 'react';
import { Link } from 'react-router';
import { useLocale, useRootData } from '../../hooks/useRootData';
import { localizePath } from '../../lib/i18n/locales';
import { warmUpOnIntent } from '../../lib/loading/warmUpOnIntent';
import { usePreloadWhenIdle } from '../lazyComponent';
import { listenToCartAdds } from './cartAddSignal';
import { cartCopy } from './cartCopy';
import * as headerStyles from '../shell/Header.css';

/** The drawer's code (Radix dialog, lines, note, summary) is fetched on first use (first-load JS). */
const loadCartDrawer = () => import('./CartDrawer');
const CartDrawer = lazy(() => loadCartDrawer().then((module) => ({ default: module.CartDrawer })));
/** The drawer machine's code (XState): fetched with the drawer's, started at the first open or add. */
const loadCartDrawerActor = () => import('./cartDrawerActor');
const startCartDrawer = () => loadCartDrawerActor().then((module) => module.startCartDrawerActor());
const warmUpDrawer = warmUpOnIntent(loadCartDrawer, loadCartDrawerActor);

function RouterLink({ to, ...rest }: LinkComponentProps) {
  return <Link to={to} {...rest} />;
}

/**
 * The header's cart button with the total quantity, and the cart drawer it opens (behaviour §2, §4).
 * Without JavaScript it is a link to the cart page. The drawer machine opens the drawer on the
 * button and by itself once an add-to-cart submission has finished.
 */
export function CartButton() {
  const locale = useLocale();
  const cart = useRootData()?.cart ?? null;
  const copy = cartCopy(locale.language);
  const drawer = useLazyMachine(startCartDrawer);
  const { send } = drawer;

  // Listening starts in the commit that puts the page on screen: a passive effect runs a moment
  // later, and an add-to-cart clicked in between (a quick shopper, a busy phone) went unheard, so
  // the drawer stayed shut after the line was added.
  useLayoutEffect(
    () =>
      listenToCartAdds((phase) => {
        if (phase === 'started') void loadCartDrawer();
        send({ type: phase === 'started' ? 'ADD_TO_CART_STARTED' : 'ADD_TO_CART_FINISHED' });
      }),
    [send],
  );

  // A closed drawer renders nothing, so its code loads only once it is about to open: on a hover
  // or focus of the button, when an add-to-cart starts, or on the open itself.
  const open = useLazyActorSelector(drawer, (running) => running.matches('open'), false);
  usePreloadWhenIdle(loadCartDrawer);
  const [drawerNeeded, setDrawerNeeded] = useState(false);
  if (open && !drawerNeeded) setDrawerNeeded(true);

  const count = cart?.totalQuantity ?? 0;
  return (
    <>
      <a
        href={localizePath('/cart', locale)}
        className={`${headerStyles.iconLink} ${headerStyles.cartButton}`}
        data-slot="cart-button"
        aria-haspopup="dialog"
        aria-expanded={open}
        {...warmUpDrawer}
        onClick={(event) => {
          event.preventDefault();
          send({ type: 'OPEN' });
        }}
      >
        <svg
          className={headerStyles.cartIcon}
          viewBox="0 0 24 24"
          width="22"
          height="22"
          aria-hidden="true"
          focusable="false"
        >
          <path
            d="M5 8h14l-1 12H6L5 8z"
            fill="none"
            stroke="currentColor"
            strokeWidth="1.5"
            strokeLinejoin="round"
          />
          <path d="M9 8V6a3 3 0 0 1 6 0v2" fill="none" stroke="currentColor" strokeWidth="1.5" />
        </svg>
        <span className={headerStyles.cartLabel}>{copy.title}</span>
        <span
          className={headerStyles.cartCount}
          data-slot="cart-count"
          aria-label={copy.itemCount(count)}
        >
          {count}
        </span>
      </a>
      {drawerNeeded ? (
        <LinkProvider component={RouterLink}>
          <Suspense fallback={null}>
            <CartDrawer
              cart={cart}
              open={open}
              locale={locale}
              copy={copy}
              onClose={() => send({ type: 'CLOSE' })}
              onClickOutside={() => send({ type: 'CLICK_OUTSIDE' })}
              onLinkClick={() => send({ type: 'CLICK_LINK' })}
            />
          </Suspense>
        </LinkProvider>
      ) : null}
    </>
  );
}
