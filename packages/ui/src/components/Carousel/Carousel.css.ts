import { createVar, style } from '@vanilla-extract/css';
import { vars } from '../../themes/contract.css.js';

/** Share of the slides seen so far, 0–1, set at run time from embla's selected slide. */
export const progressVar = createVar();

export const carousel = style({
  position: 'relative',
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.sm,
});

export const viewport = style({ overflow: 'hidden' });

export const container = style({ display: 'flex', touchAction: 'pan-y pinch-zoom' });

export const slide = style({ flex: '0 0 100%', minWidth: 0 });

export const controls = style({
  position: 'absolute',
  insetInline: 0,
  top: '50%',
  display: 'flex',
  justifyContent: 'space-between',
  transform: 'translateY(-50%)',
  pointerEvents: 'none',
});

export const control = style({ pointerEvents: 'auto', backgroundColor: vars.color.paper });

export const progressTrack = style({
  position: 'relative',
  height: vars.size.progress,
  backgroundColor: vars.color.line,
  overflow: 'hidden',
});

export const progressBar = style({
  position: 'absolute',
  insetBlock: 0,
  insetInlineStart: 0,
  width: '100%',
  backgroundColor: vars.color.ink,
  transformOrigin: 'left center',
  transform: `scaleX(${progressVar})`,
  transitionProperty: 'transform',
  transitionDuration: vars.duration.fast,
});
