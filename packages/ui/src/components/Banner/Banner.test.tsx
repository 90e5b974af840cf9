import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { Banner } from './Banner.js';

describe('Banner', () => {
  it('keeps the theme defaults without content colours', () => {
    const { container } = render(<Banner>Livraison offerte</Banner>);
    const banner = container.firstElementChild as HTMLElement;
    expect(banner).toHaveAttribute('data-state', 'default');
    expect(banner.getAttribute('style')).toBeNull();
  });

  it('sets the banner CSS variables from content colours at run time', () => {
    const { container } = render(
      <Banner theme={{ background: '#e9dcc3', text: '#3a2a12' }}>Soldes</Banner>,
    );
    const banner = container.firstElementChild as HTMLElement;
    expect(banner).toHaveAttribute('data-state', 'themed');
    const values = Array.from(banner.style).map((name) => banner.style.getPropertyValue(name));
    expect(values).toEqual(expect.arrayContaining(['#e9dcc3', '#3a2a12']));
  });

  it('renders its link', () => {
    render(<Banner link={{ to: '/pages/livraison', label: 'Détails' }}>Soldes</Banner>);
    expect(screen.getByRole('link', { name: 'Détails' })).toHaveAttribute(
      'href',
      '/pages/livraison',
    );
  });
});
