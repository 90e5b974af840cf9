import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { Link } from './Link.js';
import { LinkProvider, type LinkComponentProps } from './LinkProvider.js';

function RouterLink({ to, children, ...rest }: LinkComponentProps) {
  return (
    <a href={`/router${to}`} data-router="yes" {...rest}>
      {children}
    </a>
  );
}

describe('Link', () => {
  it('renders a plain anchor without a provider', () => {
    render(<Link to="/products/ring">Ring</Link>);
    expect(screen.getByRole('link', { name: 'Ring' })).toHaveAttribute('href', '/products/ring');
  });

  it('renders through the injected component inside a LinkProvider', () => {
    render(
      <LinkProvider component={RouterLink}>
        <Link to="/cart">Cart</Link>
      </LinkProvider>,
    );
    const link = screen.getByRole('link', { name: 'Cart' });
    expect(link).toHaveAttribute('href', '/router/cart');
    expect(link).toHaveAttribute('data-router', 'yes');
    expect(link).toHaveAttribute('data-slot', 'link');
  });

  it('opens a new window safely when asked', () => {
    render(
      <Link to="https://example.org" newWindow>
        Out
      </Link>,
    );
    const link = screen.getByRole('link', { name: 'Out' });
    expect(link).toHaveAttribute('target', '_blank');
    expect(link).toHaveAttribute('rel', 'noopener noreferrer');
  });
});
