import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { Gallery } from './Gallery.js';

describe('Gallery', () => {
  it('lists every image, four per row on large screens', () => {
    render(
      <Gallery
        images={[
          { src: '/a.jpg', alt: 'A' },
          { src: '/b.jpg', alt: 'B' },
        ]}
      />,
    );
    expect(screen.getByRole('list')).toHaveAttribute('data-columns', '4');
    expect(screen.getAllByRole('listitem')).toHaveLength(2);
    expect(screen.getByRole('img', { name: 'A' })).toHaveAttribute(
      'sizes',
      '(min-width: 1024px) 25vw, 50vw',
    );
  });
});
