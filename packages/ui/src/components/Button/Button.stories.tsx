import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn } from 'storybook/test';
import { Button, buttonVariants } from './Button.js';

const meta = {
  title: 'Components/Button',
  component: Button,
  args: { children: 'Ajouter au panier', variant: 'primary', onClick: fn() },
  argTypes: { variant: { control: 'inline-radio', options: buttonVariants } },
} satisfies Meta<typeof Button>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Primary: Story = {
  play: async ({ canvas, userEvent, args }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Ajouter au panier' }));
    await expect(args.onClick).toHaveBeenCalledTimes(1);
  },
};
export const Secondary: Story = { args: { variant: 'secondary' } };
export const Ghost: Story = { args: { variant: 'ghost', children: 'Continuer mes achats' } };
export const Disabled: Story = { args: { disabled: true } };
export const Loading: Story = {
  args: { loading: true, loadingLabel: 'Envoi en cours' },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('button')).toBeDisabled();
    await expect(canvas.getByRole('status')).toHaveTextContent('Envoi en cours');
  },
};
export const FullWidth: Story = { args: { fullWidth: true } };
