import { keyframes, style } from '@vanilla-extract/css';
import { shopColor, shopHeight } from '../../styles/shopTokens';

export const progress = style({
  position: 'fixed',
  inset: '0 0 auto 0',
  height: shopHeight.progress,
  zIndex: 40,
  pointerEvents: 'none',
});

const sweep = keyframes({
  from: { transform: 'scaleX(0.05)' },
  to: { transform: 'scaleX(0.95)' },
});

export const bar = style({
  height: '100%',
  width: '100%',
  background: shopColor.accent,
  transformOrigin: 'left',
  animation: `${sweep} 1.2s ease-in-out infinite`,
});
