import { getStateNodes } from 'xstate/graph';
import type { AnyStateMachine, AnyStateNode, AnyTransitionDefinition } from 'xstate';
import type { MachineModel } from './machineModel.js';
import { modelPaths } from './modelPaths.js';
import { replayPath } from './replayPath.js';

/** Covered and total counts, with what was missed. */
export interface CoverageCount {
  covered: number;
  total: number;
  missed: string[];
}

/** How much of one machine the generated paths reach. */
export interface MachineCoverage {
  id: string;
  paths: number;
  states: CoverageCount;
  transitions: CoverageCount;
}

function allTransitions(machine: AnyStateMachine): AnyTransitionDefinition[] {
  const nodes: AnyStateNode[] = [machine.root, ...getStateNodes(machine.root)];
  return nodes.flatMap((node) => [
    ...[...node.transitions.values()].flat(),
    ...(node.always ?? []),
  ]);
}

function describeTransition(transition: AnyTransitionDefinition): string {
  const targets = transition.target?.map((target) => target.id).join(',') ?? '(none)';
  const guard = transition.guard ? ` [${JSON.stringify(transition.guard)}]` : '';
  return `${transition.source.id} --${transition.eventType || 'always'}${guard}--> ${targets}`;
}

function count(total: readonly string[], covered: ReadonlySet<string>): CoverageCount {
  return {
    covered: total.filter((item) => covered.has(item)).length,
    total: total.length,
    missed: total.filter((item) => !covered.has(item)),
  };
}

/** Replays every generated path and counts the state nodes and transitions reached. */
export function measureCoverage(model: MachineModel): MachineCoverage {
  const { machine, paths } = modelPaths(model);
  const transitions = allTransitions(machine);
  const stateIds = getStateNodes(machine.root).map((node) => node.id);
  const takenTransitions = new Set<AnyTransitionDefinition>();
  const visitedStates = new Set<string>();
  for (const path of paths) {
    const result = replayPath(machine, model.input, path);
    for (const transition of result.transitions) takenTransitions.add(transition);
    for (const id of result.stateIds) visitedStates.add(id);
  }
  const transitionKeys = new Map(
    transitions.map((transition, index) => [
      transition,
      `${index}: ${describeTransition(transition)}`,
    ]),
  );
  const takenKeys = new Set(
    [...takenTransitions].flatMap((transition) => transitionKeys.get(transition) ?? []),
  );
  return {
    id: model.id,
    paths: paths.length,
    states: count(stateIds, visitedStates),
    transitions: count([...transitionKeys.values()], takenKeys),
  };
}

/** One line per machine: `states covered/total`, `transitions covered/total`. */
export function formatCoverage(coverage: MachineCoverage): string {
  const { states, transitions } = coverage;
  const line = `${coverage.id.padEnd(16)} states ${states.covered}/${states.total}  transitions ${transitions.covered}/${transitions.total}  (${coverage.paths} paths)`;
  const missed = [
    ...states.missed.map((id) => `  missed state ${id}`),
    ...transitions.missed.map((t) => `  missed transition ${t}`),
  ];
  return [line, ...missed].join('\n');
}
