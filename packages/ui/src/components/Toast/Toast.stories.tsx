import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, screen, waitFor } from 'storybook/test';
import { Button } from '../Button/Button.js';
import { dismissToast, showContactToast, showToast, ToastArea } from './Toast.js';

const meta = {
  title: 'Feedback/Toast',
  component: ToastArea,
  render: () => (
    <div style={{ display: 'flex', gap: 8, flexWrap: 'wrap' }}>
      <ToastArea />
      <Button onClick={() => showToast('Ajouté à votre liste')}>Info</Button>
      <Button onClick={() => showToast('Inscription confirmée', 'success')}>Succès</Button>
      <Button onClick={() => showToast('Une erreur est survenue', 'error')}>Erreur</Button>
      <Button onClick={() => showContactToast('Message envoyé', 'success')}>Contact</Button>
    </div>
  ),
  beforeEach: () => () => dismissToast(),
} satisfies Meta<typeof ToastArea>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Kinds: Story = {};

export const OneAtATimeClickToClose: Story = {
  play: async ({ canvas, userEvent, step }) => {
    await step('a second toast waits while the first is shown (limit 1)', async () => {
      await userEvent.click(canvas.getByRole('button', { name: 'Info' }));
      await userEvent.click(canvas.getByRole('button', { name: 'Erreur' }));
      await screen.findByText('Ajouté à votre liste');
      await expect(screen.queryByText('Une erreur est survenue')).toBeNull();
    });
    await step('a click closes it and the queued toast follows', async () => {
      await userEvent.click(screen.getByText('Ajouté à votre liste'));
      await screen.findByText('Une erreur est survenue', {}, { timeout: 3000 });
      await waitFor(() => expect(screen.queryByText('Ajouté à votre liste')).toBeNull(), {
        timeout: 3000,
      });
    });
    await step('the progress bar is hidden', async () => {
      // react-toastify keeps the timer element for its clock but marks it hidden.
      const bar = document.querySelector('.Toastify__progress-bar--wrp');
      await expect(bar === null || bar.getAttribute('data-hidden') === 'true').toBe(true);
    });
  },
};

export const ContactTopCentre: Story = {
  play: async ({ canvas, userEvent }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Contact' }));
    const message = await screen.findByText('Message envoyé');
    await expect(message.closest('.Toastify__toast-container')).toHaveClass(
      'Toastify__toast-container--top-center',
    );
  },
};
