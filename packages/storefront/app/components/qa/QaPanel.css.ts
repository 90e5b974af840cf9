import { globalStyle, style } from '@vanilla-extract/css';
import { bareList, responsiveStyle, smallCaps, vars } from '@treize/ui/vanilla-extract';
import { qaColor, qaFont, qaSize, semibold, shopShadow, shopSpace } from '../../styles/shopTokens';

/**
 * The QA inspector: a tool docked under the shop, quiet and legible, never in its way. On phones a
 * bottom sheet: collapsed a slim bar, open at most half the screen in one scrolling column
 * (actors first, log last). Either way the shop's drawers end above it.
 */

/** Above the shop's drawers and overlays: QA must reach it while a drawer is open. */
const aboveEverything = 2147483000;
const rule = `${vars.border.thin} solid ${qaColor.rule}`;

export const panel = style(
  responsiveStyle({
    mobile: {
      position: 'fixed',
      inset: 'auto 0 0 0',
      zIndex: aboveEverything,
      pointerEvents: 'auto',
      background: qaColor.panel,
      color: qaColor.ink,
      borderTop: `${vars.border.thin} solid ${qaColor.edge}`,
      boxShadow: shopShadow.qaPanel,
      font: qaFont.body,
    },
    belowTablet: { borderRadius: `${qaSize.sheetRadius} ${qaSize.sheetRadius} 0 0` },
  }),
);
globalStyle(`${panel} code`, { font: qaFont.code, overflowWrap: 'anywhere' });
/** The ui buttons at tool size: many of them sit side by side in a small panel. */
globalStyle(`${panel} [data-variant]`, {
  minHeight: 0,
  padding: qaSize.buttonPadding,
  fontSize: qaSize.buttonText,
});

export const bar = style(
  responsiveStyle({
    mobile: {
      display: 'flex',
      alignItems: 'center',
      gap: shopSpace.roomy,
      padding: `${vars.space.xs} ${shopSpace.roomy}`,
      borderBottom: rule,
    },
    belowTablet: {
      gap: vars.space.sm,
      padding: `${shopSpace.tight} ${vars.space.sm}`,
      // The grab line says "this slides up", as phone sheets do.
      selectors: {
        '&::before': {
          content: "''",
          position: 'absolute',
          top: qaSize.grabHeight,
          left: '50%',
          width: qaSize.grabWidth,
          height: qaSize.grabHeight,
          marginLeft: `calc(${qaSize.grabWidth} / -2)`,
          borderRadius: vars.radius.sm,
          background: qaColor.edge,
        },
      },
    },
  }),
);
globalStyle(`${bar} > :last-child`, { marginLeft: 'auto' });

export const title = style([
  smallCaps,
  { margin: 0, font: qaFont.title, letterSpacing: qaSize.titleSpacing },
]);

export const muted = style({ margin: 0, color: qaColor.muted });

export const body = style({
  selectors: {
    '&:not([hidden])': responsiveStyle({
      mobile: {
        display: 'grid',
        gridTemplateColumns: `minmax(${qaSize.actorsMin}, ${qaSize.actorsMax}) minmax(0, 1fr) minmax(0, 1fr)`,
        height: `min(40vh, ${qaSize.bodyMax})`,
      },
      belowTablet: {
        display: 'block',
        height: 'auto',
        maxHeight: [`calc(50vh - ${vars.space.xl})`, `calc(50dvh - ${vars.space.xl})`],
        overflow: 'auto',
      },
    }),
  },
});
globalStyle(
  `${body} > *`,
  responsiveStyle({
    mobile: { overflow: 'auto', padding: `${vars.space.sm} ${shopSpace.roomy}`, minHeight: 0 },
    belowTablet: { overflow: 'visible' },
  }),
);

export const actors = style(
  responsiveStyle({ mobile: { borderRight: rule }, belowTablet: { border: 0 } }),
);

export const actorList = style([
  bareList,
  responsiveStyle({
    belowTablet: { display: 'flex', flexWrap: 'wrap', gap: vars.space.xs },
  }),
]);
globalStyle(
  `${actorList} li`,
  responsiveStyle({ belowTablet: { flex: `1 1 ${qaSize.actorChip}` } }),
);

export const actor = style({
  display: 'flex',
  flexDirection: 'column',
  width: '100%',
  padding: `${shopSpace.close} ${vars.space.sm}`,
  border: `${vars.border.thin} solid ${qaColor.transparent}`,
  background: 'none',
  color: 'inherit',
  font: 'inherit',
  textAlign: 'left',
  cursor: 'pointer',
  selectors: {
    "&[aria-pressed='true']": { borderColor: qaColor.accent, background: qaColor.selected },
    '&:focus-visible': {
      outline: `${vars.border.thick} solid ${qaColor.accent}`,
      outlineOffset: vars.border.thin,
    },
  },
});

export const strong = style({ fontWeight: semibold });

export const actorState = style({ font: qaFont.code, overflowWrap: 'anywhere' });

export const heading = style({ margin: `0 0 ${shopSpace.close}`, font: qaFont.heading });

export const subheading = style([
  smallCaps,
  {
    margin: `${shopSpace.roomy} 0 ${shopSpace.close}`,
    font: qaFont.subheading,
    color: qaColor.muted,
  },
]);

export const facts = style({
  display: 'grid',
  gridTemplateColumns: 'auto 1fr',
  gap: `${vars.space.xs} ${shopSpace.roomy}`,
  margin: 0,
});
globalStyle(`${facts} dt`, { color: qaColor.muted });
globalStyle(`${facts} dd`, { margin: 0 });

export const pre = style({
  margin: 0,
  maxHeight: qaSize.contextMax,
  overflow: 'auto',
  font: qaFont.code,
  background: qaColor.code,
  padding: `${shopSpace.close} ${vars.space.sm}`,
});

/** Events and timers: small chips that wrap. */
export const chips = style([bareList, { display: 'flex', flexWrap: 'wrap', gap: shopSpace.close }]);
globalStyle(`${chips} li`, { display: 'flex', alignItems: 'center', gap: vars.space.xs });

export const log = style(
  responsiveStyle({
    mobile: { borderLeft: rule, display: 'flex', flexDirection: 'column' },
    belowTablet: { border: 0 },
  }),
);

export const logList = style([
  bareList,
  {
    overflow: 'auto',
    flex: 1,
    selectors: {
      '&:focus-visible': {
        outline: `${vars.border.thick} solid ${qaColor.accent}`,
        outlineOffset: vars.border.thin,
      },
    },
  },
]);
globalStyle(`${logList} li`, {
  padding: `${shopSpace.hairline} 0`,
  borderBottom: `${vars.border.thin} dotted ${qaColor.rule}`,
});
globalStyle(`${logList} time`, { color: qaColor.muted, fontVariantNumeric: 'tabular-nums' });

export const logKind = style({});
globalStyle(`${logList} li[data-kind='transition'] ${logKind}`, { color: qaColor.accent });

/**
 * The shop under the panel: its drawers (cart checkout, menus) end where the panel starts, and
 * "scroll into view" stops above it. The property is set by the panel while it is mounted. On
 * large screens, while a drawer is open, the panel docks beside it and the drawer keeps the full
 * height, so nothing the shopper sees in it (subtotal, checkout) is pushed out of view.
 */
const panelHeight = 'var(--qa-panel-height, 0)';
globalStyle('html', { scrollPaddingBottom: panelHeight });
globalStyle(
  "html body [data-slot='drawer-content']",
  responsiveStyle({ mobile: { insetBlockEnd: panelHeight }, desktop: { insetBlockEnd: 0 } }),
);
globalStyle(
  `html:has([data-slot='drawer-content'][data-side='right'][data-state='open']) ${panel}`,
  responsiveStyle({ desktop: { right: vars.size.drawer } }),
);
globalStyle(
  `html:has([data-slot='drawer-content'][data-side='left'][data-state='open']) ${panel}`,
  responsiveStyle({ desktop: { left: vars.size.drawer } }),
);
/** A toast at the foot of a phone screen (while a drawer is open) sits above the panel too. */
globalStyle(
  'html body .Toastify__toast-container',
  responsiveStyle({ belowTablet: { marginBottom: panelHeight } }),
);
