import { act, fireEvent, render, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { AnyEventObject, AnyMachineSnapshot } from 'xstate';
import { accordionModel, uiModelPaths, walkPath } from '@treize/machines/testing';
import { Accordion } from './Accordion.js';

// Model-based test: the accordion machine generates the click sequences; the Accordion component
// is what is tested, against behaviour §4 and §9 written here as literals.
const titles: Record<string, string> = { care: 'Entretien', delivery: 'Livraison' };
const items = Object.entries(titles).map(([id, title]) => ({ id, title, content: `${title}…` }));

/** Behaviour §9: animation 525 ms, close-then-open 650 ms, outside click 50 ms. */
const DELAY_FROM: Record<string, number> = {
  opening: 525,
  closing: 525,
  closingBeforeOpen: 650,
  closingOnOutsideClick: 50,
};

const trigger = (id: string) => screen.getByRole('button', { name: titles[id] });
const expanded = () =>
  Object.keys(titles).filter((id) => trigger(id).getAttribute('aria-expanded') === 'true');

const root = () => document.querySelector('[data-slot="accordion"]');
const openList = (open: string) => (open === '0' ? [] : [open]);

/** A click while an animation runs changes nothing (behaviour §4). */
function expectClicksIgnored(open: string) {
  const other = Object.keys(titles).find((id) => id !== open) ?? 'care';
  fireEvent.click(trigger(other));
  expect(expanded()).toEqual(openList(open));
}

function expectState(state: AnyMachineSnapshot) {
  const value = String(state.value);
  const open = state.context.openItem as string;
  // Only one item is open at a time, and '0' means none (behaviour §4).
  expect(expanded()).toEqual(openList(open));
  expect(root()).toHaveAttribute('data-state', value);
  if (value === 'opening' || value === 'closing') expectClicksIgnored(open);
}

/**
 * What behaviour §4 says follows each step, written without the machine: which item is open right
 * after, and whether an animation (during which clicks are ignored) runs.
 */
function expectSpecAfter(event: AnyEventObject, from: AnyMachineSnapshot) {
  const before = from.context.openItem as string;
  const idle = String(from.value) === 'idle';
  if (event.type === 'CLICK_ITEM') {
    if (!idle) return expect(expanded()).toEqual(openList(before));
    // Clicking the open item closes it; another item closes the current one first.
    if (before !== '0') return expect(expanded()).toEqual([]);
    expect(expanded()).toEqual([event.id]);
    return expectClicksIgnored(event.id as string);
  }
  if (event.type === 'CLICK_OUTSIDE') {
    // Nothing closes before the 50 ms.
    return expect(expanded()).toEqual(openList(before));
  }
  switch (String(from.value)) {
    case 'closingOnOutsideClick':
      // Everything closes, with the 525 ms closing animation.
      expect(expanded()).toEqual([]);
      return expectClicksIgnored('0');
    case 'closingBeforeOpen':
      // The clicked item opens, with its opening animation.
      expect(expanded()).toEqual([from.context.pendingItem]);
      return expectClicksIgnored(from.context.pendingItem as string);
    default:
      // The animation is over: an item click is accepted again.
      return expect(root()).toHaveAttribute('data-state', 'idle');
  }
}

async function perform(event: AnyEventObject, from: AnyMachineSnapshot) {
  if (event.type === 'CLICK_ITEM') fireEvent.click(trigger(event.id as string));
  else if (event.type === 'CLICK_OUTSIDE') fireEvent.pointerDown(screen.getByText('Dehors'));
  else if (event.type.startsWith('xstate.after.')) {
    const ms = DELAY_FROM[String(from.value)];
    if (ms === undefined) throw new Error(`no spec delay for ${String(from.value)}`);
    // Not a millisecond early: the state holds at ms - 1 and changes at ms.
    act(() => vi.advanceTimersByTime(ms - 1));
    expectState(from);
    act(() => vi.advanceTimersByTime(1));
  } else throw new Error(`no user action for ${event.type}`);
  expectSpecAfter(event, from);
}

// The model's ids 'a' and 'b' are this accordion's two items; '0' is no item and has no header.
const model = {
  ...accordionModel,
  events: [
    { type: 'CLICK_ITEM', id: 'care' },
    { type: 'CLICK_ITEM', id: 'delivery' },
    { type: 'CLICK_OUTSIDE' },
  ],
};
const paths = uiModelPaths(model);

describe('Accordion, model-based (paths from the accordion machine)', () => {
  beforeEach(() => {
    vi.useFakeTimers();
  });
  afterEach(() => {
    vi.useRealTimers();
  });

  it('walks enough paths to take every transition', () => {
    expect(paths.length).toBeGreaterThanOrEqual(6);
  });

  it.each(paths.map((path) => [path.description, path] as const))('%s', async (_name, path) => {
    render(
      <div>
        <p>Dehors</p>
        <Accordion items={items} />
      </div>,
    );
    await walkPath(model, path, { perform, expectState });
  });
});
