import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import axe from 'axe-core';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { LinkProvider, type LinkComponentProps } from '../../link/LinkProvider.js';
import { keepUrl } from '../AspectImage/placeholder.js';
import { demoMedia, demoVideo } from './fixtures.js';
import { ProductCard, type ProductCardProps } from './ProductCard.js';

const base: ProductCardProps = {
  title: 'Bague Étoile - Or jaune (pièce unique)',
  to: '/en-us/products/bague-etoile',
  media: demoMedia(4),
  price: { amount: '240.00', currencyCode: 'EUR' },
  locale: 'en-US',
  buildUrl: keepUrl,
};

function setViewport(mobile: boolean) {
  vi.spyOn(window, 'matchMedia').mockImplementation(
    (query: string) =>
      ({ matches: mobile && query.includes('max-width: 1023px'), media: query }) as MediaQueryList,
  );
}

describe('ProductCard', () => {
  afterEach(() => {
    vi.restoreAllMocks();
  });

  it('shows "Title - Subtitle" on one heading and italicises the parenthesised part (behaviour §2)', () => {
    render(<ProductCard {...base} />);
    expect(
      screen.getByRole('heading', { name: 'Bague Étoile - Or jaune (pièce unique)' }),
    ).toBeInTheDocument();
    expect(document.querySelector('[data-slot="product-card-subtitle"] em')).toHaveTextContent(
      '(pièce unique)',
    );
    expect(screen.getByRole('link', { name: /Bague Étoile/ })).toHaveAttribute(
      'href',
      '/en-us/products/bague-etoile',
    );
  });

  it('words the hidden price labels in the page’s language when given', () => {
    render(
      <ProductCard
        {...base}
        compareAtPrice={{ amount: '300.0', currencyCode: 'EUR' }}
        labels={{
          wishlist: 'Ajouter',
          previous: 'Précédente',
          next: 'Suivante',
          mute: 'Couper le son',
          unmute: 'Activer le son',
          price: 'Prix',
          compareAt: 'Prix d’origine',
        }}
      />,
    );
    const price = document.querySelector('[data-slot="price"]');
    expect(price?.textContent).toContain('Prix d’origine');
    expect(price?.textContent).not.toMatch(/Original price|Price/);
  });

  describe('given two products sharing a main title', () => {
    const renderPair = () =>
      render(
        <>
          <ProductCard {...base} title="Perles - Or jaune" to="/en-us/products/perles-or" />
          <ProductCard {...base} title="Perles - Argent" to="/en-us/products/perles-argent" />
        </>,
      );

    it('names each gallery with the full title', () => {
      renderPair();
      expect(screen.getByRole('region', { name: 'Perles - Or jaune' })).toBeInTheDocument();
      expect(screen.getByRole('region', { name: 'Perles - Argent' })).toBeInTheDocument();
    });

    it('gives axe no duplicate landmark to flag', async () => {
      const { container } = renderPair();
      const results = await axe.run(container, { runOnly: ['landmark-unique'] });
      expect(results.violations).toEqual([]);
      expect(results.passes.map((rule) => rule.id)).toContain('landmark-unique');
    });
  });

  it('stops the srcset at the image width when the media gives it', () => {
    const media = [
      {
        mediaContentType: 'IMAGE' as const,
        image: { url: '/media/perles.jpg', altText: 'Perles', width: 900 },
      },
    ];
    render(<ProductCard {...base} media={media} buildUrl={undefined} />);
    expect(screen.getByRole('img', { name: 'Perles' })).toHaveAttribute(
      'srcset',
      [200, 400, 600, 800, 900].map((w) => `/media/perles.jpg?width=${w} ${w}w`).join(', '),
    );
  });

  it.each([
    [
      'data:',
      'data:image/svg+xml,%3Csvg%20xmlns%3D%22http%3A%2F%2Fwww.w3.org%2F2000%2Fsvg%22%2F%3E',
    ],
    ['blob:', 'blob:http://localhost:3000/6f1c2a0e-9d4b-4c8e-b1a7-3e5f0d2c9a41'],
  ])('shows a %s image as given with the default URL builder', (_scheme, url) => {
    const media = [
      { mediaContentType: 'IMAGE' as const, image: { url, altText: 'Esquisse', width: 900 } },
    ];
    render(<ProductCard {...base} media={media} buildUrl={undefined} />);
    const image = screen.getByRole('img', { name: 'Esquisse' });
    expect(image).toHaveAttribute('src', url);
    expect(image).not.toHaveAttribute('srcset');
  });

  it('loads the first 2 images eagerly and the rest lazily', () => {
    render(<ProductCard {...base} />);
    const loading = screen.getAllByRole('img').map((img) => img.getAttribute('loading'));
    expect(loading).toEqual(['eager', 'eager', 'lazy', 'lazy']);
  });

  it('plays a VIDEO media item from its first source', () => {
    render(<ProductCard {...base} media={[demoVideo, ...demoMedia(1)]} />);
    const sources = document.querySelectorAll('video source');
    expect(sources).toHaveLength(1);
    expect(sources[0]).toHaveAttribute('src', '/media/bague-portee.mp4');
  });

  describe('when the gallery is tapped', () => {
    it('opens the product under 1024 px', async () => {
      setViewport(true);
      const onNavigate = vi.fn();
      render(<ProductCard {...base} onNavigate={onNavigate} />);
      await userEvent.click(screen.getAllByRole('img')[0]!);
      expect(onNavigate).toHaveBeenCalledWith('/en-us/products/bague-etoile');
    });

    it('does not navigate when the carousel buttons are used', async () => {
      setViewport(true);
      const onNavigate = vi.fn();
      render(<ProductCard {...base} onNavigate={onNavigate} />);
      await userEvent.click(screen.getByRole('button', { name: 'Next image' }));
      expect(onNavigate).not.toHaveBeenCalled();
    });

    it('does nothing from 1024 px up', async () => {
      setViewport(false);
      const onNavigate = vi.fn();
      render(<ProductCard {...base} onNavigate={onNavigate} />);
      await userEvent.click(screen.getAllByRole('img')[0]!);
      expect(onNavigate).not.toHaveBeenCalled();
    });
  });

  describe('the heart', () => {
    it('is filled and pressed when wishlisted, and toggles', async () => {
      const onToggleWishlist = vi.fn();
      render(<ProductCard {...base} wishlisted onToggleWishlist={onToggleWishlist} />);
      const heart = screen.getByRole('button', { name: 'Add to wishlist' });
      expect(heart).toHaveAttribute('aria-pressed', 'true');
      expect(heart.querySelector('svg')).toHaveAttribute('data-state', 'filled');
      await userEvent.click(heart);
      expect(onToggleWishlist).toHaveBeenCalledOnce();
    });
  });

  it('renders its links through the injected link component', () => {
    const Injected = ({ to, ...rest }: LinkComponentProps) => <a href={`#${to}`} {...rest} />;
    render(
      <LinkProvider component={Injected}>
        <ProductCard {...base} />
      </LinkProvider>,
    );
    expect(screen.getByRole('link', { name: /Bague Étoile/ })).toHaveAttribute(
      'href',
      '#/en-us/products/bague-etoile',
    );
  });
});
