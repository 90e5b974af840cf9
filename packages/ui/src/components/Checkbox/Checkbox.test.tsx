import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { Checkbox } from './Checkbox.js';

describe('Checkbox', () => {
  it('toggles when its label is clicked', async () => {
    render(<Checkbox label="Newsletter" />);
    await userEvent.click(screen.getByText('Newsletter'));
    expect(screen.getByRole('checkbox', { name: 'Newsletter' })).toBeChecked();
  });

  it('exposes a controlled value as data-state', () => {
    const { container } = render(<Checkbox label="Newsletter" checked onChange={() => {}} />);
    expect(container.firstChild).toHaveAttribute('data-state', 'checked');
  });

  it('shows its error below and links it', () => {
    render(<Checkbox label="Conditions" error="Obligatoire" />);
    const box = screen.getByRole('checkbox', { name: 'Conditions' });
    expect(box).toHaveAttribute('aria-invalid', 'true');
    expect(box).toHaveAccessibleDescription('Obligatoire');
  });
});
