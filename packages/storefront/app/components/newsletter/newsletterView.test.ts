import { newsletterFormMachine } from '@treize/machines';
import { describe, expect, it } from 'vitest';
import { createActor } from 'xstate';
import { NEWSLETTER_BEFORE_MACHINE, newsletterView } from './newsletterView';

describe('the newsletter form before its machine runs', () => {
  it("shows the machine's initial snapshot: idle, an empty field, no error, no message", () => {
    const initial = createActor(newsletterFormMachine, { input: { pathname: '/' } }).getSnapshot();
    for (const [name, read] of Object.entries(newsletterView))
      expect(read(initial), name).toEqual(
        NEWSLETTER_BEFORE_MACHINE[name as keyof typeof newsletterView],
      );
    expect(initial.context.email).toBe('');
  });
});
