import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn } from 'storybook/test';
import { iconNames } from '../Icon/Icon.js';
import { IconButton } from './IconButton.js';

const meta = {
  title: 'Components/IconButton',
  component: IconButton,
  args: { icon: 'close', label: 'Fermer', onClick: fn() },
  argTypes: { icon: { control: 'select', options: iconNames } },
} satisfies Meta<typeof IconButton>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Close: Story = {
  play: async ({ canvas, userEvent, args }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Fermer' }));
    await expect(args.onClick).toHaveBeenCalled();
  },
};
export const WishlistOff: Story = {
  args: { icon: 'heart', label: 'Ajouter à la liste', pressed: false },
};
export const WishlistOn: Story = {
  args: { icon: 'heart', label: 'Ajouter à la liste', pressed: true, filled: true },
};
export const Disabled: Story = { args: { icon: 'minus', label: 'Diminuer', disabled: true } };
