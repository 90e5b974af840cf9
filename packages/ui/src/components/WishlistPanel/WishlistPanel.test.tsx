import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { WishlistPanel } from './WishlistPanel.js';

const ring = {
  id: 'gid://shopify/Product/2',
  title: 'Bague Treize - Bague (or recyclé)',
  to: '/en-us/products/bague-treize',
  image: { src: 'http://images.test/ring.jpg', alt: 'Bague Treize' },
  price: { amount: '95.0', currencyCode: 'USD' },
  compareAtPrice: { amount: '120.0', currencyCode: 'USD' },
  availableForSale: true,
};

describe('WishlistPanel', () => {
  describe('given saved products', () => {
    it('shows "Title - Subtitle" with the parenthesised part in italics, linked to the product', () => {
      render(
        <WishlistPanel state="ready" items={[ring]} continueShoppingTo="/" onRemove={vi.fn()} />,
      );
      // jsdom 27 and later drop the space that opens the subtitle's span from the accessible name
      // (eps1lon/dom-accessibility-api#1087); Chromium keeps it, as the Storybook test checks.
      const title = screen.getByRole('link', { name: /^Bague Treize ?- Bague \(or recyclé\)$/ });
      expect(title).toHaveAttribute('href', '/en-us/products/bague-treize');
      expect(within(title).getByText('(or recyclé)').tagName).toBe('EM');
    });

    it('crosses out the compare-at price only when it is higher (behaviour §5)', () => {
      const { rerender } = render(
        <WishlistPanel
          state="ready"
          items={[ring]}
          continueShoppingTo="/"
          onRemove={vi.fn()}
          locale="en-US"
        />,
      );
      expect(screen.getByText(/\$120/).closest('s')).not.toBeNull();
      rerender(
        <WishlistPanel
          state="ready"
          items={[{ ...ring, compareAtPrice: { amount: '80.0', currencyCode: 'USD' } }]}
          continueShoppingTo="/"
          onRemove={vi.fn()}
          locale="en-US"
        />,
      );
      expect(screen.queryByText(/\$80/)).toBeNull();
      expect(screen.getByText('$95')).toBeInTheDocument();
    });

    it('takes a product out with its filled heart', async () => {
      const onRemove = vi.fn();
      render(
        <WishlistPanel state="ready" items={[ring]} continueShoppingTo="/" onRemove={onRemove} />,
      );
      const heart = screen.getByRole('button', { name: 'Remove from the wishlist' });
      expect(heart).toHaveAttribute('aria-pressed', 'true');
      await userEvent.click(heart);
      expect(onRemove).toHaveBeenCalledWith('gid://shopify/Product/2');
    });
  });

  describe('given no saved product', () => {
    it('says so and offers to continue shopping', () => {
      render(
        <WishlistPanel
          state="ready"
          items={[]}
          continueShoppingTo="/en-us/collections"
          onRemove={vi.fn()}
        />,
      );
      expect(screen.getByText('Your wishlist is empty.')).toBeInTheDocument();
      expect(screen.getByRole('link', { name: 'Continue shopping' })).toHaveAttribute(
        'href',
        '/en-us/collections',
      );
    });

    it('shows a loader, not the empty message, while the lookup runs', () => {
      render(
        <WishlistPanel state="loading" items={[]} continueShoppingTo="/" onRemove={vi.fn()} />,
      );
      expect(screen.getByRole('status')).toHaveTextContent('Loading your wishlist');
      expect(screen.queryByText('Your wishlist is empty.')).toBeNull();
    });

    it('shows the failure, not the empty message, when the lookup failed', () => {
      render(<WishlistPanel state="failed" items={[]} continueShoppingTo="/" onRemove={vi.fn()} />);
      expect(screen.getByRole('alert')).toHaveTextContent(/cannot be shown right now/);
      expect(screen.queryByText('Your wishlist is empty.')).toBeNull();
    });
  });
});
