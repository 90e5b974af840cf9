import { useMemo, useRef } from 'react';

/** What a dialog's content calls as it opens and closes, to give focus back to its opener. */
export interface OpenerFocus {
  /** The dialog is opening: remember the control that has focus now. */
  remember(): void;
  /** The shopper closed it by acting elsewhere (a click outside): focus stays where they went. */
  closedFromOutside(): void;
  /** The shopper closed it from inside (Escape, its close button): focus may go back. */
  closedFromInside(): void;
  /** The dialog has closed: focus the remembered control, if it is still on the page. */
  giveBack(event: Event): void;
}

/**
 * Radix gives focus back only to its own trigger; the shop's dialogs are opened by other controls
 * (the cart button, an add-to-cart, the menu toggle, the contact button, a content link) and would
 * leave focus on `<body>`. This remembers what had focus when the dialog opened and returns there,
 * unless the shopper closed it by acting elsewhere.
 */
export function useOpenerFocus(): OpenerFocus {
  const opener = useRef<HTMLElement | null>(null);
  const leftOutside = useRef(false);
  return useMemo(
    () => ({
      remember() {
        const active = document.activeElement;
        opener.current = active instanceof HTMLElement && active !== document.body ? active : null;
        leftOutside.current = false;
      },
      closedFromOutside() {
        leftOutside.current = true;
      },
      closedFromInside() {
        leftOutside.current = false;
      },
      giveBack(event) {
        const target = opener.current;
        if (leftOutside.current || !target?.isConnected) return;
        event.preventDefault();
        target.focus();
      },
    }),
    [],
  );
}
