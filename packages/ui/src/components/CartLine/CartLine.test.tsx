import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { CartLine, cartLineDefaultLabels, type CartLineProps } from './CartLine.js';

const base: CartLineProps = {
  title: 'Boucle',
  to: '/products/boucle',
  quantity: 2,
  price: { amount: '85.00', currencyCode: 'EUR' },
  locale: 'en-US',
  options: [{ name: 'Couleur', value: 'Or' }],
};

const line = () => document.querySelector('[data-slot="cart-line"]');

describe('CartLine', () => {
  describe('given idle', () => {
    it('shows quantity × price and links to the product', async () => {
      const onDecrease = vi.fn();
      render(<CartLine {...base} onDecrease={onDecrease} />);
      expect(line()).toHaveAttribute('data-state', 'idle');
      expect(screen.getByText('€170')).toBeInTheDocument();
      expect(screen.getByRole('link', { name: 'Boucle' })).toHaveAttribute(
        'href',
        '/products/boucle',
      );
      expect(screen.getByText('Couleur: Or')).toBeInTheDocument();
      await userEvent.click(screen.getByRole('button', { name: 'Decrease quantity' }));
      expect(onDecrease).toHaveBeenCalledOnce();
    });

    it('disables decrease at quantity 1 (behaviour §5)', () => {
      render(<CartLine {...base} quantity={1} />);
      expect(screen.getByRole('button', { name: 'Decrease quantity' })).toBeDisabled();
      expect(screen.getByRole('button', { name: 'Increase quantity' })).toBeEnabled();
    });
  });

  describe('given a pending quantity update', () => {
    it('shows the pending quantity and an ellipsis instead of the price (behaviour §4)', () => {
      render(<CartLine {...base} state="updating" pendingQuantity={3} />);
      expect(line()).toHaveAttribute('data-state', 'updating');
      expect(document.querySelector('[data-slot="cart-line-quantity-value"]')).toHaveTextContent(
        'Quantity 3',
      );
      expect(document.querySelector('[data-slot="cart-line-pending"]')).toHaveTextContent('…');
      expect(screen.queryByText('€170')).toBeNull();
    });
  });

  describe('given removing', () => {
    it('is marked removing (faded) and busy', () => {
      render(<CartLine {...base} state="removing" />);
      expect(line()).toHaveAttribute('data-state', 'removing');
      expect(line()).toHaveAttribute('aria-busy', 'true');
      expect(screen.getByRole('button', { name: 'Remove' })).toBeDisabled();
    });
  });

  describe('given French labels', () => {
    const french = {
      increase: 'Augmenter la quantité',
      decrease: 'Diminuer la quantité',
      remove: 'Retirer',
      quantity: 'Quantité',
      pending: 'Mise à jour',
      price: 'Prix',
      compareAt: 'Prix d’origine',
    };
    const onSale = { ...base, compareAtPrice: { amount: '110.00', currencyCode: 'EUR' } };

    it('names the buttons and reads the sale prices in French', () => {
      render(<CartLine {...onSale} labels={french} />);
      expect(screen.getByRole('button', { name: 'Augmenter la quantité' })).toBeEnabled();
      expect(screen.getByRole('button', { name: 'Diminuer la quantité' })).toBeEnabled();
      expect(screen.getByRole('button', { name: 'Retirer' })).toBeEnabled();
      expect(document.querySelector('[data-slot="cart-line-quantity-value"]')).toHaveTextContent(
        'Quantité 2',
      );
      expect(document.querySelector('[data-slot="price-compare-at"]')).toHaveTextContent(
        'Prix d’origine €220',
      );
      expect(document.querySelector('[data-slot="price-amount"]')).toHaveTextContent('Prix €170');
      expect(line()?.textContent).not.toMatch(/Price|Original|Quantity|Remove/);
    });

    it('says the pending update in French', () => {
      render(<CartLine {...base} labels={french} state="updating" pendingQuantity={3} />);
      expect(document.querySelector('[data-slot="cart-line-pending"]')).toHaveTextContent(
        '…Mise à jour',
      );
    });
  });

  it('falls back to the English default for each label not given', () => {
    render(
      <CartLine
        {...base}
        compareAtPrice={{ amount: '110.00', currencyCode: 'EUR' }}
        labels={{ remove: 'Retirer', price: undefined }}
      />,
    );
    expect(screen.getByRole('button', { name: 'Retirer' })).toBeInTheDocument();
    expect(
      screen.getByRole('button', { name: cartLineDefaultLabels.increase }),
    ).toBeInTheDocument();
    expect(document.querySelector('[data-slot="price-amount"]')).toHaveTextContent('Price €170');
    expect(document.querySelector('[data-slot="price-compare-at"]')).toHaveTextContent(
      'Original price €220',
    );
  });

  it('hides the lone "Title: Default Title" option (behaviour §5)', () => {
    render(<CartLine {...base} options={[{ name: 'Title', value: 'Default Title' }]} />);
    expect(screen.queryByText(/Default Title/)).toBeNull();
  });
});
