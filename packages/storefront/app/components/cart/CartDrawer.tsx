import { Drawer, DrawerContent } from '@treize/ui';
import type { CartData } from '../../lib/commerce/cartTypes';
import type { Locale } from '../../lib/i18n/locales';
import type { CartCopy } from './cartCopy';
import { CartNote } from './CartNote';
import { CartSummary } from './CartSummary';
import { DrawerLine } from './DrawerLine';
import * as styles from './Cart.css';
import { EmptyCart } from './EmptyCart';
import { linkClickToMachine, outsideToMachine } from '../drawerToMachine';

export interface CartDrawerProps {
  cart: CartData | null;
  open: boolean;
  locale: Locale;
  copy: CartCopy;
  /** The close button or Escape. */
  onClose: () => void;
  /** A pointer down or focus outside the drawer (the overlay included). */
  onClickOutside: () => void;
  /** A link inside the drawer was followed. */
  onLinkClick: () => void;
}

/**
 * The cart drawer (behaviour §2, §4): slides from the right, 530 px wide on large screens (the ui
 * Drawer), lists the lines with their quantity buttons, the note, the discount code, the subtotal
 * and the checkout link; an empty cart shows a message and a continue-shopping button.
 */
export function CartDrawer({
  cart,
  open,
  locale,
  copy,
  onClose,
  onClickOutside,
  onLinkClick,
}: CartDrawerProps) {
  const lines = cart?.lines.nodes ?? [];
  return (
    <Drawer open={open} onOpenChange={(next) => (next ? undefined : onClose())}>
      <DrawerContent
        side="right"
        title={copy.title}
        closeLabel={copy.close}
        onInteractOutside={outsideToMachine(onClickOutside)}
      >
        <div onClickCapture={linkClickToMachine(onLinkClick)} data-slot="cart-drawer">
          {!cart || cart.totalQuantity === 0 ? (
            <EmptyCart locale={locale} copy={copy} />
          ) : (
            <>
              <ul className={styles.lines}>
                {lines.map((line) => (
                  <DrawerLine key={line.id} line={line} locale={locale} />
                ))}
              </ul>
              <CartNote key={cart.id} note={cart.note ?? ''} copy={copy} />
              <CartSummary cart={cart} locale={locale} copy={copy} redirectTo={false} />
            </>
          )}
        </div>
      </DrawerContent>
    </Drawer>
  );
}
