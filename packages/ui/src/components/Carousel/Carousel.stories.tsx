import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, waitFor } from 'storybook/test';
import { AspectImage } from '../AspectImage/AspectImage.js';
import { keepUrl, placeholderImage } from '../AspectImage/placeholder.js';
import { Carousel } from './Carousel.js';

const labels = ['Face', 'Profil', 'Portée', 'Écrin'];

const meta = {
  title: 'Media/Carousel',
  component: Carousel,
  args: {
    label: 'Bague Étoile',
    previousLabel: 'Image précédente',
    nextLabel: 'Image suivante',
    children: null,
  },
  decorators: [(Story) => <div style={{ width: 320 }}>{Story()}</div>],
  render: (args) => (
    <Carousel {...args}>
      {labels.map((label, index) => (
        <AspectImage
          key={label}
          src={placeholderImage(label, 30 + index * 40)}
          alt={label}
          ratio="product"
          buildUrl={keepUrl}
          loading="eager"
        />
      ))}
    </Carousel>
  ),
} satisfies Meta<typeof Carousel>;

export default meta;
type Story = StoryObj<typeof meta>;

export const FourSlides: Story = {};

export const SingleSlide: Story = {
  render: (args) => (
    <Carousel {...args}>
      <AspectImage src={placeholderImage('Seule')} alt="Seule" ratio="product" buildUrl={keepUrl} />
    </Carousel>
  ),
  play: async ({ canvas }) => {
    await expect(canvas.queryByRole('button', { name: 'Image suivante' })).toBeNull();
  },
};

export const NextPreviousAndLoop: Story = {
  play: async ({ canvas, userEvent, step }) => {
    const progress = canvas.getByRole('progressbar');
    const active = () =>
      canvas
        .getAllByRole('group')
        .findIndex((slide) => slide.getAttribute('data-state') === 'active');
    await step('next moves to the second slide and advances the progress bar', async () => {
      await userEvent.click(canvas.getByRole('button', { name: 'Image suivante' }));
      await waitFor(() => expect(active()).toBe(1));
      await expect(progress).toHaveAttribute('aria-valuenow', '2');
    });
    await step('previous twice loops round to the last slide', async () => {
      await userEvent.click(canvas.getByRole('button', { name: 'Image précédente' }));
      await waitFor(() => expect(active()).toBe(0));
      await userEvent.click(canvas.getByRole('button', { name: 'Image précédente' }));
      await waitFor(() => expect(active()).toBe(3));
      await expect(progress).toHaveAttribute('aria-valuenow', '4');
    });
  },
};
