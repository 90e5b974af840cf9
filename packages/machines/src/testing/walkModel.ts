import type { AnyEventObject, AnyMachineSnapshot } from 'xstate';
import { createActor } from 'xstate';
// The path generator of this package (shortest path to every state from `xstate/graph`, extended
// by every event the state accepts), so the ui and storefront tests walk the same paths.
import type { MachineModel } from './machineModel.js';
import { modelPaths, type ModelPath } from './modelPaths.js';

/** How a model-based ui test drives the component and what it checks at every state. */
export interface UiTestDriver {
  /**
   * Performs `event` on the rendered component, as a user, a server answer or the clock would.
   * `from` is the state the model is in before the event, so a delayed step can advance the fake
   * clock by the spec's number for that state (written in the test, never read from the machine).
   */
  perform(event: AnyEventObject, from: AnyMachineSnapshot): void | Promise<void>;
  /**
   * Asserts what the spec says a user sees in `state`. The machine only names the state (and
   * which item or field it concerns); the expectation itself is written from the spec.
   */
  expectState(state: AnyMachineSnapshot): void | Promise<void>;
}

/** The generated paths of a model, each named by its events and their payloads. */
export function uiModelPaths(model: MachineModel): ModelPath[] {
  return modelPaths(model).paths.map((path) => ({
    ...path,
    description: path.steps
      .filter((step) => step.event.type !== 'xstate.init')
      .map(({ event: { type, ...payload } }) => {
        const values = Object.values(payload).filter(
          (value) => typeof value === 'string' || typeof value === 'number',
        );
        return values.length > 0 ? `${type}(${values.join(', ')})` : type;
      })
      .join(' → '),
  }));
}

/** The state a model's paths start from. */
export function initialState(model: MachineModel): AnyMachineSnapshot {
  return createActor(model.machine, { input: model.input as never }).getSnapshot();
}

/** Walks one generated path on the rendered component, checking the spec at every state. */
export async function walkPath(
  model: MachineModel,
  path: ModelPath,
  driver: UiTestDriver,
): Promise<void> {
  let from = initialState(model);
  for (const [index, step] of path.steps.entries()) {
    const trail = path.steps
      .slice(0, index + 1)
      .map((done) => done.event.type)
      .join(' → ');
    try {
      // The first step is the machine's start: rendering the component is that step.
      if (step.event.type !== 'xstate.init') await driver.perform(step.event, from);
      await driver.expectState(step.state);
    } catch (error) {
      const message = error instanceof Error ? error.message : String(error);
      throw new Error(`after ${trail} (model: ${JSON.stringify(step.state.value)}): ${message}`, {
        cause: error,
      });
    }
    from = step.state;
  }
}
