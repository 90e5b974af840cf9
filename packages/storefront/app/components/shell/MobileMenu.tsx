import type { LayoutContent } from '../../lib/content/types';
import { useTranslate } from '../../hooks/useRootData';
import { MenuLink } from '../content/ContentLink';
import { LocaleSwitcher } from './HeaderSlots';
import { useEffect, useRef } from 'react';

/**
 * The mobile menu drawer (spec §2): opens from the left and its links slide in. Open state and
 * the 500 ms toggle lock live in the mobileMenu machine; this component only renders them.
 */
export function MobileMenu({
  open,
  menu,
  onClose,
}: {
  open: boolean;
  menu: LayoutContent['menu'] | undefined;
  onClose: () => void;
}) {
  const t = useTranslate();
  const panel = useRef<HTMLDivElement>(null);
  useEffect(() => {
    if (!open) return;
    panel.current?.focus();
    const onKey = (event: KeyboardEvent) => {
      if (event.key === 'Escape') onClose();
    };
    window.addEventListener('keydown', onKey);
    return () => window.removeEventListener('keydown', onKey);
  }, [open, onClose]);

  const links = [...(menu?.links ?? []), ...(menu?.temporaryLink ? [menu.temporaryLink] : [])];
  return (
    <div className="mobile-menu" data-state={open ? 'open' : 'closed'} hidden={!open}>
      <div className="mobile-menu__overlay" onClick={onClose} aria-hidden="true" />
      <div
        id="mobile-menu"
        ref={panel}
        className="mobile-menu__panel"
        role="dialog"
        aria-modal="true"
        aria-label={t('header.menu')}
        tabIndex={-1}
        // A followed link closes the menu (machine CLOSE event).
        onClick={(event) => {
          if ((event.target as HTMLElement).closest('a')) onClose();
        }}
      >
        <button type="button" className="mobile-menu__close" onClick={onClose} aria-label={t('header.closeMenu')}>
          ×
        </button>
        <ul className="mobile-menu__links">
          {links.map((link, i) => (
            <li key={link._key} style={{ animationDelay: `${i * 60}ms` }}>
              <MenuLink link={link} />
            </li>
          ))}
        </ul>
        <LocaleSwitcher />
      </div>
    </div>
  );
}
