/** Durations in milliseconds, taken from behaviour §9 "Timings" where the spec names one. */
export const durations = {
  /** Accordion open/close animation (§9). */
  accordion: 525,
  /** Pause between closing one accordion item and opening the next (§4, §9). */
  accordionCloseThenOpen: 650,
  /** Drawer slide in/out; the spec gives no figure, 400 ms reads as a deliberate slide. */
  drawer: 400,
  /** One frame of the loader icon (§9 "Loader icon cycles every 250 ms"). */
  loader: 250,
  /** Hover and focus feedback. */
  fast: 150,
} as const;

export type Duration = keyof typeof durations;

/** Milliseconds as a CSS time value. */
export function ms(value: number): string {
  return `${value}ms`;
}
