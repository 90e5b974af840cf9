import type { FooterContent } from '../../lib/content/types';
import { container } from '@treize/ui';
import { useTranslate } from '../../hooks/useRootData';
import { isSafeUrl } from '../../lib/content/links';
import { ContentLink } from '../content/ContentLink';
import { NewsletterForm } from '../newsletter/NewsletterForm';
import * as styles from './Footer.css';

/** Footer (behaviour §2): the newsletter sign-up (behaviour §3), link groups with their alignment, credits, copyright with the current year. */
export function Footer({ footer, year }: { footer: FooterContent | undefined; year: number }) {
  const t = useTranslate();
  return (
    <footer className={styles.footer} data-slot="footer">
      <div className={`${styles.inner} ${container}`}>
        <div className={styles.newsletter}>
          <NewsletterForm variant="footer" />
        </div>
        {footer?.linkGroups?.length ? (
          <div className={styles.groups}>
            {footer.linkGroups.map((group) => (
              <nav
                key={group._key}
                aria-label={group.label}
                className={styles.group}
                data-slot="footer-group"
                data-align={group.alignment}
              >
                <p className={styles.label}>{group.label}</p>
                <ul className={styles.groupLinks}>
                  {group.links.map((link) => (
                    <li key={link._key}>
                      <ContentLink link={link} />
                    </li>
                  ))}
                </ul>
              </nav>
            ))}
          </div>
        ) : null}
        {footer?.credits?.length ? (
          <ul className={styles.credits} aria-label={t('footer.credits')}>
            {footer.credits.map((credit) => (
              <li key={credit._key}>
                {isSafeUrl(credit.url) ? <a href={credit.url}>{credit.label}</a> : credit.label}
              </li>
            ))}
          </ul>
        ) : null}
        <p className={styles.copyright} data-testid="copyright">
          © {year} {footer?.arr ?? 'Atelier Treize'}
        </p>
      </div>
    </footer>
  );
}
