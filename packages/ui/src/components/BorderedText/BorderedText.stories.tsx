import type { Meta, StoryObj } from '@storybook/react-vite';
import { BorderedText } from './BorderedText.js';

const meta = {
  title: 'Content/BorderedText',
  component: BorderedText,
  args: {
    children:
      'Chaque bijou est façonné à la main dans notre atelier parisien, en treize exemplaires seulement.',
  },
} satisfies Meta<typeof BorderedText>;

export default meta;
export const Default: StoryObj<typeof meta> = {};
