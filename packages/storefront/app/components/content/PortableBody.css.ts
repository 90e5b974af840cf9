import { globalStyle, style } from '@vanilla-extract/css';
import { vars } from '@treize/ui/vanilla-extract';
import { shopColor, shopFontSize, shopWidth } from '../../styles/shopTokens';
import { lookH4 } from './SimpleText.css';

/**
 * An editorial body (behaviour §2): one column that never grows past the screen, so a wide module
 * scrolls or wraps instead of widening the page. An editor's blocks are plain elements, styled
 * from here.
 */
export const richText = style({
  display: 'grid',
  gridTemplateColumns: 'minmax(0, 1fr)',
  gap: vars.space.md,
  overflowWrap: 'break-word',
});

globalStyle(
  ['p', 'h2', 'h3', 'h4', 'ul', 'blockquote'].map((tag) => `${richText} > ${tag}`).join(', '),
  { maxWidth: shopWidth.editorialMeasure },
);

globalStyle(`${richText} blockquote`, {
  margin: 0,
  paddingLeft: vars.space.md,
  borderLeft: `${vars.border.thick} solid ${shopColor.ink}`,
  fontStyle: 'italic',
});

/* Headings on a modular scale in the display serif. */
globalStyle(`${richText} h2`, {
  fontSize: shopFontSize.editorialTitle,
  margin: `${vars.space.lg} 0 0`,
});
globalStyle(`${richText} h3`, { fontSize: shopFontSize.section, margin: `${vars.space.md} 0 0` });
globalStyle(`${richText} h4, ${richText} ${lookH4}`, {
  fontSize: vars.fontSize.lg,
  margin: `${vars.space.md} 0 0`,
});
