import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';
import { Loader } from './Loader.js';

const meta = {
  title: 'Components/Loader',
  component: Loader,
  args: { label: 'Loading' },
} satisfies Meta<typeof Loader>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  // Behaviour §9: the loader cycles every 250 ms, each of the three dots lit for one 250 ms frame in turn.
  play: async ({ canvasElement }) => {
    const dots = [...canvasElement.querySelectorAll('[data-slot="loader-dot"]')].map((dot) =>
      getComputedStyle(dot),
    );
    await expect(dots.map((dot) => dot.animationDuration)).toEqual(['0.75s', '0.75s', '0.75s']);
    await expect(dots.map((dot) => dot.animationDelay)).toEqual(['0s', '0.25s', '0.5s']);
  },
};
export const French: Story = { args: { label: 'Chargement' } };
