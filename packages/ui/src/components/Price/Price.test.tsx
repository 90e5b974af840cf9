import { render } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { Price } from './Price.js';

const eur = (amount: string) => ({ amount, currencyCode: 'EUR' });

describe('Price', () => {
  describe('given no lower price', () => {
    it('shows the amount alone, without trailing zeros', () => {
      const { container } = render(
        <Price price={eur('120.00')} compareAtPrice={eur('120.00')} locale="en-US" />,
      );
      expect(container.firstChild).toHaveAttribute('data-state', 'regular');
      expect(container.querySelector('s')).toBeNull();
      expect(container).toHaveTextContent('€120');
    });
  });

  describe('given a lower unit price', () => {
    it('crosses out quantity × compare-at and shows quantity × price', () => {
      const { container } = render(
        <Price price={eur('90.00')} compareAtPrice={eur('120.00')} quantity={2} locale="en-US" />,
      );
      expect(container.firstChild).toHaveAttribute('data-state', 'sale');
      expect(container.querySelector('[data-slot="price-compare-at"]')).toHaveTextContent(
        'Original price €240',
      );
      expect(container.querySelector('[data-slot="price-amount"]')).toHaveTextContent('Price €180');
    });
  });
});
