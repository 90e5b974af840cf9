import { Drawer, DrawerContent } from '@treize/ui';
import type { LayoutContent } from '../../lib/content/types';
import { useTranslate } from '../../hooks/useRootData';
import { AccountLink, LocaleSwitcher, WishlistButton } from './HeaderSlots';
import { MenuLinks } from './MenuLinks';
import * as styles from './MenuLinks.css';

/**
 * The mobile menu drawer (behaviour §2): a `@treize/ui` drawer from the left whose links slide in.
 * Open state and the 500 ms toggle lock live in the mobileMenu machine; this only renders them.
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
  return (
    <Drawer open={open} onOpenChange={(next) => (next ? undefined : onClose())}>
      <DrawerContent
        side="left"
        title={t('header.menu')}
        closeLabel={t('header.closeMenu')}
        className={styles.menu}
      >
        <nav
          id="mobile-menu"
          aria-label={t('header.menu')}
          // A followed link closes the menu (machine CLOSE event).
          onClick={(event) => {
            if ((event.target as HTMLElement).closest('a')) onClose();
          }}
        >
          <MenuLinks menu={menu} />
        </nav>
        {/* The header shows these only on large screens (behaviour §2); on phones they live here. */}
        <div className={styles.tools}>
          <AccountLink />
          {/* The wishlist drawer takes the menu's place rather than stacking over it. */}
          <WishlistButton onOpen={onClose} />
        </div>
        <LocaleSwitcher />
      </DrawerContent>
    </Drawer>
  );
}
