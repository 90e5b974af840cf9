import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { iconTarget } from '../../vanilla-extract.js';
import { IconButton } from './IconButton.js';

describe('IconButton', () => {
  it('is named by its label', () => {
    render(<IconButton icon="cart" label="Panier" />);
    expect(screen.getByRole('button', { name: 'Panier' })).toHaveAttribute(
      'data-slot',
      'icon-button',
    );
  });

  it('exposes a toggle as pressed and data-state on', () => {
    render(<IconButton icon="heart" label="Liste" pressed filled />);
    const button = screen.getByRole('button', { name: 'Liste' });
    expect(button).toHaveAttribute('aria-pressed', 'true');
    expect(button).toHaveAttribute('data-state', 'on');
    expect(button.querySelector('svg')).toHaveAttribute('data-state', 'filled');
  });

  it('has no data-state when it is not a toggle', () => {
    render(<IconButton icon="close" label="Fermer" />);
    expect(screen.getByRole('button')).not.toHaveAttribute('data-state');
  });

  it('is drawn in the public icon target box that apps compose', () => {
    render(<IconButton icon="close" label="Fermer" />);
    expect(screen.getByRole('button').classList).toContain(iconTarget);
  });
});
