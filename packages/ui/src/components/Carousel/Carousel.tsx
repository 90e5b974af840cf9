import { assignInlineVars } from '@vanilla-extract/dynamic';
import useEmblaCarousel from 'embla-carousel-react';
import { Children, useCallback, useEffect, useState, type ReactNode } from 'react';
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
  const [selected, setSelected] = useState(0);

  const syncSelected = useCallback(() => {
    if (!embla) return;
    const index = embla.selectedScrollSnap();
    setSelected(index);
    onSelect?.(index);
  }, [embla, onSelect]);

  useEffect(() => {
    if (!embla) return;
    embla.on('select', syncSelected).on('reInit', syncSelected);
    return () => {
      embla.off('select', syncSelected).off('reInit', syncSelected);
    };
  }, [embla, syncSelected]);

  const count = slides.length;
  const progress = count === 0 ? 0 : (selected + 1) / count;

  return (
    <section
      className={styles.carousel}
      aria-roledescription="carousel"
      aria-label={label}
      data-slot="carousel"
    >
      <div className={styles.viewport} ref={viewportRef} data-slot="carousel-viewport">
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
            onClick={() => embla?.scrollPrev()}
            data-slot="carousel-previous"
          />
          <IconButton
            className={styles.control}
            icon="arrowRight"
            label={nextLabel}
            onClick={() => embla?.scrollNext()}
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
