import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect } from 'storybook/test';
import { EmailField, Textarea, TextField, textFieldTypes } from './TextField.js';

const meta = {
  title: 'Forms/TextField',
  component: TextField,
  args: { label: 'Prénom', name: 'firstName', required: true },
  argTypes: { type: { control: 'select', options: textFieldTypes } },
} satisfies Meta<typeof TextField>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Empty: Story = {};
export const Filled: Story = { args: { defaultValue: 'Camille' } };
export const WithError: Story = { args: { defaultValue: '4', error: 'Prénom invalide' } };
export const WithHint: Story = {
  args: { label: 'Téléphone', type: 'tel', required: false, hint: 'Facultatif' },
};
export const Disabled: Story = { args: { disabled: true, defaultValue: 'Camille' } };

export const Email: Story = {
  render: (args) => <EmailField {...args} label="E-mail" name="email" />,
  play: async ({ canvas }) => {
    await expect(canvas.getByLabelText(/E-mail/)).toHaveAttribute('type', 'email');
  },
};

export const Message: Story = {
  render: () => <Textarea label="Message" name="message" />,
  play: async ({ canvas }) => {
    await expect(canvas.getByLabelText('Message')).toHaveAttribute('rows', '7');
  },
};

/** The error appears on blur when the value is non-empty and invalid (behaviour §5 contact form). */
function ValidatedEmail() {
  const [error, setError] = useState<string>();
  return (
    <EmailField
      label="E-mail"
      name="email"
      required
      error={error}
      onBlur={(event) => {
        const { value, validity } = event.currentTarget;
        setError(value !== '' && !validity.valid ? 'Adresse e-mail invalide' : undefined);
      }}
    />
  );
}

export const ValidateOnBlur: Story = {
  render: () => <ValidatedEmail />,
  play: async ({ canvas, userEvent, step }) => {
    const input = canvas.getByLabelText(/E-mail/);
    await step('an invalid address shows the error below the field on blur', async () => {
      await userEvent.type(input, 'camille@');
      await userEvent.tab();
      await expect(canvas.getByRole('alert')).toHaveTextContent('Adresse e-mail invalide');
      await expect(input).toHaveAttribute('aria-invalid', 'true');
    });
    await step('a valid address clears it', async () => {
      await userEvent.type(input, 'treize.fr');
      await userEvent.tab();
      await expect(canvas.queryByRole('alert')).toBeNull();
      await expect(input).not.toHaveAttribute('aria-invalid');
    });
  },
};
