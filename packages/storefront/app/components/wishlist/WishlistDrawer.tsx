import type { WishlistProduct } from '@treize/machines';
import {
  Drawer,
  DrawerContent,
  WishlistPanel,
  type WishlistItem,
  type WishlistPanelState,
} from '@treize/ui';
import { useLocale } from '../../hooks/useRootData';
import { hreflang, localizePath, productPath, type Locale } from '../../lib/i18n/locales';
import type { WishlistProductData } from '../../lib/wishlist/wishlistProduct';
import { wishlistCopy } from './wishlistCopy';
import { useLazyActorSelector } from '../../lib/actors/useLazyActorSelector';
import { useWishlistActors } from './WishlistProvider';
import { linkClickToMachine, outsideToMachine } from '../drawerToMachine';

/** A product of `/api/wishlist` as a panel line (behaviour §3 Wishlist product). */
export function toWishlistItem(product: WishlistProduct, locale: Locale): WishlistItem {
  const data = product as unknown as WishlistProductData;
  const variant = data.variants?.nodes[0];
  return {
    id: data.id,
    title: data.title,
    to: productPath(data.handle, locale),
    image: data.featuredImage
      ? {
          src: data.featuredImage.url,
          alt: data.featuredImage.altText ?? data.title,
          width: data.featuredImage.width,
        }
      : null,
    price: variant?.price ?? null,
    compareAtPrice: variant?.compareAtPrice ?? null,
    availableForSale: data.availableForSale,
  };
}

/**
 * The wishlist drawer (behaviour §2: from the right like the cart drawer, 530 px on large screens):
 * the saved products newest first; a line's heart takes it out at once. Escape and the close
 * button send `CLOSE`, an outside action `CLICK_OUTSIDE`, a followed link `CLICK_LINK`; on close
 * focus returns to the icon that opened it.
 */
/** The drawer opens through the machine, so it runs by now: these only stand in for the types. */
const NOTHING_SAVED: readonly string[] = [];
const NO_PRODUCTS: readonly WishlistProduct[] = [];

export function WishlistDrawer({ open }: { open: boolean }) {
  const locale = useLocale();
  const copy = wishlistCopy(locale.language);
  const { wishlist, drawer, opener } = useWishlistActors();
  const ids = useLazyActorSelector(wishlist, (snapshot) => snapshot.context.ids, NOTHING_SAVED);
  const products = useLazyActorSelector(
    wishlist,
    (snapshot) => snapshot.context.products,
    NO_PRODUCTS,
  );
  const state = useLazyActorSelector(
    wishlist,
    (snapshot): WishlistPanelState => {
      if (snapshot.matches('reading') || snapshot.matches('fetching')) return 'loading';
      return snapshot.context.error ? 'failed' : 'ready';
    },
    'loading',
  );
  // A removed product leaves at once, before the lookup of the shorter list answers.
  const items = products
    .filter((product) => ids.includes(product.id))
    .map((product) => toWishlistItem(product, locale));

  return (
    <Drawer
      open={open}
      onOpenChange={(next) => (next ? undefined : drawer.send({ type: 'CLOSE' }))}
    >
      <DrawerContent
        side="right"
        title={copy.title}
        closeLabel={copy.close}
        onInteractOutside={outsideToMachine(() => drawer.send({ type: 'CLICK_OUTSIDE' }))}
        onCloseAutoFocus={(event) => {
          const target = visibleOpener(opener.current);
          if (!target) return;
          event.preventDefault();
          target.focus();
        }}
      >
        <div
          onClickCapture={linkClickToMachine(() => drawer.send({ type: 'CLICK_LINK' }))}
          data-slot="wishlist-drawer"
        >
          <WishlistPanel
            state={state}
            items={items}
            continueShoppingTo={localizePath('/collections', locale)}
            onRemove={(productId) => wishlist.send({ type: 'TOGGLE', productId })}
            locale={hreflang(locale)}
            labels={copy.panel}
          />
        </div>
      </DrawerContent>
    </Drawer>
  );
}

/**
 * The control that opened the drawer when it can still take focus: the mobile menu's icon is gone
 * once that menu closed, and then the menu toggle that leads back to it takes focus instead.
 */
function visibleOpener(element: HTMLElement | null): HTMLElement | null {
  // `checkVisibility` is false under a `display: none` ancestor (the header tools on phones).
  const visible = (target: HTMLElement) =>
    typeof target.checkVisibility === 'function' ? target.checkVisibility() : true;
  if (element?.isConnected && visible(element)) return element;
  return document.querySelector<HTMLElement>('button[aria-controls="mobile-menu"]');
}
