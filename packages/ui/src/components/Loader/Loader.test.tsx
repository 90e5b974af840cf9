import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { Loader } from './Loader.js';

describe('Loader', () => {
  it('announces its label as a status', () => {
    render(<Loader label="Chargement" />);
    expect(screen.getByRole('status')).toHaveTextContent('Chargement');
  });

  it('draws three dots, hidden from assistive technology', () => {
    const { container } = render(<Loader />);
    const dots = container.querySelectorAll('[data-slot="loader-dot"]');
    expect(dots).toHaveLength(3);
    dots.forEach((dot) => expect(dot).toHaveAttribute('aria-hidden', 'true'));
  });
});
