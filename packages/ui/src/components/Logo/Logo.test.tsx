import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { Logo } from './Logo.js';

describe('Logo', () => {
  it('shows the wordmark by default, named after the brand', () => {
    render(<Logo />);
    const logo = screen.getByRole('img', { name: 'Atelier Treize' });
    expect(logo).toHaveAttribute('data-state', 'wordmark');
    expect(logo).toHaveTextContent('ATELIER TREIZE');
  });

  it('shows the monogram when asked', () => {
    render(<Logo variant="monogram" />);
    expect(screen.getByRole('img', { name: 'Atelier Treize' })).toHaveAttribute(
      'data-state',
      'monogram',
    );
  });
});
