import type { StyleRule } from '@vanilla-extract/css';
import { mediaQueries } from '../tokens/breakpoints.js';

type Rule = Omit<StyleRule, '@media' | '@supports' | '@container' | '@layer'>;

/**
 * Mobile-first styles: `mobile` applies everywhere, `largePhone` from 640 px, `tablet` from 768 px,
 * `desktop` from 1024 px up (behaviour §9); `mobileOnly` applies only under 1024 px and `belowTablet`
 * only under 768 px. Keeps media queries out of component styles.
 */
export function responsiveStyle(rules: {
  mobile?: Rule;
  largePhone?: Rule;
  tablet?: Rule;
  desktop?: Rule;
  mobileOnly?: Rule;
  belowTablet?: Rule;
}): StyleRule {
  const media: Record<string, Rule> = {};
  if (rules.largePhone) media[mediaQueries.largePhone] = rules.largePhone;
  if (rules.tablet) media[mediaQueries.tablet] = rules.tablet;
  if (rules.desktop) media[mediaQueries.desktop] = rules.desktop;
  if (rules.mobileOnly) media[mediaQueries.mobile] = rules.mobileOnly;
  if (rules.belowTablet) media[mediaQueries.belowTablet] = rules.belowTablet;
  return { ...rules.mobile, ...(Object.keys(media).length > 0 ? { '@media': media } : {}) };
}
