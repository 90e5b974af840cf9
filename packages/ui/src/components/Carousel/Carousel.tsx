import { assignInlineVars } from '@vanilla-extract/dynamic';
import useEmblaCarousel from 'embla-carousel-react';
import { Children, useCallback, useEffect, useRef, useState, type ReactNode } from 'react';
import { IconButton } from '../IconButton/IconButton.js';
import * as styles from './Carousel.css.js';

/** Embla options from spec §9 "Carousel: loop, drag, duration 25". */
export const carouselOptions = { loop: true, dragFree: false, duration: 25 } as const;

export interface CarouselProps {
  /** One slide per child. */
  children: ReactNode;
  /**
   * Accessible name of the carousel region; unique on the page, so for a product pass its full
   * "Title - Subtitle", not a main title other products may share.
   */
  label: string;
  previousLabel?: string;
  nextLabel?: string;
  /** Called with the index of the slide that became selected. */
  onSelect?: (index: number) => void;
}

/** How far outside the screen a carousel starts, so it is ready before a shopper reaches it. */
export const CAROUSEL_START_MARGIN = '50% 0px';

/** How long a carousel that came near the screen waits at most for the browser to be idle. */
export const CAROUSEL_START_TIMEOUT_MS = 1_000;

/**
 * Carousels that came near the screen, waiting to start, one per idle moment of the browser. The
 * browser reports every observer's entries in one task and React commits the starts together, so a
 * grid of cards started all its carousels in a single long task, one forced layout each (issue 16).
 */
const waitingToStart: (() => void)[] = [];
let startPending = false;

function startNextWhenIdle() {
  if (startPending || waitingToStart.length === 0) return;
  startPending = true;
  const next = () => {
    startPending = false;
    waitingToStart.shift()?.();
    // Asked for from inside an idle callback, the next one comes in a later idle moment, after
    // the render this start has just scheduled.
    startNextWhenIdle();
  };
  if (typeof requestIdleCallback === 'function')
    requestIdleCallback(next, { timeout: CAROUSEL_START_TIMEOUT_MS });
  else setTimeout(next, 0);
}

/** Queues `start`; returns what takes it out of the queue again. */
function startWhenIdle(start: () => void): () => void {
  waitingToStart.push(start);
  startNextWhenIdle();
  return () => {
    const index = waitingToStart.indexOf(start);
    if (index >= 0) waitingToStart.splice(index, 1);
  };
}

/**
 * True once the element has come within {@link CAROUSEL_START_MARGIN} of the screen and the browser
 * has had an idle moment for it. A grid of product cards would otherwise measure every card's slides
 * as the page hydrates; cards further down start as the shopper scrolls. Without
 * `IntersectionObserver` (old browsers, tests) it is true at once. The returned `start` starts it
 * now (a touch, a focus, a button).
 */
function useNearScreen(): [(element: HTMLElement | null) => void, boolean, () => void] {
  const [near, setNear] = useState(false);
  const observer = useRef<IntersectionObserver>(undefined);
  const leaveQueue = useRef<() => void>(undefined);
  const start = useCallback(() => {
    leaveQueue.current?.();
    setNear(true);
  }, []);
  const observe = useCallback((element: HTMLElement | null) => {
    observer.current?.disconnect();
    observer.current = undefined;
    if (!element) return;
    if (typeof IntersectionObserver === 'undefined') {
      setNear(true);
      return;
    }
    observer.current = new IntersectionObserver(
      (entries) => {
        if (!entries.some((entry) => entry.isIntersecting)) return;
        observer.current?.disconnect();
        leaveQueue.current?.();
        leaveQueue.current = startWhenIdle(() => setNear(true));
      },
      { rootMargin: CAROUSEL_START_MARGIN },
    );
    observer.current.observe(element);
  }, []);
  useEffect(
    () => () => {
      observer.current?.disconnect();
      leaveQueue.current?.();
    },
    [],
  );
  return [observe, near, start];
}

/** A looping, draggable carousel with previous/next buttons and a progress bar (spec §2 product card). */
export function Carousel({
  children,
  label,
  previousLabel = 'Previous',
  nextLabel = 'Next',
  onSelect,
}: CarouselProps) {
  const slides = Children.toArray(children);
  const [viewportRef, embla] = useEmblaCarousel(carouselOptions);
  const [observe, near, start] = useNearScreen();
  const [selected, setSelected] = useState(0);
  // A step asked for before Embla started (a button pressed first thing): taken once it has.
  const pendingStep = useRef<'previous' | 'next'>(undefined);

  const syncSelected = useCallback(() => {
    if (!embla) return;
    const index = embla.selectedScrollSnap();
    setSelected(index);
    onSelect?.(index);
  }, [embla, onSelect]);

  useEffect(() => {
    if (!embla) return;
    embla.on('select', syncSelected).on('reInit', syncSelected);
    const step = pendingStep.current;
    pendingStep.current = undefined;
    if (step === 'previous') embla.scrollPrev();
    else if (step === 'next') embla.scrollNext();
    return () => {
      embla.off('select', syncSelected).off('reInit', syncSelected);
    };
  }, [embla, syncSelected]);

  const scroll = (step: 'previous' | 'next') => {
    if (!embla) {
      pendingStep.current = step;
      start();
    } else if (step === 'previous') embla.scrollPrev();
    else embla.scrollNext();
  };

  const count = slides.length;
  const progress = count === 0 ? 0 : (selected + 1) / count;

  return (
    <section
      ref={observe}
      className={styles.carousel}
      aria-roledescription="carousel"
      aria-label={label}
      data-slot="carousel"
      // A touch or a focus inside starts it at once, wherever it is.
      onPointerDown={near ? undefined : start}
      onFocus={near ? undefined : start}
    >
      {/* Embla takes the viewport, and measures its slides, only once the carousel is near. */}
      <div
        className={styles.viewport}
        ref={near ? viewportRef : undefined}
        data-slot="carousel-viewport"
      >
        <div className={styles.container} data-slot="carousel-container">
          {slides.map((slide, index) => (
            <div
              key={index}
              className={styles.slide}
              role="group"
              aria-roledescription="slide"
              aria-label={`${index + 1} / ${count}`}
              data-slot="carousel-slide"
              data-state={index === selected ? 'active' : 'inactive'}
            >
              {slide}
            </div>
          ))}
        </div>
      </div>
      {count > 1 ? (
        <div className={styles.controls} data-slot="carousel-controls">
          <IconButton
            className={styles.control}
            icon="arrowLeft"
            label={previousLabel}
            onClick={() => scroll('previous')}
            data-slot="carousel-previous"
          />
          <IconButton
            className={styles.control}
            icon="arrowRight"
            label={nextLabel}
            onClick={() => scroll('next')}
            data-slot="carousel-next"
          />
        </div>
      ) : null}
      <div
        className={styles.progressTrack}
        role="progressbar"
        aria-label={label}
        aria-valuemin={1}
        aria-valuemax={Math.max(count, 1)}
        aria-valuenow={selected + 1}
        data-slot="carousel-progress"
      >
        <div
          className={styles.progressBar}
          style={assignInlineVars({ [styles.progressVar]: String(progress) })}
          data-slot="carousel-progress-bar"
        />
      </div>
    </section>
  );
}
