import { render, screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { Table } from './Table.js';

describe('Table', () => {
  it('renders the first row as column headers and the rest as cells', () => {
    render(<Table header={['Taille', 'Tour']} rows={[['48', '48 mm']]} caption="Tailles" />);
    const table = screen.getByRole('table', { name: 'Tailles' });
    expect(
      within(table)
        .getAllByRole('columnheader')
        .map((cell) => cell.textContent),
    ).toEqual(['Taille', 'Tour']);
    expect(
      within(table)
        .getAllByRole('cell')
        .map((cell) => cell.textContent),
    ).toEqual(['48', '48 mm']);
  });
});
