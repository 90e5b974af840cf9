import { act, fireEvent, render, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { Accordion } from './Accordion.js';

const items = [
  { id: 'care', title: 'Entretien', content: 'Un chiffon doux.' },
  { id: 'delivery', title: 'Livraison', content: 'Sous 48 heures.' },
];

const trigger = (name: string) => screen.getByRole('button', { name });
const root = () => document.querySelector('[data-slot="accordion"]');

describe('Accordion', () => {
  beforeEach(() => {
    vi.useFakeTimers();
  });
  afterEach(() => {
    vi.useRealTimers();
  });

  describe('given none open', () => {
    it('opens the clicked item and ignores clicks for the 525 ms animation', () => {
      render(<Accordion items={items} />);
      fireEvent.click(trigger('Entretien'));
      expect(trigger('Entretien')).toHaveAttribute('aria-expanded', 'true');
      expect(root()).toHaveAttribute('data-state', 'opening');
      fireEvent.click(trigger('Livraison'));
      expect(trigger('Livraison')).toHaveAttribute('aria-expanded', 'false');
      act(() => vi.advanceTimersByTime(525));
      expect(root()).toHaveAttribute('data-state', 'idle');
    });
  });

  describe('given an open item', () => {
    it('closes it when it is clicked again', () => {
      render(<Accordion items={items} defaultOpenItem="care" />);
      fireEvent.click(trigger('Entretien'));
      expect(trigger('Entretien')).toHaveAttribute('aria-expanded', 'false');
      expect(root()).toHaveAttribute('data-state', 'closing');
    });

    it('closes it, then opens another item after 650 ms', () => {
      const onOpenItemChange = vi.fn();
      render(
        <Accordion items={items} defaultOpenItem="care" onOpenItemChange={onOpenItemChange} />,
      );
      fireEvent.click(trigger('Livraison'));
      expect(trigger('Entretien')).toHaveAttribute('aria-expanded', 'false');
      expect(trigger('Livraison')).toHaveAttribute('aria-expanded', 'false');
      act(() => vi.advanceTimersByTime(649));
      expect(trigger('Livraison')).toHaveAttribute('aria-expanded', 'false');
      act(() => vi.advanceTimersByTime(1));
      expect(trigger('Livraison')).toHaveAttribute('aria-expanded', 'true');
      expect(onOpenItemChange).toHaveBeenLastCalledWith('delivery');
    });

    it('closes everything 50 ms after a click outside', () => {
      render(
        <div>
          <p>Dehors</p>
          <Accordion items={items} defaultOpenItem="care" />
        </div>,
      );
      fireEvent.pointerDown(screen.getByText('Dehors'));
      act(() => vi.advanceTimersByTime(49));
      expect(trigger('Entretien')).toHaveAttribute('aria-expanded', 'true');
      act(() => vi.advanceTimersByTime(1));
      expect(trigger('Entretien')).toHaveAttribute('aria-expanded', 'false');
    });

    it('after a click outside, runs the 525 ms closing animation and ignores clicks until it ends', () => {
      render(
        <div>
          <p>Dehors</p>
          <Accordion items={items} defaultOpenItem="care" />
        </div>,
      );
      fireEvent.pointerDown(screen.getByText('Dehors'));
      act(() => vi.advanceTimersByTime(50));
      expect(trigger('Entretien')).toHaveAttribute('aria-expanded', 'false');
      expect(root()).toHaveAttribute('data-state', 'closing');
      act(() => vi.advanceTimersByTime(524));
      fireEvent.click(trigger('Livraison'));
      expect(trigger('Livraison')).toHaveAttribute('aria-expanded', 'false');
      expect(root()).toHaveAttribute('data-state', 'closing');
      act(() => vi.advanceTimersByTime(1));
      expect(root()).toHaveAttribute('data-state', 'idle');
      fireEvent.click(trigger('Livraison'));
      expect(trigger('Livraison')).toHaveAttribute('aria-expanded', 'true');
    });

    it('closes the clicked open item for 525 ms, not 524', () => {
      render(<Accordion items={items} defaultOpenItem="care" />);
      fireEvent.click(trigger('Entretien'));
      act(() => vi.advanceTimersByTime(524));
      fireEvent.click(trigger('Entretien'));
      expect(trigger('Entretien')).toHaveAttribute('aria-expanded', 'false');
      act(() => vi.advanceTimersByTime(1));
      fireEvent.click(trigger('Entretien'));
      expect(trigger('Entretien')).toHaveAttribute('aria-expanded', 'true');
    });
  });
});
