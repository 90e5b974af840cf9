import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { AspectImage } from './AspectImage.js';
import { buildSrcSet, responsiveWidths } from './srcset.js';

describe('responsiveWidths', () => {
  it('has 15 steps of 200 px from 200 px (spec §9)', () => {
    expect(responsiveWidths).toHaveLength(15);
    expect(responsiveWidths[0]).toBe(200);
    expect(responsiveWidths[14]).toBe(3000);
  });
});

describe('buildSrcSet', () => {
  it('lists every width with the width parameter', () => {
    expect(buildSrcSet('/media/ring.jpg?v=1', [200, 400])).toBe(
      '/media/ring.jpg?v=1&width=200 200w, /media/ring.jpg?v=1&width=400 400w',
    );
  });
});

describe('AspectImage', () => {
  it('uses the vertical ratio by default, lazy loaded', () => {
    render(<AspectImage src="/media/ring.jpg" alt="Ring" sizes="50vw" />);
    const img = screen.getByRole('img', { name: 'Ring' });
    expect(img).toHaveAttribute('loading', 'lazy');
    expect(img).toHaveAttribute('sizes', '50vw');
    expect(img.getAttribute('srcset')).toContain('/media/ring.jpg?width=3000 3000w');
    expect(img.parentElement).toHaveAttribute('data-ratio', 'vertical');
  });

  it('accepts another ratio, eager loading and a custom URL builder', () => {
    render(
      <AspectImage
        src="img"
        alt="Film"
        ratio="film"
        loading="eager"
        widths={[640]}
        buildUrl={(src, w) => `${src}-${w}`}
      />,
    );
    const img = screen.getByRole('img', { name: 'Film' });
    expect(img).toHaveAttribute('loading', 'eager');
    expect(img).toHaveAttribute('srcset', 'img-640 640w');
    expect(img.parentElement).toHaveAttribute('data-ratio', 'film');
  });
});
