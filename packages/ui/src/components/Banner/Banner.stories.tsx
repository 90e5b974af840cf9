import type { Meta, StoryObj } from '@storybook/react-vite';
import { Banner } from './Banner.js';

const meta = {
  title: 'Shell/Banner',
  component: Banner,
  args: { children: 'Livraison offerte dès 150 €' },
} satisfies Meta<typeof Banner>;

export default meta;
type Story = StoryObj<typeof meta>;

export const DefaultColours: Story = {};
export const ThemedByContent: Story = {
  args: { theme: { background: '#e9dcc3', text: '#3a2a12' } },
};
export const WithLink: Story = {
  args: { link: { to: '/pages/livraison', label: 'En savoir plus' } },
};
