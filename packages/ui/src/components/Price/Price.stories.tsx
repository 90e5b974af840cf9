import type { Meta, StoryObj } from '@storybook/react-vite';
import { Price } from './Price.js';

const meta = {
  title: 'Commerce/Price',
  component: Price,
  args: { price: { amount: '120.00', currencyCode: 'EUR' }, locale: 'fr-FR', quantity: 1 },
} satisfies Meta<typeof Price>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Regular: Story = {};
export const WithCents: Story = { args: { price: { amount: '89.50', currencyCode: 'EUR' } } };
export const OnSale: Story = {
  args: {
    price: { amount: '90.00', currencyCode: 'EUR' },
    compareAtPrice: { amount: '120.00', currencyCode: 'EUR' },
  },
};
export const CompareAtNotHigher: Story = {
  args: { compareAtPrice: { amount: '120.00', currencyCode: 'EUR' } },
};
export const QuantityThree: Story = {
  args: {
    quantity: 3,
    price: { amount: '90.00', currencyCode: 'EUR' },
    compareAtPrice: { amount: '120.00', currencyCode: 'EUR' },
  },
};
export const Dollars: Story = {
  args: { price: { amount: '135.00', currencyCode: 'USD' }, locale: 'en-US' },
};
