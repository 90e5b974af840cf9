import { style } from '@vanilla-extract/css';
import { vars } from '@treize/ui/vanilla-extract';

/** The switcher's error reads at the header's small size. */
export const errorSize = style({ fontSize: vars.fontSize.sm });
