import { assignInlineVars } from '@vanilla-extract/dynamic';
import useEmblaCarousel from 'embla-carousel-react';
import { Children, useCallback, useEffect, useRef, useState, type ReactNode } from 'react';
import { IconButton } from '../IconButton/IconButton.js';
import * as styles from './Carousel.css.js';

/** Embla options from behaviour §9 "Carousel: loop, drag, duration 25". */
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

/**
 * Starts the carousel (Embla measures its slides and takes the drag) when a shopper first reaches
 * for it, not while the page loads: started near the screen, a grid of cards cost one forced
 * layout and 10–15 ms each during the first seconds, the time a phone spends hydrating the page
 *. The pointer goes down before the browser sends the touch or mouse events Embla
 * drags on, and React renders a pointer-down's update and runs its effects before that event's
 * dispatch ends, so the very first swipe already moves the slides.
 */
function useStartOnReach(): [started: boolean, start: () => void] {
  const [started, setStarted] = useState(false);
  const start = useCallback(() => setStarted(true), []);
  return [started, start];
}

/** A looping, draggable carousel with previous/next buttons and a progress bar (behaviour §2 product card). */
export function Carousel({
  children,
  label,
  previousLabel = 'Previous',
  nextLabel = 'Next',
  onSelect,
}: CarouselProps) {
  const slides = Children.toArray(children);
  const [viewportRef, embla] = useEmblaCarousel(carouselOptions);
  const [started, start] = useStartOnReach();
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
      className={styles.carousel}
      aria-roledescription="carousel"
      aria-label={label}
      data-slot="carousel"
      // A touch, a click or a focus inside starts it, wherever it is.
      onPointerDown={started ? undefined : start}
      onFocus={started ? undefined : start}
    >
      {/* Embla takes the viewport, and measures its slides, only once the carousel has started. */}
      <div
        className={styles.viewport}
        ref={started ? viewportRef : undefined}
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
