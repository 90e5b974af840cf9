import { globalStyle, style } from '@vanilla-extract/css';

/** A group of menu links under its title. */
export const navigationGroup = style({});

export const navigationGroupTitle = style({ margin: 0 });

globalStyle(`${navigationGroup} ul`, { listStyle: 'none', margin: 0, padding: 0 });
