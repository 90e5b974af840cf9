import * as Dialog from '@radix-ui/react-dialog';
import type { ComponentProps, ReactNode } from 'react';
import { useOpenerFocus } from '../../focus/useOpenerFocus.js';
import { IconButton } from '../IconButton/IconButton.js';
import * as styles from './Drawer.css.js';

export const drawerSides = ['left', 'right'] as const;
export type DrawerSide = (typeof drawerSides)[number];

/** Root of a drawer: controlled (`open`, `onOpenChange`) or uncontrolled (`defaultOpen`). */
export function Drawer(props: ComponentProps<typeof Dialog.Root>) {
  return <Dialog.Root {...props} />;
}

/** The element that opens the drawer; pass `asChild` to use your own button. */
export function DrawerTrigger(props: ComponentProps<typeof Dialog.Trigger>) {
  return <Dialog.Trigger data-slot="drawer-trigger" {...props} />;
}

/** Anything inside the drawer that should close it, such as a link (behaviour §4 cart drawer). */
export function DrawerClose(props: ComponentProps<typeof Dialog.Close>) {
  return <Dialog.Close data-slot="drawer-close" {...props} />;
}

export interface DrawerContentProps {
  /** The cart and wishlist slide from the right, the mobile menu from the left (behaviour §2). */
  side?: DrawerSide;
  title: ReactNode;
  /** Name of the close button. */
  closeLabel?: string;
  /** A visually present description; when absent the dialog has none. */
  description?: ReactNode;
  children?: ReactNode;
  className?: string;
  /**
   * A pointer down or focus outside the panel (the overlay included). Call
   * `event.preventDefault()` to keep it open, e.g. to let a state machine close it instead
   * (behaviour §4 Cart drawer: an outside action closes it).
   */
  onInteractOutside?: ComponentProps<typeof Dialog.Content>['onInteractOutside'];
  /** A pointer down outside the panel; runs before `onInteractOutside`. */
  onPointerDownOutside?: ComponentProps<typeof Dialog.Content>['onPointerDownOutside'];
  /** Escape was pressed; `event.preventDefault()` keeps the drawer open. */
  onEscapeKeyDown?: ComponentProps<typeof Dialog.Content>['onEscapeKeyDown'];
  /**
   * The drawer closed and focus is about to leave it. A drawer opened without a `DrawerTrigger`
   * (by a state machine) uses it to send focus back to what opened it.
   */
  onCloseAutoFocus?: ComponentProps<typeof Dialog.Content>['onCloseAutoFocus'];
}

/** A click on a toast closes the toast, not the drawer under it. */
function isInsideToast(event: Event): boolean {
  return (
    event.target instanceof Element && event.target.closest('[data-slot="toast-area"]') !== null
  );
}

/**
 * The sliding panel with its overlay, title and close button. Radix gives focus trapping,
 * Escape and outside click to close, and `data-state="open" | "closed"` on every part; the
 * dismiss handlers let a caller watch or veto those closes.
 */
export function DrawerContent({
  side = 'right',
  title,
  closeLabel = 'Close',
  description,
  children,
  className,
  onInteractOutside,
  onPointerDownOutside,
  onEscapeKeyDown,
  onCloseAutoFocus,
}: DrawerContentProps) {
  const openerFocus = useOpenerFocus();
  return (
    <Dialog.Portal>
      <Dialog.Overlay className={styles.overlay} data-slot="drawer-overlay" />
      <Dialog.Content
        className={[styles.content, styles.side[side], className ?? ''].filter(Boolean).join(' ')}
        data-slot="drawer-content"
        data-side={side}
        onOpenAutoFocus={openerFocus.remember}
        onCloseAutoFocus={(event) => {
          onCloseAutoFocus?.(event);
          if (!event.defaultPrevented) openerFocus.giveBack(event);
        }}
        onInteractOutside={(event) => {
          if (isInsideToast(event)) {
            event.preventDefault();
            return;
          }
          onInteractOutside?.(event);
          openerFocus.closedFromOutside();
        }}
        onPointerDownOutside={(event) => {
          if (isInsideToast(event)) event.preventDefault();
          else onPointerDownOutside?.(event);
        }}
        onEscapeKeyDown={(event) => {
          openerFocus.closedFromInside();
          onEscapeKeyDown?.(event);
        }}
        // Radix warns about a missing description unless told there is none on purpose.
        {...(description ? {} : { 'aria-describedby': undefined })}
      >
        <div className={styles.header} data-slot="drawer-header">
          <Dialog.Title className={styles.title} data-slot="drawer-title">
            {title}
          </Dialog.Title>
          <Dialog.Close asChild>
            <IconButton icon="close" label={closeLabel} data-slot="drawer-close" />
          </Dialog.Close>
        </div>
        {description ? (
          <Dialog.Description data-slot="drawer-description">{description}</Dialog.Description>
        ) : null}
        <div className={styles.body} data-slot="drawer-body">
          {children}
        </div>
      </Dialog.Content>
    </Dialog.Portal>
  );
}
