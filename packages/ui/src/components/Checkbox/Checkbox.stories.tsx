import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';
import { Checkbox } from './Checkbox.js';

const meta = {
  title: 'Forms/Checkbox',
  component: Checkbox,
  args: { label: 'J’accepte la politique de confidentialité', name: 'privacy' },
} satisfies Meta<typeof Checkbox>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Unchecked: Story = {
  play: async ({ canvas, userEvent }) => {
    const box = canvas.getByRole('checkbox');
    await userEvent.click(canvas.getByText(/politique/));
    await expect(box).toBeChecked();
  },
};
export const Checked: Story = { args: { defaultChecked: true } };
export const WithError: Story = { args: { error: 'Veuillez accepter la politique' } };
export const Disabled: Story = { args: { disabled: true } };
