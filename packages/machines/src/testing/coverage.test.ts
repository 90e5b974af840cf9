import { describe, expect, it } from 'vitest';
import { accordionMachine } from '../accordion/accordionMachine.js';
import { measureCoverage } from './coverage.js';
import { delayOf } from './replayPath.js';

describe('measureCoverage', () => {
  it('reports the switch between two items as unreached when the model knows one item only', () => {
    const coverage = measureCoverage({
      id: 'accordion',
      machine: accordionMachine,
      input: {},
      events: [{ type: 'CLICK_ITEM', id: 'a' }],
    });

    expect(coverage.states.missed).toEqual(['accordion.closingBeforeOpen']);
    expect(coverage.transitions.covered).toBeLessThan(coverage.transitions.total);
    expect(
      coverage.transitions.missed.some((line) => line.includes('--> accordion.closingBeforeOpen')),
    ).toBe(true);
  });
});

describe('delayOf', () => {
  it('resolves a named delay of the machine', () => {
    expect(
      delayOf(accordionMachine, 'xstate.after.closeThenOpenDelay.accordion.closingBeforeOpen'),
    ).toBe(650);
  });

  it('refuses a delay the machine does not name', () => {
    expect(() => delayOf(accordionMachine, 'xstate.after.unknown.accordion.idle')).toThrow(
      'Delay "unknown"',
    );
  });
});
