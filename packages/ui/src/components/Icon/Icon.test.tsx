import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { Icon, iconNames } from './Icon.js';
import { Star, starNumbers } from './Star.js';

describe('Icon', () => {
  it('is hidden from assistive technology without a label', () => {
    const { container } = render(<Icon name="cart" />);
    expect(container.querySelector('svg')).toHaveAttribute('aria-hidden', 'true');
  });

  it('is an image named by its label', () => {
    render(<Icon name="heart" label="Wishlist" />);
    expect(screen.getByRole('img', { name: 'Wishlist' })).toHaveAttribute('data-state', 'empty');
  });

  it('exposes the filled heart as data-state', () => {
    render(<Icon name="heart" filled label="Saved" />);
    expect(screen.getByRole('img', { name: 'Saved' })).toHaveAttribute('data-state', 'filled');
  });

  it('covers the icons the spec names', () => {
    for (const name of [
      'heart',
      'cart',
      'account',
      'close',
      'arrowLeft',
      'arrowRight',
      'play',
      'muted',
    ]) {
      expect(iconNames).toContain(name);
    }
  });
});

describe('Star', () => {
  it('offers the numbers 1 to 13', () => {
    expect(starNumbers).toHaveLength(13);
    expect(starNumbers[0]).toBe(1);
    expect(starNumbers[12]).toBe(13);
  });

  it('draws as many rays as its number', () => {
    render(<Star number={7} />);
    const star = screen.getByRole('img', { name: '★7' });
    expect(
      star
        .querySelector('path')
        ?.getAttribute('d')
        ?.match(/M12 12/g),
    ).toHaveLength(7);
  });
});
