import type { Meta, StoryObj } from '@storybook/react-vite';
import { keepUrl, placeholderImage } from '../AspectImage/placeholder.js';
import { Gallery } from './Gallery.js';

const images = ['Atelier', 'Or', 'Argent', 'Or rose', 'Étoile', 'Treize'].map((label, index) => ({
  src: placeholderImage(label, 20 + index * 25),
  alt: label,
}));

const meta = {
  title: 'Content/Gallery',
  component: Gallery,
  args: { images, buildUrl: keepUrl },
} satisfies Meta<typeof Gallery>;

export default meta;
type Story = StoryObj<typeof meta>;

export const FourPerRow: Story = {};
export const Horizontal: Story = { args: { ratio: 'horizontal' } };
