import type { LinkNavigationGroup } from '../../lib/content/types';
import { useCallback, useEffect, useId, useRef, useState, type KeyboardEvent } from 'react';
import { NavigationLinks } from '../content/ContentLink';
import { headerLink } from './Header.css';
import * as styles from './DesktopNavigationGroup.css';

/** A pointer that leaves the group briefly (crossing the gap to the panel) does not close it. */
const HOVER_CLOSE_DELAY_MS = 150;

/**
 * A header navigation group on large screens (behaviour §2: a title with primary links, each with
 * optional secondary links) as a disclosure: the title is a button with `aria-expanded` that
 * opens the panel on click, Enter or Space, and on hover with a fine pointer; Escape closes it and
 * puts focus back on the button, and so does focus or a click leaving the group. The panel holds
 * the same links as the mobile menu. Before hydration, CSS shows the panel on hover and focus.
 */
export function DesktopNavigationGroup({ group }: { group: LinkNavigationGroup }) {
  const [open, setOpen] = useState(false);
  const panelId = useId();
  const rootRef = useRef<HTMLDivElement>(null);
  const buttonRef = useRef<HTMLButtonElement>(null);
  const closeTimer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);
  // A mouse click arrives after the hover that already opened the panel: that click keeps it open
  // instead of toggling it shut under the pointer.
  const openedByHover = useRef(false);

  const cancelClose = useCallback(() => clearTimeout(closeTimer.current), []);
  const close = useCallback(() => {
    cancelClose();
    openedByHover.current = false;
    setOpen(false);
  }, [cancelClose]);

  // A click anywhere outside the group closes it.
  useEffect(() => {
    if (!open) return;
    const onPointerDown = (event: PointerEvent) => {
      if (!rootRef.current?.contains(event.target as Node)) close();
    };
    document.addEventListener('pointerdown', onPointerDown);
    return () => document.removeEventListener('pointerdown', onPointerDown);
  }, [open, close]);

  useEffect(() => cancelClose, [cancelClose]);

  const onKeyDown = (event: KeyboardEvent) => {
    if (event.key === 'Escape' && open) {
      event.stopPropagation();
      close();
      buttonRef.current?.focus();
    }
  };

  return (
    <div
      ref={rootRef}
      className={styles.group}
      data-slot="navigation-group"
      data-open={open || undefined}
      onKeyDown={onKeyDown}
      onPointerEnter={(event) => {
        if (event.pointerType !== 'mouse') return;
        cancelClose();
        if (!open) openedByHover.current = true;
        setOpen(true);
      }}
      onPointerLeave={(event) => {
        if (event.pointerType !== 'mouse') return;
        cancelClose();
        closeTimer.current = setTimeout(close, HOVER_CLOSE_DELAY_MS);
      }}
      onBlur={(event) => {
        if (!rootRef.current?.contains(event.relatedTarget as Node | null)) close();
      }}
      // A followed link closes the panel, as it closes the mobile menu.
      onClick={(event) => {
        if ((event.target as HTMLElement).closest('a')) close();
      }}
    >
      <button
        ref={buttonRef}
        type="button"
        className={`${headerLink} ${styles.title}`}
        aria-expanded={open}
        aria-controls={panelId}
        onClick={() => {
          const keepOpen = openedByHover.current;
          openedByHover.current = false;
          setOpen((wasOpen) => keepOpen || !wasOpen);
        }}
      >
        {group.title}
        <svg
          className={styles.caret}
          viewBox="0 0 10 6"
          width="10"
          height="6"
          aria-hidden="true"
          focusable="false"
        >
          <path d="M1 1l4 4 4-4" fill="none" stroke="currentColor" strokeWidth="1.2" />
        </svg>
      </button>
      <div id={panelId} className={styles.panel}>
        <NavigationLinks
          group={group}
          className={styles.links}
          primaryClassName={styles.primary}
          secondaryClassName={styles.secondary}
        />
      </div>
    </div>
  );
}
