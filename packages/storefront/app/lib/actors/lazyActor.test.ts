import { describe, expect, it, vi } from 'vitest';
import { createActor, createMachine } from 'xstate';
import { LazyActor } from './lazyActor';

const toggle = createMachine({
  initial: 'off',
  states: { off: { on: { TOGGLE: 'on' } }, on: { on: { TOGGLE: 'off' } } },
});

describe('LazyActor (issue 16: machine code after the first load)', () => {
  it('asks for its code on the first event, then delivers the waiting events in order', () => {
    const lazy = new LazyActor<{ value: unknown }, { type: 'TOGGLE' }>();
    const load = vi.fn();
    lazy.whenNeeded(load);
    expect(lazy.getSnapshot()).toBeUndefined();
    lazy.send({ type: 'TOGGLE' });
    lazy.send({ type: 'TOGGLE' });
    lazy.send({ type: 'TOGGLE' });
    expect(load).toHaveBeenCalled();
    const seen = vi.fn();
    lazy.subscribe(seen);
    lazy.attach(createActor(toggle).start());
    expect(lazy.getSnapshot()!.value).toBe('on');
    expect(seen).toHaveBeenCalled();
  });

  it('reads as not loaded again once detached', () => {
    const lazy = new LazyActor<{ value: unknown }, { type: 'TOGGLE' }>();
    const actor = createActor(toggle).start();
    lazy.attach(actor);
    lazy.send({ type: 'TOGGLE' });
    expect(lazy.getSnapshot()!.value).toBe('on');
    lazy.detach();
    expect(lazy.getSnapshot()).toBeUndefined();
  });
});
