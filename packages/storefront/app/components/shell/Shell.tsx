import { LinkProvider, MachineInspectionProvider, container } from '@treize/ui/shell';
import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { useRootData, useTranslate } from '../../hooks/useRootData';
import { machineInspection } from '../../lib/qa/machineInspection';
import { ContactPageForm } from '../contact/ContactPageForm';
import { lazyComponent } from '../lazyComponent';
import { WishlistDrawerHost } from '../wishlist/WishlistDrawerHost';
import { WishlistProvider } from '../wishlist/WishlistProvider';
import { NavigationProgress } from './NavigationProgress';
import * as styles from './Shell.css';
import { ToastProvider } from './Toasts';

/**
 * Only editors in preview get the badge and the visual editing overlays: their code is not part of
 * a shopper's first load.
 */
const PreviewTools = lazyComponent(() =>
  import('./PreviewTools').then((module) => module.PreviewTools),
);

/**
 * Islands: the header, the footer and the contact host hydrate from their own chunks,
 * fetched as hydration starts; their server HTML stays on screen and their links and forms work
 * meanwhile (spec: progressive enhancement). Their machines and XState are not in the first load.
 */
const Header = lazyComponent(() => import('./frameIslands').then((module) => module.Header));
const Footer = lazyComponent(() => import('./frameIslands').then((module) => module.Footer));
const ContactHost = lazyComponent(() =>
  import('./frameIslands').then((module) => module.ContactHost),
);

/**
 * The shell of every page (behaviour §2): progress indicator, fixed header, main content, footer, then
 * the slot for the cookie and privacy notices (their own issue), the contact dialog and the toast area.
 * The wishlist provider around it all lets every heart, the header icon and the wishlist drawer
 * share one list. The ui components' own machines (accordion, video) reach the QA panel through the
 * inspection provider, as the shop's machines do through `machineInspection()`.
 */
export function Shell({ children, notices }: { children: ReactNode; notices?: ReactNode }) {
  const data = useRootData();
  const t = useTranslate();
  return (
    <LinkProvider component={Link}>
      <MachineInspectionProvider inspect={machineInspection().inspect}>
        <ToastProvider>
          <WishlistProvider>
            <a className={styles.skipLink} href="#main">
              {t('header.skipToContent')}
            </a>
            <NavigationProgress />
            {data?.preview ? <PreviewTools /> : null}
            <Header layout={data?.layout ?? undefined} />
            <main id="main" className={`${styles.main} ${container}`} tabIndex={-1}>
              {children}
            </main>
            <Footer
              footer={data?.layout?.footer}
              year={data?.year ?? new Date().getUTCFullYear()}
            />
            <div data-slot="notices">{notices}</div>
            <WishlistDrawerHost />
            <ContactHost />
            <ContactPageForm />
          </WishlistProvider>
        </ToastProvider>
      </MachineInspectionProvider>
    </LinkProvider>
  );
}
