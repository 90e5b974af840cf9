import type { ReactNode } from 'react';
import { Link } from '../../link/Link.js';
import { Icon } from '../Icon/Icon.js';
import * as styles from './CallToAction.css.js';

export interface CallToActionProps {
  to: string;
  children: ReactNode;
  /** Opens in a new window (behaviour §2 external link option). */
  newWindow?: boolean;
  /** Shows the trailing arrow (behaviour §2 external link option). */
  arrow?: boolean;
}

/** The editorial call-to-action link, rendered through the injected link component. */
export function CallToAction({ to, children, newWindow, arrow }: CallToActionProps) {
  return (
    <Link to={to} newWindow={newWindow} className={styles.cta} data-slot="call-to-action">
      <span data-slot="call-to-action-label">{children}</span>
      {arrow ? <Icon name="arrowRight" /> : null}
    </Link>
  );
}
