import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { BorderedText } from './BorderedText.js';

describe('BorderedText', () => {
  it('wraps its content in a bordered box', () => {
    render(<BorderedText>Fait main</BorderedText>);
    expect(screen.getByText('Fait main')).toHaveAttribute('data-slot', 'bordered-text');
  });
});
