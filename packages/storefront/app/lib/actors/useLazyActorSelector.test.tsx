// @vitest-environment jsdom
import { act, cleanup, render, screen } from '@testing-library/react';
import { renderToString } from 'react-dom/server';
import { afterEach, describe, expect, it } from 'vitest';
import { LazyActor } from './lazyActor';
import { useLazyActorSelector } from './useLazyActorSelector';

type Snapshot = { count: number };

/** A started actor reduced to what a page reads of it. */
function runningActor(count: number) {
  const listeners = new Set<() => void>();
  let snapshot: Snapshot = { count };
  return {
    getSnapshot: () => snapshot,
    send: () => undefined,
    subscribe(listener: () => void) {
      listeners.add(listener);
      return { unsubscribe: () => listeners.delete(listener) };
    },
    set(next: number) {
      snapshot = { count: next };
      for (const listener of listeners) listener();
    },
  };
}

afterEach(cleanup);

const selectCount = (snapshot: Snapshot) => snapshot.count;

function Count({ actor, initial }: { actor: LazyActor<Snapshot, never>; initial: number }) {
  return <output>{useLazyActorSelector(actor, selectCount, initial)}</output>;
}

describe('reading a lazy actor', () => {
  it('renders the initial value on the server, even when the actor already runs', () => {
    const actor = new LazyActor<Snapshot, never>();
    actor.attach(runningActor(7));
    expect(renderToString(<Count actor={actor} initial={2} />)).toBe('<output>2</output>');
  });

  it('shows the initial value until the actor runs, then follows its snapshots', () => {
    const actor = new LazyActor<Snapshot, never>();
    const { rerender } = render(<Count actor={actor} initial={0} />);
    expect(screen.getByRole('status').textContent).toBe('0');
    rerender(<Count actor={actor} initial={1} />);
    expect(screen.getByRole('status').textContent).toBe('1');
    const running = runningActor(3);
    act(() => actor.attach(running));
    expect(screen.getByRole('status').textContent).toBe('3');
    act(() => running.set(4));
    expect(screen.getByRole('status').textContent).toBe('4');
  });

  it('reads the new actor when the page is given another one', () => {
    const first = new LazyActor<Snapshot, never>();
    first.attach(runningActor(5));
    const second = new LazyActor<Snapshot, never>();
    second.attach(runningActor(9));
    const { rerender } = render(<Count actor={first} initial={0} />);
    expect(screen.getByRole('status').textContent).toBe('5');
    rerender(<Count actor={second} initial={0} />);
    expect(screen.getByRole('status').textContent).toBe('9');
  });
});
