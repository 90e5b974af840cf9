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

/** A pointer event as a finger sends it: react-toastify lets only touch drag a toast away. */
function touch(type: string, target: EventTarget, clientX: number) {
  target.dispatchEvent(
    new PointerEvent(type, { pointerType: 'touch', clientX, clientY: 10, bubbles: true }),
  );
}

export const TimerAndSwipe: Story = {
  play: async ({ canvas, userEvent, step }) => {
    await step(
      'the toast runs a 5000 ms timer and closes when it ends (behaviour §9)',
      async () => {
        await userEvent.click(canvas.getByRole('button', { name: 'Info' }));
        const toast = (await screen.findByText('Ajouté à votre liste')).closest(
          '.Toastify__toast',
        )!;
        const timer = toast.querySelector<HTMLElement>('[role="progressbar"]')!;
        // The timer is the progress bar's CSS animation (hidden, still running): it pauses while the
        // tab has no focus, so its end is sent here rather than waited for.
        await expect(timer.style.animationDuration).toBe('5000ms');
        timer.dispatchEvent(new AnimationEvent('animationend', { bubbles: true }));
        await waitFor(() => expect(screen.queryByText('Ajouté à votre liste')).toBeNull(), {
          timeout: 3000,
        });
      },
    );
    await step(
      'a swipe shorter than 80 % of its width leaves it; a longer one closes it',
      async () => {
        await userEvent.click(canvas.getByRole('button', { name: 'Succès' }));
        const toast = (await screen.findByText('Inscription confirmée')).closest<HTMLElement>(
          '.Toastify__toast',
        )!;
        const width = toast.offsetWidth;
        const start = toast.getBoundingClientRect().left + 10;
        touch('pointerdown', toast, start);
        touch('pointermove', document, start + width * 0.75);
        touch('pointerup', document, start + width * 0.75);
        await new Promise((resolve) => setTimeout(resolve, 400));
        await expect(screen.getByText('Inscription confirmée')).toBeInTheDocument();
        touch('pointerdown', toast, start);
        touch('pointermove', document, start + width * 0.85);
        touch('pointerup', document, start + width * 0.85);
        await waitFor(() => expect(screen.queryByText('Inscription confirmée')).toBeNull(), {
          timeout: 3000,
        });
      },
    );
  },
};
