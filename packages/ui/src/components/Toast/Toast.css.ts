import { globalStyle, style } from '@vanilla-extract/css';
import { vars } from '../../themes/contract.css.js';

export const area = style({});

// react-toastify's own stylesheet is bundled into styles.css; these rules dress it in our tokens.
globalStyle(`${area} .Toastify__toast-container`, { zIndex: vars.zIndex.toast });

globalStyle(`${area} .Toastify__toast`, {
  fontFamily: vars.font.body,
  fontSize: vars.fontSize.sm,
  color: vars.color.ink,
  backgroundColor: vars.color.paper,
  borderRadius: vars.radius.none,
  boxShadow: vars.shadow.modal,
  cursor: 'pointer',
});

globalStyle(`${area} .Toastify__toast--success`, {
  borderInlineStart: `${vars.border.thick} solid ${vars.color.success}`,
});
globalStyle(`${area} .Toastify__toast--error`, {
  borderInlineStart: `${vars.border.thick} solid ${vars.color.error}`,
});
