import type { MouseEvent } from 'react';

// The shop's drawers close on their machine's word, not on Radix's (behaviour §4): an action
// outside the panel and a link followed inside it are each an event of the drawer machine, which
// decides, so a drawer's `open` always follows its machine.

/** For `DrawerContent`'s `onInteractOutside`: keeps Radix from closing and tells the machine. */
export function outsideToMachine(onClickOutside: () => void) {
  return (event: Event) => {
    event.preventDefault();
    onClickOutside();
  };
}

/** For the drawer body's `onClickCapture`: tells the machine when the click follows a link. */
export function linkClickToMachine(onLinkClick: () => void) {
  return (event: MouseEvent<HTMLElement>) => {
    if (event.target instanceof Element && event.target.closest('a[href]')) onLinkClick();
  };
}
