import { globalStyle, style } from '@vanilla-extract/css';
import { bareList, responsiveStyle, vars } from '@treize/ui/vanilla-extract';
import { interfaceFont, shopFontSize, shopSpace, shopWidth } from '../../styles/shopTokens';

/** The order history: one ruled row an order, its columns lined up from tablet width. */
export const orders = style([
  bareList,
  { borderTop: `${vars.border.thin} solid ${vars.color.line}` },
]);

export const name = style({ fontSize: shopFontSize.lead });

export const link = style(
  responsiveStyle({
    mobile: {
      display: 'grid',
      gridTemplateColumns: '1fr auto',
      gap: `${vars.space.xs} ${vars.space.lg}`,
      padding: `${shopSpace.spacious} 0`,
      borderBottom: `${vars.border.thin} solid ${vars.color.line}`,
      textDecoration: 'none',
    },
    tablet: {
      gridTemplateColumns: `1fr ${shopWidth.orderDate} ${shopWidth.orderStatus} ${shopWidth.orderTotal}`,
      alignItems: 'baseline',
    },
  }),
);
globalStyle(`${link}:hover ${name}`, { textDecoration: 'underline' });

const figures = { fontFamily: interfaceFont, fontSize: shopFontSize.small } as const;
export const date = style(figures);
export const total = style({ ...figures, textAlign: 'right' });
