import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { LinkProvider, type LinkComponentProps } from '../../link/LinkProvider.js';
import { CallToAction } from './CallToAction.js';

function SpyLink({ to, ...rest }: LinkComponentProps) {
  return <a href={to} data-injected="" {...rest} />;
}

describe('CallToAction', () => {
  it('renders through the injected link component', () => {
    render(
      <LinkProvider component={SpyLink}>
        <CallToAction to="/collections/bagues" arrow>
          Bagues
        </CallToAction>
      </LinkProvider>,
    );
    const link = screen.getByRole('link', { name: 'Bagues' });
    expect(link).toHaveAttribute('href', '/collections/bagues');
    expect(link).toHaveAttribute('data-injected');
    expect(link).toHaveAttribute('data-slot', 'call-to-action');
    expect(link.querySelector('[data-icon="arrowRight"]')).not.toBeNull();
  });

  it('opens a new window when asked', () => {
    render(
      <CallToAction to="https://example.org" newWindow>
        Out
      </CallToAction>,
    );
    expect(screen.getByRole('link', { name: 'Out' })).toHaveAttribute('target', '_blank');
  });
});
