import type { FooterContent } from '../../lib/content/types';
import { container } from '@treize/ui';
import { useTranslate } from '../../hooks/useRootData';
import { isSafeUrl } from '../../lib/content/links';
import { ContentLink } from '../content/ContentLink';
import { NewsletterForm } from '../newsletter/NewsletterForm';

/** Footer (behaviour §2): the newsletter sign-up (behaviour §3), link groups with their alignment, credits, copyright with the current year. */
export function Footer({ footer, year }: { footer: FooterContent | undefined; year: number }) {
  const t = useTranslate();
  return (
    <footer className="site-footer" data-slot="footer">
      <div className={`site-footer__inner ${container}`}>
        <div className="site-footer__newsletter">
          <NewsletterForm variant="footer" />
        </div>
        {footer?.linkGroups?.length ? (
          <div className="site-footer__groups">
            {footer.linkGroups.map((group) => (
              <nav
                key={group._key}
                aria-label={group.label}
                className="site-footer__group"
                data-align={group.alignment}
              >
                <p className="site-footer__label">{group.label}</p>
                <ul>
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
          <ul className="site-footer__credits" aria-label={t('footer.credits')}>
            {footer.credits.map((credit) => (
              <li key={credit._key}>
                {isSafeUrl(credit.url) ? <a href={credit.url}>{credit.label}</a> : credit.label}
              </li>
            ))}
          </ul>
        ) : null}
        <p className="site-footer__copyright" data-testid="copyright">
          © {year} {footer?.arr ?? 'Atelier Treize'}
        </p>
      </div>
    </footer>
  );
}
