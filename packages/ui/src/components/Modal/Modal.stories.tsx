import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, screen, waitFor } from 'storybook/test';
import { Button } from '../Button/Button.js';
import { EmailField, Textarea, TextField } from '../TextField/TextField.js';
import { Modal, ModalContent, ModalTrigger } from './Modal.js';

interface Args {
  defaultOpen: boolean;
  onSubmit: (data: Record<string, string>) => void;
}

const meta = {
  title: 'Overlays/Modal',
  args: { defaultOpen: false, onSubmit: fn() },
  render: ({ defaultOpen, onSubmit }) => (
    <Modal defaultOpen={defaultOpen}>
      <ModalTrigger asChild>
        <Button>Nous contacter</Button>
      </ModalTrigger>
      <ModalContent
        title="Contact"
        description="Nous répondons sous 48 heures."
        closeLabel="Fermer"
      >
        <form
          style={{ display: 'grid', gap: 16 }}
          onSubmit={(event) => {
            event.preventDefault();
            const data = Object.fromEntries(new FormData(event.currentTarget)) as Record<
              string,
              string
            >;
            onSubmit(data);
          }}
        >
          <TextField label="Prénom" name="firstName" required />
          <EmailField label="E-mail" name="email" required />
          <Textarea label="Message" name="message" />
          <Button type="submit">Envoyer</Button>
        </form>
      </ModalContent>
    </Modal>
  ),
} satisfies Meta<Args>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Closed: Story = {};

export const Open: Story = { args: { defaultOpen: true } };

export const FillsAndSubmits: Story = {
  play: async ({ canvas, userEvent, args, step }) => {
    await step('the trigger opens the dialog', async () => {
      await userEvent.click(canvas.getByRole('button', { name: 'Nous contacter' }));
      const dialog = await screen.findByRole('dialog', { name: 'Contact' });
      await expect(dialog).toHaveAccessibleDescription('Nous répondons sous 48 heures.');
    });
    await step('the form submits its fields', async () => {
      await userEvent.type(screen.getByLabelText(/Prénom/), 'Camille');
      await userEvent.type(screen.getByLabelText(/E-mail/), 'camille@treize.fr');
      await userEvent.click(screen.getByRole('button', { name: 'Envoyer' }));
      await expect(args.onSubmit).toHaveBeenCalledWith({
        firstName: 'Camille',
        email: 'camille@treize.fr',
        message: '',
      });
    });
    await step('Escape closes it and focus returns to the trigger', async () => {
      await userEvent.keyboard('{Escape}');
      await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
      await expect(canvas.getByRole('button', { name: 'Nous contacter' })).toHaveFocus();
    });
  },
};
