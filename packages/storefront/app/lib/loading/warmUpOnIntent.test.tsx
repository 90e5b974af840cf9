// @vitest-environment jsdom
import { cleanup, fireEvent, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { warmUpOnIntent } from './warmUpOnIntent';

describe('warmUpOnIntent', () => {
  afterEach(cleanup);

  const countingLoader = () => {
    const loader = () => {
      loader.calls += 1;
      return Promise.resolve();
    };
    loader.calls = 0;
    return loader;
  };

  function renderControl(...loaders: ReturnType<typeof countingLoader>[]) {
    render(
      <button type="button" {...warmUpOnIntent(...loaders)}>
        Panier
      </button>,
    );
    return screen.getByRole('button', { name: 'Panier' });
  }

  it('fetches every loader when the pointer comes over the control', () => {
    const drawer = countingLoader();
    const machine = countingLoader();
    fireEvent.pointerEnter(renderControl(drawer, machine));
    expect([drawer.calls, machine.calls]).toEqual([1, 1]);
  });

  it('fetches every loader when the control takes focus', () => {
    const drawer = countingLoader();
    const machine = countingLoader();
    renderControl(drawer, machine).focus();
    expect([drawer.calls, machine.calls]).toEqual([1, 1]);
  });

  it('fetches nothing before the shopper shows intent', () => {
    const drawer = countingLoader();
    renderControl(drawer);
    expect(drawer.calls).toBe(0);
  });
});
