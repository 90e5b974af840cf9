import { Link } from '../../link/Link.js';
import * as styles from './Footer.css.js';

export const footerAlignments = ['left', 'center', 'right'] as const;
export type FooterAlignment = (typeof footerAlignments)[number];

export interface FooterLink {
  label: string;
  to: string;
  newWindow?: boolean;
}

export interface FooterGroup {
  label: string;
  alignment: FooterAlignment;
  links: readonly FooterLink[];
}

export interface FooterProps {
  groups: readonly FooterGroup[];
  /** Credits: a label and an optional link each (behaviour §2 Footer). */
  credits?: readonly { label: string; to?: string }[];
  /** Copyright text, shown after "© {year}". */
  copyright: string;
  /** The year shown; the current year by default (behaviour §9 "Footer shows the current year"). */
  year?: number;
  /** Accessible name of the link groups' navigation. */
  label?: string;
}

/** The shop footer: aligned link groups, credits and the copyright with the current year. */
export function Footer({
  groups,
  credits = [],
  copyright,
  year = new Date().getFullYear(),
  label = 'Footer',
}: FooterProps) {
  return (
    <footer className={styles.footer} data-slot="footer">
      <nav aria-label={label} className={styles.groups} data-slot="footer-groups">
        {groups.map((group) => (
          <div
            key={group.label}
            className={`${styles.group} ${styles.alignment[group.alignment]}`}
            data-slot="footer-group"
            data-align={group.alignment}
          >
            <h2 className={styles.groupLabel} data-slot="footer-group-label">
              {group.label}
            </h2>
            <ul className={styles.list}>
              {group.links.map((link) => (
                <li key={`${link.label}-${link.to}`}>
                  <Link
                    to={link.to}
                    newWindow={link.newWindow}
                    className={styles.link}
                    data-slot="footer-link"
                  >
                    {link.label}
                  </Link>
                </li>
              ))}
            </ul>
          </div>
        ))}
      </nav>
      <div className={styles.bottom} data-slot="footer-bottom">
        {credits.length > 0 ? (
          <ul className={styles.credits} data-slot="footer-credits">
            {credits.map((credit) => (
              <li key={credit.label}>
                {credit.to ? (
                  <Link to={credit.to} newWindow className={styles.link}>
                    {credit.label}
                  </Link>
                ) : (
                  credit.label
                )}
              </li>
            ))}
          </ul>
        ) : null}
        <p className={styles.copyright} data-slot="footer-copyright">
          © {year} {copyright}
        </p>
      </div>
    </footer>
  );
}
