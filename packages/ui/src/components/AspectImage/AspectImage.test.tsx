import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { AspectImage } from './AspectImage.js';
import { buildSrcSet, responsiveWidths, widthsUpTo } from './srcset.js';

describe('responsiveWidths', () => {
  it('has 15 steps of 200 px from 200 px (behaviour §9)', () => {
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

describe('widthsUpTo', () => {
  it('keeps the whole spec set when the image width is unknown or not usable', () => {
    for (const width of [undefined, null, 0, -5, Number.NaN, Number.POSITIVE_INFINITY]) {
      expect(widthsUpTo(width)).toBe(responsiveWidths);
    }
  });

  it('keeps the whole spec set, never more, for an image at least 3000 px wide', () => {
    expect(widthsUpTo(3000)).toEqual(responsiveWidths);
    expect(widthsUpTo(6000)).toEqual(responsiveWidths);
  });

  it('stops at the image width and lists that width itself', () => {
    expect(widthsUpTo(1000)).toEqual([200, 400, 600, 800, 1000]);
    expect(widthsUpTo(1100)).toEqual([200, 400, 600, 800, 1000, 1100]);
    expect(widthsUpTo(1100.7)).toEqual([200, 400, 600, 800, 1000, 1100]);
  });

  it('keeps the first width for an image smaller than it', () => {
    expect(widthsUpTo(200)).toEqual([200]);
    expect(widthsUpTo(120)).toEqual([200]);
  });

  it('caps the widths a caller chose', () => {
    expect(widthsUpTo(700, [320, 640, 1280])).toEqual([320, 640, 700]);
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

  it('lists no width beyond the intrinsic width', () => {
    render(<AspectImage src="/media/ring.jpg" alt="Ring" intrinsicWidth={640} />);
    const srcset = screen.getByRole('img', { name: 'Ring' }).getAttribute('srcset');
    expect(srcset).toBe(
      '/media/ring.jpg?width=200 200w, /media/ring.jpg?width=400 400w, ' +
        '/media/ring.jpg?width=600 600w, /media/ring.jpg?width=640 640w',
    );
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
