import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { EmailField, Textarea, TextField } from './TextField.js';

describe('TextField', () => {
  describe('given no error', () => {
    it('labels the input and marks it valid', () => {
      render(<TextField label="Prénom" name="firstName" />);
      const input = screen.getByLabelText('Prénom');
      expect(input).not.toHaveAttribute('aria-invalid');
      expect(input.closest('[data-slot="text-field"]')).toHaveAttribute('data-state', 'valid');
    });
  });

  describe('given an error', () => {
    it('shows it below the field and links it to the input', () => {
      render(<TextField label="Prénom" error="Prénom invalide" />);
      const input = screen.getByLabelText('Prénom');
      const error = screen.getByRole('alert');
      expect(error).toHaveTextContent('Prénom invalide');
      expect(input).toHaveAttribute('aria-invalid', 'true');
      expect(input).toHaveAccessibleDescription('Prénom invalide');
      expect(input.compareDocumentPosition(error) & Node.DOCUMENT_POSITION_FOLLOWING).toBeTruthy();
    });
  });

  it('marks required fields', () => {
    render(<TextField label="Nom" required />);
    expect(screen.getByRole('textbox', { name: /Nom/ })).toBeRequired();
  });

  it('accepts typing', async () => {
    render(<TextField label="Ville" />);
    await userEvent.type(screen.getByLabelText('Ville'), 'Lyon');
    expect(screen.getByLabelText('Ville')).toHaveValue('Lyon');
  });
});

describe('EmailField', () => {
  it('uses the email input type (behaviour §5)', () => {
    render(<EmailField label="E-mail" />);
    expect(screen.getByLabelText('E-mail')).toHaveAttribute('type', 'email');
  });
});

describe('Textarea', () => {
  it('has 7 rows (behaviour §9)', () => {
    render(<Textarea label="Message" />);
    expect(screen.getByLabelText('Message')).toHaveAttribute('rows', '7');
  });

  it('shows its error below', () => {
    render(<Textarea label="Message" error="Trop court" />);
    expect(screen.getByLabelText('Message')).toHaveAccessibleDescription('Trop court');
  });
});
