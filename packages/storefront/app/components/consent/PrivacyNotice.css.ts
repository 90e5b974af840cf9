import { globalStyle, style } from '@vanilla-extract/css';
import { responsiveStyle, smallCaps, vars } from '@treize/ui/vanilla-extract';
import { shopColor, shopFontSize, shopShadow, shopSpace, shopWidth } from '../../styles/shopTokens';
import { button } from '../button.css';

/**
 * The notices' wrapper lends no box, so the privacy notice is sticky against the whole page: it
 * stays at the bottom of the screen while the shopper scrolls, and at the end of the page it rests
 * after the footer in the flow, so it never hides the last content, the header's cart button or a
 * checkout link for good.
 */
globalStyle("[data-slot='notices']", { display: 'contents' });

/** Under the drawers and dialogs (which sit above it), over the page. */
const aboveThePage = 30;

export const notice = style({
  position: 'sticky',
  bottom: 0,
  zIndex: aboveThePage,
  background: vars.color.paper,
  borderTop: `${vars.border.thin} solid ${vars.color.line}`,
  boxShadow: shopShadow.notice,
});

export const inner = style(
  responsiveStyle({
    mobile: {
      maxWidth: vars.size.content,
      margin: '0 auto',
      padding: `${shopSpace.wide} ${shopSpace.spacious}`,
      display: 'grid',
      gap: shopSpace.roomy,
      fontSize: vars.fontSize.sm,
      lineHeight: vars.lineHeight.normal,
    },
    desktop: {
      gridTemplateColumns: `${shopWidth.noticeTitle} minmax(0, 1fr) auto`,
      alignItems: 'center',
      gap: shopSpace.loose,
      padding: `${vars.space.md} ${shopSpace.open}`,
    },
  }),
);

export const title = style([
  smallCaps,
  {
    margin: 0,
    fontFamily: 'inherit',
    fontSize: vars.fontSize.xs,
    fontWeight: 'normal',
    color: shopColor.muted,
  },
]);

export const text = style(responsiveStyle({ desktop: { maxWidth: shopWidth.noticeText } }));
globalStyle(`${text} p`, { margin: 0 });
globalStyle(`${text} p + p`, { marginTop: vars.space.xs, color: shopColor.muted });

export const actions = style(
  responsiveStyle({
    mobile: { display: 'grid', gridTemplateColumns: '1fr 1fr', gap: vars.space.sm },
    desktop: { display: 'flex' },
  }),
);

/**
 * The two choices in small capitals, of one width on large screens. Written under the actions'
 * class so they outrank the shop's button rules wherever the sheets land.
 */
globalStyle(
  `${actions} ${button}`,
  responsiveStyle({
    mobile: {
      padding: `${shopSpace.compact} ${vars.space.md}`,
      fontSize: shopFontSize.label,
      letterSpacing: vars.letterSpacing.wide,
      textTransform: 'uppercase',
    },
    // Wider than either language's words in the brand sans or its local stand-in: the text beside
    // them keeps its width, so its lines do not rewrap (and the notice, pinned to the screen's
    // bottom, does not move) when the web font arrives.
    desktop: { minWidth: shopWidth.noticeButton },
  }),
);
globalStyle(`${notice} ${button}:focus-visible`, {
  outline: `${vars.border.thick} solid ${shopColor.accent}`,
  outlineOffset: vars.border.thick,
});
