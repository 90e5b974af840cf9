import { describe, expect, it } from 'vitest';
import { responsiveStyle } from '../themes/responsiveStyle.js';
import { aspectRatioPercent, aspectRatios, defaultAspectRatio } from './aspectRatios.js';
import { breakpoints, mediaQueries, mobileMaxWidth } from './breakpoints.js';
import { durations } from './motion.js';
import { treizeTokens } from './tokens.js';

describe('tokens', () => {
  it('put mobile under 1024 px, 1023 px at most (behaviour §9)', () => {
    expect(breakpoints.desktop).toBe(1024);
    expect(mobileMaxWidth).toBe(1023);
    expect(mediaQueries.mobile).toBe('screen and (max-width: 1023px)');
    expect(mediaQueries.desktop).toBe('screen and (min-width: 1024px)');
  });

  it('make the cart drawer 530 px wide on large screens (behaviour §9)', () => {
    expect(treizeTokens.size.drawer).toBe('530px');
  });

  it('carry the spec timings (§9)', () => {
    expect(durations.accordion).toBe(525);
    expect(durations.accordionCloseThenOpen).toBe(650);
    expect(durations.loader).toBe(250);
    expect(treizeTokens.duration.accordion).toBe('525ms');
    expect(treizeTokens.duration.loader).toBe('250ms');
  });

  it('offer the five aspect ratios with vertical 150 % as default (behaviour §3, §9)', () => {
    expect(aspectRatios).toEqual(['vertical', 'horizontal', 'product', 'film', 'tarot']);
    expect(defaultAspectRatio).toBe('vertical');
    expect(aspectRatioPercent.vertical).toBe(150);
    expect(treizeTokens.aspectRatio.vertical).toBe('150%');
  });

  it('name the brand fonts, then their local fallbacks, and never a font URL', () => {
    expect(treizeTokens.font.display).toMatch(
      /^"Cormorant Garamond Variable", "Cormorant Garamond Fallback"/,
    );
    expect(treizeTokens.font.body).toMatch(/^"Inter Variable", "Inter Fallback"/);
    expect(JSON.stringify(treizeTokens)).not.toMatch(/https?:|url\(/);
  });

  it('share one centred container: 1344 px wide at most, gutters from 20 px to 48 px', () => {
    expect(treizeTokens.layout.containerMax).toBe('84rem');
    expect(treizeTokens.layout.gutter).toBe('clamp(1.25rem, 3.75vw, 3rem)');
    expect(treizeTokens.layout.columnsDesktop).toBe('12');
    expect(treizeTokens.layout.columnsMobile).toBe('4');
  });
});

describe('responsiveStyle', () => {
  it('puts mobile rules at the top level and the others behind media queries', () => {
    expect(
      responsiveStyle({
        mobile: { width: '100%' },
        desktop: { width: '530px' },
        mobileOnly: { cursor: 'pointer' },
      }),
    ).toEqual({
      width: '100%',
      '@media': {
        'screen and (min-width: 1024px)': { width: '530px' },
        'screen and (max-width: 1023px)': { cursor: 'pointer' },
      },
    });
  });

  it('orders the widening steps smallest first, so a wider screen wins the cascade', () => {
    const rule = responsiveStyle({
      desktop: { columnCount: 3 },
      tablet: { columnCount: 2 },
      largePhone: { gap: '1rem' },
    });
    expect(Object.keys(rule['@media'] ?? {})).toEqual([
      'screen and (min-width: 640px)',
      'screen and (min-width: 768px)',
      'screen and (min-width: 1024px)',
    ]);
  });

  it('gives phones alone their own step under the tablet width', () => {
    expect(
      responsiveStyle({ mobile: { borderRadius: '0' }, belowTablet: { borderRadius: '10px' } }),
    ).toEqual({
      borderRadius: '0',
      '@media': { 'screen and (max-width: 767.98px)': { borderRadius: '10px' } },
    });
  });

  it('adds no media block when only mobile rules are given', () => {
    expect(responsiveStyle({ mobile: { display: 'grid' } })).toEqual({ display: 'grid' });
  });
});
