import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { qaScenarios, type QaScenario } from '@treize/machines/qa';
import { describe, expect, it } from 'vitest';
import { MachineStepper } from './MachineStepper.js';

function scenario(id: string): QaScenario {
  const found = qaScenarios.find((candidate) => candidate.id === id);
  if (!found) throw new Error(`No QA scenario "${id}"`);
  return found;
}

const state = () => document.querySelector('[data-slot="machine-stepper-state"]')?.textContent;
const context = () =>
  JSON.parse(document.querySelector('[data-slot="machine-stepper-context"]')?.textContent ?? '{}');
const events = () =>
  within(document.querySelector('[data-slot="machine-stepper-events"]') as HTMLElement);

describe('MachineStepper', () => {
  describe('given the accordion scenario', () => {
    it('shows the initial state, context and the events accepted now', () => {
      render(<MachineStepper scenario={scenario('accordion')} />);
      expect(state()).toBe('idle');
      expect(context()).toEqual({ openItem: '0', pendingItem: '0' });
      expect(
        events().getByRole('button', { name: 'CLICK_ITEM {"id":"care"}' }),
      ).toBeInTheDocument();
      // Nothing is open, so a click outside is refused and has no button.
      expect(events().queryByRole('button', { name: 'CLICK_OUTSIDE' })).toBeNull();
      expect(screen.getByText('No timer pending')).toBeInTheDocument();
    });

    it('lists the pending timer and advances the simulated clock to it', async () => {
      render(<MachineStepper scenario={scenario('accordion')} />);
      await userEvent.click(events().getByRole('button', { name: 'CLICK_ITEM {"id":"care"}' }));
      expect(state()).toBe('opening');
      expect(screen.getByText(/525 ms left of 525 ms/)).toBeInTheDocument();
      expect(events().queryByRole('button')).toBeNull();

      await userEvent.click(screen.getByRole('button', { name: '+100 ms' }));
      expect(screen.getByText(/425 ms left of 525 ms/)).toBeInTheDocument();
      expect(state()).toBe('opening');

      await userEvent.click(screen.getByRole('button', { name: 'Advance to next timer' }));
      expect(state()).toBe('idle');
      expect(context().openItem).toBe('care');
      expect(screen.getByText(/clock at 525 ms/)).toBeInTheDocument();
    });

    it('starts over on Reset', async () => {
      render(<MachineStepper scenario={scenario('accordion')} />);
      await userEvent.click(events().getByRole('button', { name: 'CLICK_ITEM {"id":"care"}' }));
      await userEvent.click(screen.getByRole('button', { name: 'Reset' }));
      expect(state()).toBe('idle');
      expect(screen.getByText(/clock at 0 ms/)).toBeInTheDocument();
    });
  });

  describe('given a scenario with fake async effects', () => {
    it('settles them without a network', async () => {
      render(<MachineStepper scenario={scenario('cartLine')} />);
      await userEvent.click(events().getByRole('button', { name: 'INCREASE' }));
      await screen.findByText('idle');
      expect(context().quantity).toBe(2);
    });
  });
});

describe('MachineStepper custom events', () => {
  const input = () => screen.getByLabelText('Custom event (JSON)');

  it('sends a typed event the machine accepts', async () => {
    render(<MachineStepper scenario={scenario('accordion')} />);
    await userEvent.clear(input());
    await userEvent.type(input(), '{{"type":"CLICK_ITEM","id":"sizes"}');
    await userEvent.click(screen.getByRole('button', { name: 'Send event' }));
    expect(state()).toBe('opening');
    expect(context().openItem).toBe('sizes');
  });

  it('explains invalid JSON and refused events', async () => {
    render(<MachineStepper scenario={scenario('accordion')} />);
    await userEvent.clear(input());
    await userEvent.type(input(), 'nope');
    await userEvent.click(screen.getByRole('button', { name: 'Send event' }));
    expect(screen.getByRole('alert')).toHaveTextContent('Not valid JSON.');

    await userEvent.clear(input());
    await userEvent.type(input(), '{{"type":"CLICK_OUTSIDE"}');
    await userEvent.click(screen.getByRole('button', { name: 'Send event' }));
    expect(screen.getByRole('alert')).toHaveTextContent('does not accept CLICK_OUTSIDE');
    expect(state()).toBe('idle');
  });
});
