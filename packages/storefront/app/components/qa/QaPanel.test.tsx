// @vitest-environment jsdom
import { cartDrawerMachine, cartNoteMachine } from '@treize/machines';
import { act, cleanup, fireEvent, render, screen, within } from '@testing-library/react';
import { createActor, fromPromise } from 'xstate';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { ActorRegistry } from '../../lib/qa/actorRegistry';
import { QaPanel } from './QaPanel';

function memoryStorage() {
  const items = new Map<string, string>();
  return {
    getItem: (key: string) => items.get(key) ?? null,
    setItem: (key: string, value: string) => void items.set(key, value),
  };
}

/** A registry with two real machines of the shop, as the page would create them. */
function pageWithActors() {
  const registry = new ActorRegistry();
  const drawer = createActor(cartDrawerMachine, { inspect: registry }).start();
  const note = createActor(
    cartNoteMachine.provide({
      actors: { submitCartNote: fromPromise<void, { note: string }>(async () => undefined) },
    }),
    { inspect: registry, input: { note: '' } },
  ).start();
  return { registry, drawer, note };
}

beforeAll(() => {
  // jsdom has no layout: the panel only needs to be able to observe its own size.
  vi.stubGlobal(
    'ResizeObserver',
    class {
      observe() {}
      disconnect() {}
    },
  );
});

afterEach(() => cleanup());

describe('QaPanel', () => {
  it('lists the live actors and sends an accepted event to the chosen one', () => {
    const { registry, drawer } = pageWithActors();
    render(<QaPanel registry={registry} storage={memoryStorage()} />);
    const actors = within(screen.getByRole('navigation', { name: 'Live actors' }));
    expect(actors.getAllByRole('button').map((button) => button.dataset.actor)).toEqual([
      'cartDrawer',
      'cartNote',
    ]);
    fireEvent.click(screen.getByRole('button', { name: 'OPEN' }));
    expect(drawer.getSnapshot().value).toBe('open');
    expect(screen.getByText('closed → open')).toBeTruthy();
    expect(screen.getByRole('button', { name: 'CLOSE' })).toBeTruthy();
  });

  it("shows the chosen actor's pending timer and fires it on demand", () => {
    vi.useFakeTimers();
    try {
      const { registry, note } = pageWithActors();
      render(<QaPanel registry={registry} storage={memoryStorage()} />);
      fireEvent.click(screen.getByRole('button', { name: /cartNote/ }));
      act(() => note.send({ type: 'CHANGE', note: 'Écrin' }));
      expect(screen.getByText(/1000 ms · 1000 ms left/)).toBeTruthy();
      fireEvent.click(screen.getByRole('button', { name: 'Fire noteAutoSubmit now' }));
      expect(note.getSnapshot().value).toBe('submitting');
      expect(screen.getByText('No delayed transition is waiting.')).toBeTruthy();
    } finally {
      vi.useRealTimers();
    }
  });

  it('collapses to its bar and remembers it for the next page', () => {
    const storage = memoryStorage();
    const { registry } = pageWithActors();
    const first = render(<QaPanel registry={registry} storage={storage} />);
    fireEvent.click(screen.getByRole('button', { name: 'Collapse' }));
    expect(screen.getByRole('button', { name: 'Expand' }).getAttribute('aria-expanded')).toBe(
      'false',
    );
    first.unmount();
    render(<QaPanel registry={registry} storage={storage} />);
    expect(screen.getByRole('button', { name: 'Expand' })).toBeTruthy();
    expect(screen.queryByRole('navigation', { name: 'Live actors' })).toBeNull();
  });
});
