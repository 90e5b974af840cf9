import { isDeepStrictEqual } from 'node:util';
import { SimulatedClock, createActor } from 'xstate';
import type {
  AnyMachineSnapshot,
  AnyStateMachine,
  AnyTransitionDefinition,
  InspectionEvent,
} from 'xstate';
import type { ModelPath } from './modelPaths.js';

const AFTER_PREFIX = 'xstate.after.';
const INIT_EVENT = 'xstate.init';

/** What one replay reached: the transitions taken and the state nodes entered, transient ones included. */
export interface ReplayResult {
  transitions: Set<AnyTransitionDefinition>;
  stateIds: Set<string>;
}

/** The delay of an `xstate.after.{delay}.{stateId}` event, resolved from the machine's named delays. */
export function delayOf(machine: AnyStateMachine, eventType: string): number {
  const name = eventType.slice(AFTER_PREFIX.length).split('.')[0] ?? '';
  const numeric = Number(name);
  if (name !== '' && Number.isFinite(numeric)) return numeric;
  const delay: unknown = machine.implementations.delays[name];
  if (typeof delay !== 'number')
    throw new Error(`Delay "${name}" of ${machine.id} is not a named number`);
  return delay;
}

function describeMismatch(
  index: number,
  eventType: string,
  expected: AnyMachineSnapshot,
  actual: AnyMachineSnapshot,
) {
  return [
    `Step ${index} (${eventType}) diverged from the model:`,
    `  expected ${JSON.stringify({ value: expected.value, context: expected.context })}`,
    `  actual   ${JSON.stringify({ value: actual.value, context: actual.context })}`,
  ].join('\n');
}

/**
 * Replays a generated path on a real actor driven by a `SimulatedClock`: `xstate.after.*` steps
 * advance the clock by the named delay, every other step is sent as an event (actor outcomes
 * included, since the stubbed actors never settle). After every step the actor's value and
 * context must equal the model's prediction, else this throws with both states.
 */
export function replayPath(
  machine: AnyStateMachine,
  input: unknown,
  path: ModelPath,
): ReplayResult {
  const clock = new SimulatedClock();
  const transitions = new Set<AnyTransitionDefinition>();
  const stateIds = new Set<string>();
  const visit = (snapshot: AnyMachineSnapshot) => {
    for (const node of snapshot._nodes) stateIds.add(node.id);
  };
  const actor = createActor(machine, {
    input,
    clock,
    inspect: (event: InspectionEvent) => {
      if (event.type === '@xstate.microstep' && event.actorRef === actor) {
        for (const transition of event._transitions) transitions.add(transition);
        // Microstep snapshots include states left at once through `always`.
        visit(event.snapshot as AnyMachineSnapshot);
      }
    },
  });
  actor.start();
  try {
    path.steps.forEach((step, index) => {
      if (step.event.type.startsWith(AFTER_PREFIX))
        clock.increment(delayOf(machine, step.event.type));
      else if (step.event.type !== INIT_EVENT) actor.send(step.event);
      const actual = actor.getSnapshot();
      visit(actual);
      const same =
        isDeepStrictEqual(actual.value, step.state.value) &&
        isDeepStrictEqual(actual.context, step.state.context);
      if (!same) throw new Error(describeMismatch(index, step.event.type, step.state, actual));
    });
  } finally {
    actor.stop();
  }
  return { transitions, stateIds };
}
