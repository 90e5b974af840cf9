import type { Meta, StoryObj } from '@storybook/react-vite';
import { Loader } from './Loader.js';

const meta = {
  title: 'Components/Loader',
  component: Loader,
  args: { label: 'Loading' },
} satisfies Meta<typeof Loader>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {};
export const French: Story = { args: { label: 'Chargement' } };
