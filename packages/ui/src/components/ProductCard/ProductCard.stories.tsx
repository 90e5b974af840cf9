import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, fn } from 'storybook/test';
import { keepUrl } from '../AspectImage/placeholder.js';
import { demoMedia, demoVideo } from './fixtures.js';
import { ProductCard } from './ProductCard.js';

const meta = {
  title: 'Commerce/ProductCard',
  component: ProductCard,
  args: {
    title: 'Bague Étoile - Or jaune (pièce unique)',
    to: '/products/bague-etoile',
    media: demoMedia(4),
    price: { amount: '240.00', currencyCode: 'EUR' },
    buildUrl: keepUrl,
    onNavigate: fn(),
    labels: {
      wishlist: 'Ajouter à la liste',
      previous: 'Image précédente',
      next: 'Image suivante',
      mute: 'Couper le son',
      unmute: 'Activer le son',
    },
  },
  decorators: [(Story) => <div style={{ width: 300 }}>{Story()}</div>],
} satisfies Meta<typeof ProductCard>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {};
export const OnSale: Story = {
  args: { compareAtPrice: { amount: '300.00', currencyCode: 'EUR' } },
};
export const WithVideo: Story = { args: { media: [demoVideo, ...demoMedia(2)] } };
export const NoSubtitle: Story = { args: { title: 'Collier Treize' } };

export const Wishlist: Story = {
  render: (args) => {
    const [wishlisted, setWishlisted] = useState(false);
    return (
      <ProductCard
        {...args}
        wishlisted={wishlisted}
        onToggleWishlist={() => setWishlisted((value) => !value)}
      />
    );
  },
  play: async ({ canvas, userEvent }) => {
    const heart = canvas.getByRole('button', { name: 'Ajouter à la liste' });
    await userEvent.click(heart);
    await expect(heart).toHaveAttribute('aria-pressed', 'true');
  },
};

/** Under 1024 px a tap on the gallery opens the product; from 1024 px it does not (behaviour §2). */
export const TapOnGallery: Story = {
  play: async ({ canvas, userEvent, args }) => {
    await userEvent.click(canvas.getAllByRole('img')[0]!);
    if (window.matchMedia('(max-width: 1023px)').matches) {
      await expect(args.onNavigate).toHaveBeenCalledWith('/products/bague-etoile');
    } else {
      await expect(args.onNavigate).not.toHaveBeenCalled();
    }
  },
};
