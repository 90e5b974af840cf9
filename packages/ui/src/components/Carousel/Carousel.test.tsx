import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { Carousel, carouselOptions } from './Carousel.js';

describe('Carousel', () => {
  it('uses the spec options: loop, drag, duration 25 (§9)', () => {
    expect(carouselOptions).toEqual({ loop: true, dragFree: false, duration: 25 });
  });

  describe('given several slides', () => {
    it('starts on the first slide with previous/next buttons and progress 1 of n', () => {
      render(
        <Carousel label="Bague" previousLabel="Préc." nextLabel="Suiv.">
          <span>A</span>
          <span>B</span>
          <span>C</span>
        </Carousel>,
      );
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
});
