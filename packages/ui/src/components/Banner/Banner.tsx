import { assignInlineVars } from '@vanilla-extract/dynamic';
import type { ReactNode } from 'react';
import { Link } from '../../link/Link.js';
import { vars } from '../../themes/contract.css.js';
import * as styles from './Banner.css.js';

/** Banner colours chosen by content editors (behaviour §2 "banner strip … theme colours"). */
export interface BannerTheme {
  background: string;
  text: string;
}

export interface BannerProps {
  children: ReactNode;
  /** Colours from content, applied at run time through the banner CSS variables. */
  theme?: BannerTheme;
  link?: { to: string; label: string };
}

/** The optional strip above the header. */
export function Banner({ children, theme, link }: BannerProps) {
  const style = theme
    ? assignInlineVars({
        [vars.color.bannerBackground]: theme.background,
        [vars.color.bannerText]: theme.text,
      })
    : undefined;
  return (
    <div
      className={styles.banner}
      style={style}
      data-slot="banner"
      data-state={theme ? 'themed' : 'default'}
    >
      <p className={styles.text} data-slot="banner-text">
        {children}
      </p>
      {link ? (
        <Link to={link.to} className={styles.link} data-slot="banner-link">
          {link.label}
        </Link>
      ) : null}
    </div>
  );
}
