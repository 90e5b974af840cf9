import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { Button } from './Button.js';

describe('Button', () => {
  describe('given the idle state', () => {
    it('calls onClick and defaults to type button', async () => {
      const onClick = vi.fn();
      render(<Button onClick={onClick}>Envoyer</Button>);
      const button = screen.getByRole('button', { name: 'Envoyer' });
      expect(button).toHaveAttribute('type', 'button');
      expect(button).toHaveAttribute('data-state', 'idle');
      await userEvent.click(button);
      expect(onClick).toHaveBeenCalledOnce();
    });
  });

  describe('given loading', () => {
    it('shows the loader, is busy and ignores clicks', async () => {
      const onClick = vi.fn();
      render(
        <Button loading loadingLabel="Envoi" onClick={onClick}>
          Envoyer
        </Button>,
      );
      const button = screen.getByRole('button');
      expect(button).toHaveAttribute('data-state', 'loading');
      expect(button).toHaveAttribute('aria-busy', 'true');
      expect(button).toBeDisabled();
      expect(screen.getByRole('status')).toHaveTextContent('Envoi');
      await userEvent.click(button);
      expect(onClick).not.toHaveBeenCalled();
    });
  });

  it('exposes its variant', () => {
    render(<Button variant="ghost">Ghost</Button>);
    expect(screen.getByRole('button')).toHaveAttribute('data-variant', 'ghost');
  });
});
