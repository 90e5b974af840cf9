import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';
import { aspectRatios } from '../../tokens/aspectRatios.js';
import { AspectImage } from './AspectImage.js';
import { keepUrl, placeholderImage } from './placeholder.js';

const meta = {
  title: 'Media/AspectImage',
  component: AspectImage,
  args: {
    src: placeholderImage('Bague'),
    alt: 'Bague Étoile en or',
    ratio: 'vertical',
    buildUrl: keepUrl,
  },
  argTypes: { ratio: { control: 'inline-radio', options: aspectRatios } },
  decorators: [(Story) => <div style={{ width: 240 }}>{Story()}</div>],
} satisfies Meta<typeof AspectImage>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Vertical: Story = {};

/** Behaviour §9: with no ratio given, the box is vertical, 150 % of its width tall. */
export const DefaultRatio: Story = {
  args: { ratio: undefined },
  play: async ({ canvasElement }) => {
    const frame = canvasElement.querySelector<HTMLElement>('[data-slot="aspect-image"]')!;
    const { width, height } = frame.getBoundingClientRect();
    await expect(width).toBe(240);
    await expect(Math.abs(height - width * 1.5)).toBeLessThan(1);
    await expect(frame.dataset.ratio).toBe('vertical');
  },
};
export const Horizontal: Story = { args: { ratio: 'horizontal' } };
export const Product: Story = { args: { ratio: 'product' } };
export const Film: Story = { args: { ratio: 'film' } };
export const Tarot: Story = { args: { ratio: 'tarot' } };
export const AllRatios: Story = {
  decorators: [(Story) => <div style={{ width: 720 }}>{Story()}</div>],
  render: (args) => (
    <div
      style={{
        display: 'grid',
        gridTemplateColumns: 'repeat(5, 1fr)',
        gap: 8,
        alignItems: 'start',
      }}
    >
      {aspectRatios.map((ratio) => (
        <AspectImage key={ratio} {...args} ratio={ratio} alt={ratio} />
      ))}
    </div>
  ),
};
