import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, waitFor } from 'storybook/test';
import { Video } from './Video.js';

/**
 * Stories have no video file (nothing is fetched from the network), so the element shows its
 * poster; the visibility and mute states still run through the video machine.
 */
const poster = `data:image/svg+xml,${encodeURIComponent(
  '<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 160 90"><rect width="160" height="90" fill="#d9d2c7"/><text x="80" y="50" font-size="10" text-anchor="middle" font-family="Georgia">Film</text></svg>',
)}`;

const meta = {
  title: 'Media/Video',
  component: Video,
  args: {
    src: 'data:video/mp4;base64,',
    type: 'video/mp4',
    poster,
    label: 'L’atelier en images',
    muteLabel: 'Couper le son',
    unmuteLabel: 'Activer le son',
  },
  decorators: [(Story) => <div style={{ width: 320, height: 180 }}>{Story()}</div>],
} satisfies Meta<typeof Video>;

export default meta;
type Story = StoryObj<typeof meta>;

/** In view, the real IntersectionObserver reports the video visible and the machine plays it. */
export const PlaysWhenVisible: Story = {
  play: async ({ canvasElement }) => {
    const root = canvasElement.querySelector('[data-slot="video"]');
    await waitFor(() => expect(root).toHaveAttribute('data-state', 'playing'));
  },
};

export const ToggleSound: Story = {
  play: async ({ canvas, userEvent }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Activer le son' }));
    await expect(canvas.getByRole('button', { name: 'Couper le son' })).toHaveAttribute(
      'aria-pressed',
      'true',
    );
  },
};
