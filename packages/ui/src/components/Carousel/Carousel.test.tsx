import { act, fireEvent, render, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import {
  CAROUSEL_START_MARGIN,
  CAROUSEL_START_TIMEOUT_MS,
  Carousel,
  carouselOptions,
} from './Carousel.js';

/** A stand-in for the browser's observer that the test moves into view by hand. */
class FakeIntersectionObserver {
  static instances: FakeIntersectionObserver[] = [];
  readonly observed: Element[] = [];
  disconnected = false;
  constructor(
    private readonly callback: IntersectionObserverCallback,
    readonly options: IntersectionObserverInit = {},
  ) {
    FakeIntersectionObserver.instances.push(this);
  }
  observe(element: Element) {
    this.observed.push(element);
  }
  disconnect() {
    this.disconnected = true;
  }
  /** What the browser reports when the observed element enters (or stays out of) the margin. */
  report(isIntersecting: boolean) {
    act(() => {
      this.callback(
        this.observed.map((target) => ({ target, isIntersecting }) as IntersectionObserverEntry),
        this as unknown as IntersectionObserver,
      );
    });
  }
}

/** The browser's idle callbacks, run by hand: one call is one idle moment. */
const idleCallbacks: { callback: IdleRequestCallback; options?: IdleRequestOptions }[] = [];
function requestIdleCallbackByHand(callback: IdleRequestCallback, options?: IdleRequestOptions) {
  idleCallbacks.push({ callback, options });
  return idleCallbacks.length;
}
/** Runs the callbacks asked for before this idle moment; those they ask for wait for the next. */
function idleMoment() {
  const due = idleCallbacks.splice(0);
  act(() => {
    for (const { callback } of due)
      callback({ didTimeout: false, timeRemaining: () => 50 } as IdleDeadline);
  });
}

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

  describe('far from the screen (issue 16: no measuring while the page hydrates)', () => {
    beforeEach(() => {
      FakeIntersectionObserver.instances = [];
      idleCallbacks.length = 0;
      vi.stubGlobal('IntersectionObserver', FakeIntersectionObserver);
      vi.stubGlobal('requestIdleCallback', requestIdleCallbackByHand);
    });
    afterEach(() => {
      vi.unstubAllGlobals();
    });

    it('waits to start until the carousel comes within the margin, then stops watching', () => {
      const { container } = renderThreeSlides();
      const [observer] = FakeIntersectionObserver.instances;
      expect(observer!.options.rootMargin).toBe(CAROUSEL_START_MARGIN);
      expect(observer!.observed).toEqual([container.querySelector('[data-slot="carousel"]')]);
      observer!.report(false);
      expect(started(container)).toBe(false);
      observer!.report(true);
      expect(observer!.disconnected).toBe(true);
      // Near, it starts at the browser's next idle moment (within a second at most).
      expect(started(container)).toBe(false);
      expect(idleCallbacks[0]!.options).toEqual({ timeout: CAROUSEL_START_TIMEOUT_MS });
      idleMoment();
      expect(started(container)).toBe(true);
    });

    it('starts carousels that came near together one idle moment after another', () => {
      const first = renderThreeSlides().container;
      const second = renderThreeSlides().container;
      const third = renderThreeSlides().container;
      // The browser reports all its observers in one task.
      act(() => {
        for (const observer of FakeIntersectionObserver.instances) observer.report(true);
      });
      expect([first, second, third].map(started)).toEqual([false, false, false]);
      idleMoment();
      expect([first, second, third].map(started)).toEqual([true, false, false]);
      idleMoment();
      expect([first, second, third].map(started)).toEqual([true, true, false]);
      idleMoment();
      expect([first, second, third].map(started)).toEqual([true, true, true]);
      expect(idleCallbacks).toHaveLength(0);
    });

    it('leaves the queue when touched or removed before its turn', () => {
      const first = renderThreeSlides();
      const second = renderThreeSlides();
      const third = renderThreeSlides();
      act(() => {
        for (const observer of FakeIntersectionObserver.instances) observer.report(true);
      });
      fireEvent.pointerDown(second.container.querySelector('[data-slot="carousel-slide"]')!);
      expect(started(second.container)).toBe(true);
      first.unmount();
      idleMoment();
      // The first left, the second started already: the third's turn came at once.
      expect(started(third.container)).toBe(true);
      expect(idleCallbacks).toHaveLength(0);
    });

    it('starts at a touch, wherever it is', () => {
      const { container } = renderThreeSlides();
      fireEvent.pointerDown(screen.getByText('B'));
      expect(started(container)).toBe(true);
    });

    it('takes a button press made before it started, once it has', () => {
      const { container } = renderThreeSlides();
      fireEvent.click(screen.getByRole('button', { name: 'Suiv.' }));
      expect(started(container)).toBe(true);
      expect(screen.getByRole('progressbar')).toHaveAttribute('aria-valuenow', '2');
      expect(screen.getAllByRole('group')[1]).toHaveAttribute('data-state', 'active');
    });
  });
});
