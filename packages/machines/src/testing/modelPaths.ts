import { fromPromise } from 'xstate';
import { getAdjacencyMap, getShortestPaths, serializeSnapshot } from 'xstate/graph';
import type { AnyEventObject, AnyMachineSnapshot, AnyStateMachine } from 'xstate';
import type { MachineModel } from './machineModel.js';

/** One step of a generated path: the event, and the state the model predicts after it. */
export interface PathStep {
  event: AnyEventObject;
  state: AnyMachineSnapshot;
}

/** A generated path, replayable from the machine's initial state. */
export interface ModelPath {
  description: string;
  steps: PathStep[];
}

function isBuiltInAction(action: unknown): boolean {
  return typeof action === 'function' && typeof (action as { type?: unknown }).type === 'string';
}

/**
 * The machine with every effect replaced: actors that never settle (their outcome is a path step)
 * and custom actions that do nothing. Built-in actions (`assign`, `emit`) stay, so context and
 * emitted events behave as in production.
 */
export function stubEffects(machine: AnyStateMachine): AnyStateMachine {
  const actors = Object.fromEntries(
    Object.keys(machine.implementations.actors).map((name) => [
      name,
      fromPromise(() => new Promise<never>(() => {})),
    ]),
  );
  const actions = Object.fromEntries(
    Object.entries(machine.implementations.actions)
      .filter(([, action]) => !isBuiltInAction(action))
      .map(([name]) => [name, () => undefined]),
  );
  return machine.provide({ actors, actions });
}

/**
 * The events a state can receive: its own event types, each with the model's examples or a bare
 * `{ type }` (which is how `xstate.after.*` steps appear). Passing `events` to the traversal
 * replaces xstate's default list, so this rebuilds it with payloads.
 */
function eventsFor(
  snapshot: AnyMachineSnapshot,
  examples: readonly AnyEventObject[],
): AnyEventObject[] {
  const types = new Set(snapshot._nodes.flatMap((node) => node.ownEvents));
  return [...types].flatMap((type) => {
    const matching = examples.filter((example) => example.type === type);
    return matching.length > 0 ? matching : [{ type }];
  });
}

function describeSteps(steps: readonly PathStep[]): string {
  return steps.map((step) => step.event.type).join(' → ');
}

/**
 * Paths that take every transition the example events can trigger: for each state the model
 * reaches, the shortest path there (`getShortestPaths` from `xstate/graph`), extended by each
 * event the state can receive (the edges of `getAdjacencyMap`).
 */
export function generateModelPaths(model: MachineModel, machine: AnyStateMachine): ModelPath[] {
  const options = {
    events: (snapshot: AnyMachineSnapshot) => eventsFor(snapshot, model.events),
    input: model.input,
    ...(model.filterEvents ? { filterEvents: model.filterEvents } : {}),
  };
  const serialize = (snapshot: AnyMachineSnapshot) => serializeSnapshot(snapshot);
  const shortest = new Map(
    getShortestPaths(machine, options).map((path) => [
      serialize(path.state as AnyMachineSnapshot),
      path,
    ]),
  );
  const adjacency = getAdjacencyMap(machine, options);
  const paths: ModelPath[] = [];
  for (const vertex of Object.values(adjacency)) {
    const prefix = shortest.get(serialize(vertex.state as AnyMachineSnapshot));
    if (!prefix) continue;
    const head = prefix.steps.map((step) => ({
      event: step.event,
      state: step.state as AnyMachineSnapshot,
    }));
    const edges = Object.values(vertex.transitions) as Array<{
      event: AnyEventObject;
      state: unknown;
    }>;
    for (const edge of edges) {
      const steps = [...head, { event: edge.event, state: edge.state as AnyMachineSnapshot }];
      paths.push({ description: describeSteps(steps), steps });
    }
  }
  return paths;
}

/** Generates the paths of a model on its stubbed machine (the same machine replay and coverage use). */
export function modelPaths(model: MachineModel): { machine: AnyStateMachine; paths: ModelPath[] } {
  const machine = stubEffects(model.machine);
  return { machine, paths: generateModelPaths(model, machine) };
}
