import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { ProductGrid } from './ProductGrid.js';

describe('ProductGrid', () => {
  it('puts each child in a cell of a 4-column grid by default', () => {
    const { container } = render(
      <ProductGrid>
        <span>A</span>
        <span>B</span>
      </ProductGrid>,
    );
    expect(container.firstChild).toHaveAttribute('data-columns', '4');
    expect(screen.getAllByRole('listitem')).toHaveLength(2);
    expect(screen.queryByRole('heading')).toBeNull();
  });

  it('accepts 5 columns and a title', () => {
    const { container } = render(
      <ProductGrid columns={5} title="Nouveautés">
        <span>A</span>
      </ProductGrid>,
    );
    expect(container.firstChild).toHaveAttribute('data-columns', '5');
    expect(screen.getByRole('heading', { name: 'Nouveautés' })).toBeInTheDocument();
  });
});
