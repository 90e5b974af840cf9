import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { Footer } from './Footer.js';

const groups = [
  { label: 'Boutique', alignment: 'left', links: [{ label: 'Bagues', to: '/collections/bagues' }] },
  { label: 'Aide', alignment: 'right', links: [{ label: 'Contact', to: '/pages/contact' }] },
] as const;

describe('Footer', () => {
  it('shows the copyright with the current year by default', () => {
    render(<Footer groups={groups} copyright="Atelier Treize" />);
    expect(screen.getByText(`© ${new Date().getFullYear()} Atelier Treize`)).toBeInTheDocument();
  });

  it('aligns each group as content says', () => {
    const { container } = render(<Footer groups={groups} copyright="AT" year={2030} />);
    const aligns = Array.from(container.querySelectorAll('[data-slot="footer-group"]')).map(
      (group) => group.getAttribute('data-align'),
    );
    expect(aligns).toEqual(['left', 'right']);
    expect(screen.getByText('© 2030 AT')).toBeInTheDocument();
  });

  it('links credits in a new window and shows plain ones as text', () => {
    render(
      <Footer
        groups={[]}
        copyright="AT"
        credits={[{ label: 'Photo', to: 'https://example.org' }, { label: 'Texte' }]}
      />,
    );
    expect(screen.getByRole('link', { name: 'Photo' })).toHaveAttribute('target', '_blank');
    expect(screen.getByText('Texte')).toBeInTheDocument();
  });
});
