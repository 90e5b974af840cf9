import type { LayoutContent } from '../../lib/content/types';
import { MenuLink } from '../content/ContentLink';
import * as styles from './MenuLinks.css';

/**
 * The menu's links, the temporary link last, each sliding in a little after the one above (spec
 * §2): the mobile menu drawer and the menu page list the same.
 */
export function MenuLinks({ menu }: { menu: LayoutContent['menu'] | undefined }) {
  const links = menu?.links ?? [];
  const delay = (i: number) => ({ animationDelay: `${i * 60}ms` });
  return (
    <ul className={styles.links} data-slot="menu-links">
      {links.map((link, i) => (
        <li key={link._key} style={delay(i)}>
          <MenuLink link={link} />
        </li>
      ))}
      {menu?.temporaryLink ? (
        <li key="temporary-link" style={delay(links.length)}>
          <MenuLink link={menu.temporaryLink} />
        </li>
      ) : null}
    </ul>
  );
}
