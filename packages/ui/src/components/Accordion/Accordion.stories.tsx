import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, waitFor } from 'storybook/test';
import { Accordion } from './Accordion.js';

const meta = {
  title: 'Content/Accordion',
  component: Accordion,
  args: {
    items: [
      {
        id: 'care',
        title: 'Entretien',
        content: 'Nettoyez vos bijoux avec un chiffon doux et sec.',
      },
      {
        id: 'delivery',
        title: 'Livraison',
        content: 'Expédition sous 48 heures, offerte dès 150 €.',
      },
      { id: 'returns', title: 'Retours', content: 'Retours acceptés sous 30 jours.' },
    ],
  },
} satisfies Meta<typeof Accordion>;

export default meta;
type Story = StoryObj<typeof meta>;

export const AllClosed: Story = {};
export const OneOpen: Story = { args: { defaultOpenItem: 'delivery' } };

/** Real timers in the browser: the spec's 525 ms animation and 650 ms close-then-open (§9). */
export const OneAtATime: Story = {
  play: async ({ canvas, userEvent, step }) => {
    const care = canvas.getByRole('button', { name: 'Entretien' });
    const delivery = canvas.getByRole('button', { name: 'Livraison' });
    await step('a click opens the first item', async () => {
      await userEvent.click(care);
      await expect(care).toHaveAttribute('aria-expanded', 'true');
      await waitFor(() => expect(canvas.getByText(/chiffon doux/)).toBeVisible());
    });
    await step(
      'after the animation, another click closes it and opens the second item later',
      async () => {
        await waitFor(
          () =>
            expect(care.closest('[data-slot="accordion"]')).toHaveAttribute('data-state', 'idle'),
          { timeout: 2000 },
        );
        await userEvent.click(delivery);
        await expect(care).toHaveAttribute('aria-expanded', 'false');
        await expect(delivery).toHaveAttribute('aria-expanded', 'false');
        await waitFor(() => expect(delivery).toHaveAttribute('aria-expanded', 'true'), {
          timeout: 2000,
        });
      },
    );
  },
};
