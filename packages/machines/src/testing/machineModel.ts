import type { AnyEventObject, AnyMachineSnapshot, AnyStateMachine } from 'xstate';

/**
 * What path generation needs to know about one machine: example events (with payloads, including
 * the `xstate.done.actor.*` / `xstate.error.actor.*` events of its invoked actors), its input, and
 * optionally a filter that bounds unbounded context (a quantity) so the traversal ends.
 */
export interface MachineModel {
  id: string;
  machine: AnyStateMachine;
  input?: unknown;
  events: AnyEventObject[];
  filterEvents?: (snapshot: AnyMachineSnapshot, event: AnyEventObject) => boolean;
}
