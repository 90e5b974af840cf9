import { describe, expect, it, vi } from 'vitest';
import { assign, createMachine } from 'xstate';
import { SERVER_INPUTS_PER_MACHINE, useMachineOnServer } from './useShopMachine';

function toggleMachine(onEntry: () => void) {
  return createMachine({
    id: 'toggle',
    initial: 'closed',
    context: { opened: 0 },
    states: {
      closed: { entry: onEntry, on: { OPEN: 'open' } },
      open: { entry: assign({ opened: ({ context }) => context.opened + 1 }) },
    },
  });
}

const greetingMachine = createMachine({
  types: {} as { input: { name: string }; context: { greeting: string } },
  context: ({ input }) => ({ greeting: `Bonjour ${input.name}` }),
  initial: 'idle',
  states: { idle: {} },
});

describe('useMachineOnServer', () => {
  it('renders from the initial snapshot without starting the actor', () => {
    const onEntry = vi.fn();
    const machine = toggleMachine(onEntry);
    const [snapshot, , actor] = useMachineOnServer(machine);
    expect(snapshot).toMatchObject({ value: 'closed', context: { opened: 0 } });
    // Entry actions run when an actor starts: a server render must not run them.
    expect(onEntry).not.toHaveBeenCalled();
    expect(actor.getSnapshot()).toBe(snapshot);
  });

  it('builds one actor per machine without input, shared by every render', () => {
    const machine = toggleMachine(() => {});
    const [first, , firstActor] = useMachineOnServer(machine);
    const [second, , secondActor] = useMachineOnServer(machine, {});
    expect(secondActor).toBe(firstActor);
    expect(second).toBe(first);
    // Another machine gets its own.
    expect(useMachineOnServer(toggleMachine(() => {}))[2]).not.toBe(firstActor);
  });

  it('shares an actor between renders with the same input, and not across inputs', () => {
    const [ana, , anaActor] = useMachineOnServer(greetingMachine, { input: { name: 'Ana' } });
    const [leo, , leoActor] = useMachineOnServer(greetingMachine, { input: { name: 'Léo' } });
    expect(ana).toMatchObject({ context: { greeting: 'Bonjour Ana' } });
    expect(leo).toMatchObject({ context: { greeting: 'Bonjour Léo' } });
    expect(leoActor).not.toBe(anaActor);
    expect(useMachineOnServer(greetingMachine, { input: { name: 'Ana' } })[2]).toBe(anaActor);
  });

  it('remembers a bounded number of inputs per machine, forgetting the oldest first', () => {
    const machine = createMachine({
      types: {} as { input: { name: string }; context: { name: string } },
      context: ({ input }) => ({ name: input.name }),
    });
    const render = (index: number) => useMachineOnServer(machine, { input: { name: `n${index}` } });
    const [, , oldest] = render(0);
    const [, , second] = render(1);
    for (let index = 2; index <= SERVER_INPUTS_PER_MACHINE; index += 1) render(index);
    expect(render(1)[2]).toBe(second);
    const [again, , renewed] = render(0);
    expect(renewed).not.toBe(oldest);
    expect(again).toMatchObject({ context: { name: 'n0' } });
  });
});
