import type { Meta, StoryObj } from '@storybook/react-vite';
import { Logo, logoVariants } from './Logo.js';

const meta = {
  title: 'Components/Logo',
  component: Logo,
  argTypes: { variant: { control: 'inline-radio', options: logoVariants } },
} satisfies Meta<typeof Logo>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Wordmark: Story = { args: { variant: 'wordmark' } };
export const Monogram: Story = { args: { variant: 'monogram' } };
