import { describe, expect, it } from 'vitest';
import { measureCoverage, modelPaths } from './coverage.js';
import type { MachineModel } from './machineModel.js';
import { replayPath } from './replayPath.js';

/**
 * The model test of one machine: every generated path replayed on an actor with a simulated
 * clock (the state is compared after each step), then 100% of states and transitions asserted,
 * so a transition that stops being reachable fails `npm test`.
 */
export function describeMachineModel(model: MachineModel): void {
  describe(`${model.id} model`, () => {
    const { machine, paths } = modelPaths(model);

    it('generates at least one path per transition', () => {
      expect(paths.length).toBeGreaterThan(0);
    });

    it.each(paths.map((path) => [path.description, path] as const))(
      'replays %s',
      (_description, path) => {
        expect(() => replayPath(machine, model.input, path)).not.toThrow();
      },
    );

    it('covers every state and every transition', () => {
      const coverage = measureCoverage(model);
      expect(coverage.states.missed).toEqual([]);
      expect(coverage.transitions.missed).toEqual([]);
      expect(coverage.states.covered).toBe(coverage.states.total);
      expect(coverage.transitions.covered).toBe(coverage.transitions.total);
    });
  });
}
