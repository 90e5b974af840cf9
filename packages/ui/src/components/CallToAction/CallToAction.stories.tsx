import type { Meta, StoryObj } from '@storybook/react-vite';
import { CallToAction } from './CallToAction.js';

const meta = {
  title: 'Content/CallToAction',
  component: CallToAction,
  args: { to: '/collections/bagues', children: 'Découvrir les bagues' },
} satisfies Meta<typeof CallToAction>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Internal: Story = {};
export const WithArrow: Story = { args: { arrow: true } };
export const NewWindow: Story = {
  args: { to: 'https://example.org', newWindow: true, arrow: true, children: 'Notre histoire' },
};
