import { act, fireEvent, render, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { Carousel, carouselOptions } from './Carousel.js';

function renderThreeSlides() {
  return render(
    <Carousel label="Bague" previousLabel="Préc." nextLabel="Suiv.">
      <span>A</span>
      <span>B</span>
      <span>C</span>
    </Carousel>,
  );
}

/** Embla writes its position on the container once it has started; before, there is none. */
const started = (container: HTMLElement) =>
  container.querySelector<HTMLElement>('[data-slot="carousel-container"]')!.style.transform !== '';

describe('Carousel', () => {
  it('uses the spec options: loop, drag, duration 25 (§9)', () => {
    expect(carouselOptions).toEqual({ loop: true, dragFree: false, duration: 25 });
  });

  describe('given several slides', () => {
    it('starts on the first slide with previous/next buttons and progress 1 of n', () => {
      renderThreeSlides();
      const slides = screen.getAllByRole('group');
      expect(slides.map((slide) => slide.getAttribute('data-state'))).toEqual([
        'active',
        'inactive',
        'inactive',
      ]);
      expect(screen.getByRole('button', { name: 'Préc.' })).toBeInTheDocument();
      expect(screen.getByRole('button', { name: 'Suiv.' })).toBeInTheDocument();
      const progress = screen.getByRole('progressbar');
      expect(progress).toHaveAttribute('aria-valuenow', '1');
      expect(progress).toHaveAttribute('aria-valuemax', '3');
    });
  });

  describe('given one slide', () => {
    it('has no navigation buttons', () => {
      render(
        <Carousel label="Bague">
          <span>A</span>
        </Carousel>,
      );
      expect(screen.queryByRole('button')).toBeNull();
    });
  });

  describe('until a shopper reaches for it (nothing measured while the page loads)', () => {
    // jsdom has neither an intersection observer nor idle callbacks. Here the browser reports
    // every carousel on screen at once and is idle at once, and neither being seen nor an idle
    // browser may start one.
    class AlwaysOnScreen {
      constructor(private readonly report: IntersectionObserverCallback) {}
      observe(target: Element) {
        this.report(
          [{ target, isIntersecting: true } as IntersectionObserverEntry],
          this as unknown as IntersectionObserver,
        );
      }
      disconnect() {}
      unobserve() {}
    }
    beforeEach(() => {
      vi.stubGlobal('IntersectionObserver', AlwaysOnScreen);
      vi.stubGlobal('requestIdleCallback', (callback: IdleRequestCallback) => {
        callback({ didTimeout: false, timeRemaining: () => 50 } as IdleDeadline);
        return 1;
      });
    });
    afterEach(() => {
      vi.unstubAllGlobals();
    });

    it('stays still on screen, however idle the browser is', async () => {
      const { container } = renderThreeSlides();
      await act(() => new Promise((resolve) => setTimeout(resolve, 50)));
      expect(started(container)).toBe(false);
    });

    it('starts at a touch or a click, wherever it lands', () => {
      const { container } = renderThreeSlides();
      fireEvent.pointerDown(screen.getByText('B'));
      expect(started(container)).toBe(true);
    });

    it('starts when the keyboard brings the focus inside', () => {
      const { container } = renderThreeSlides();
      act(() => screen.getByRole('button', { name: 'Préc.' }).focus());
      expect(started(container)).toBe(true);
    });

    it('takes a button press made before it started, once it has', () => {
      const { container } = renderThreeSlides();
      fireEvent.click(screen.getByRole('button', { name: 'Suiv.' }));
      expect(started(container)).toBe(true);
      expect(screen.getByRole('progressbar')).toHaveAttribute('aria-valuenow', '2');
      expect(screen.getAllByRole('group')[1]).toHaveAttribute('data-state', 'active');
    });

    it('starts once: a second touch leaves the running carousel alone', () => {
      const { container } = renderThreeSlides();
      fireEvent.click(screen.getByRole('button', { name: 'Suiv.' }));
      fireEvent.pointerDown(screen.getByText('C'));
      expect(started(container)).toBe(true);
      expect(screen.getByRole('progressbar')).toHaveAttribute('aria-valuenow', '2');
    });
  });
});
