import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn } from 'storybook/test';
import { keepUrl, placeholderImage } from '../AspectImage/placeholder.js';
import { CartLine, cartLineDefaultLabels, cartLineStates } from './CartLine.js';

const meta = {
  title: 'Commerce/CartLine',
  component: CartLine,
  args: {
    title: 'Boucle Étoile',
    to: '/products/boucle-etoile',
    image: { src: placeholderImage('Boucle'), alt: 'Boucle Étoile' },
    buildUrl: keepUrl,
    options: [
      { name: 'Oreille', value: 'Paire' },
      { name: 'Couleur', value: 'Or' },
    ],
    quantity: 2,
    price: { amount: '85.00', currencyCode: 'EUR' },
    compareAtPrice: { amount: '110.00', currencyCode: 'EUR' },
    state: 'idle',
    onIncrease: fn(),
    onDecrease: fn(),
    onRemove: fn(),
    labels: {
      increase: 'Augmenter',
      decrease: 'Diminuer',
      remove: 'Retirer',
      quantity: 'Quantité',
      pending: 'Mise à jour',
      price: 'Prix',
      compareAt: 'Prix d’origine',
    },
  },
  argTypes: { state: { control: 'inline-radio', options: cartLineStates } },
  decorators: [
    (Story) => <ul style={{ listStyle: 'none', padding: 0, maxWidth: 480 }}>{Story()}</ul>,
  ],
} satisfies Meta<typeof CartLine>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Idle: Story = {
  play: async ({ canvas, userEvent, args }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Augmenter' }));
    await expect(args.onIncrease).toHaveBeenCalled();
    await expect(canvas.getByText(/Prix d’origine/)).toBeInTheDocument();
  },
};
/** Without `labels` every word falls back to `cartLineDefaultLabels` (English). */
export const EnglishDefaults: Story = {
  args: { labels: undefined },
  play: async ({ canvas }) => {
    await expect(
      canvas.getByRole('button', { name: cartLineDefaultLabels.increase }),
    ).toBeInTheDocument();
    await expect(canvas.getByText(/Original price/)).toBeInTheDocument();
  },
};
export const QuantityOne: Story = {
  args: { quantity: 1 },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('button', { name: 'Diminuer' })).toBeDisabled();
  },
};
export const UpdatingQuantity: Story = { args: { state: 'updating', pendingQuantity: 3 } };
export const Removing: Story = {
  args: { state: 'removing' },
  // A line being removed is inactive (disabled, aria-busy); WCAG 1.4.3 exempts the text of
  // inactive components from contrast, and the spec asks for it faded (§4 Cart drawer).
  parameters: { a11y: { config: { rules: [{ id: 'color-contrast', enabled: false }] } } },
};
export const DefaultTitleHidden: Story = {
  args: { options: [{ name: 'Title', value: 'Default Title' }], compareAtPrice: null },
};
