import { describe, expect, it } from 'vitest';
import { measureCoverage } from './coverage.js';
import type { MachineModel } from './machineModel.js';

/**
 * The transition coverage of one machine's generated paths: 100% of states and transitions, so a
 * transition that stops being reachable fails `npm test`. This is a coverage check, not a test of
 * behaviour: replaying the machine on itself cannot show that it is wrong. The model-based tests
 * walk these same paths on the ui components (`*.model.test.tsx` in ui and storefront), with
 * assertions written from the spec.
 */
export function describeMachineCoverage(model: MachineModel): void {
  describe(`${model.id} transition coverage`, () => {
    it('covers every state and every transition', () => {
      const coverage = measureCoverage(model);
      expect(coverage.states.missed).toEqual([]);
      expect(coverage.transitions.missed).toEqual([]);
      expect(coverage.states.covered).toBe(coverage.states.total);
      expect(coverage.transitions.covered).toBe(coverage.transitions.total);
    });
  });
}
