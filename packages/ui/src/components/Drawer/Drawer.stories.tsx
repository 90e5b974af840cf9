import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, screen, waitFor } from 'storybook/test';
import { Button } from '../Button/Button.js';
import { Drawer, DrawerClose, DrawerContent, DrawerTrigger, drawerSides } from './Drawer.js';

interface Args {
  side: (typeof drawerSides)[number];
  defaultOpen: boolean;
}

const meta = {
  title: 'Overlays/Drawer',
  args: { side: 'right', defaultOpen: false },
  argTypes: { side: { control: 'inline-radio', options: drawerSides } },
  render: ({ side, defaultOpen }) => (
    <Drawer defaultOpen={defaultOpen}>
      <DrawerTrigger asChild>
        <Button>Panier</Button>
      </DrawerTrigger>
      <DrawerContent side={side} title="Votre panier" closeLabel="Fermer">
        <p>Votre panier est vide.</p>
        <DrawerClose asChild>
          <Button variant="secondary">Continuer mes achats</Button>
        </DrawerClose>
      </DrawerContent>
    </Drawer>
  ),
} satisfies Meta<Args>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Closed: Story = {};

export const OpenRight: Story = {
  args: { defaultOpen: true },
  play: async () => {
    const dialog = await screen.findByRole('dialog', { name: 'Votre panier' });
    await expect(dialog).toHaveAttribute('data-side', 'right');
    // 530 px from 1024 px up, the full width below (behaviour §2, §9).
    const expected = window.innerWidth >= 1024 ? 530 : window.innerWidth;
    await waitFor(() => expect(Math.round(dialog.getBoundingClientRect().width)).toBe(expected));
  },
};

export const OpenLeft: Story = { args: { side: 'left', defaultOpen: true } };

export const OpensAndCloses: Story = {
  play: async ({ canvas, userEvent, step }) => {
    await step('the trigger opens it and moves focus inside', async () => {
      await userEvent.click(canvas.getByRole('button', { name: 'Panier' }));
      const dialog = await screen.findByRole('dialog', { name: 'Votre panier' });
      await expect(dialog).toHaveAttribute('data-state', 'open');
      await waitFor(() => expect(dialog.contains(document.activeElement)).toBe(true));
    });
    await step('the close button closes it', async () => {
      await userEvent.click(screen.getByRole('button', { name: 'Fermer' }));
      await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    });
    await step('Escape closes it too', async () => {
      await userEvent.click(canvas.getByRole('button', { name: 'Panier' }));
      await screen.findByRole('dialog');
      await userEvent.keyboard('{Escape}');
      await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    });
    await step('a link-like close inside the drawer closes it (behaviour §4)', async () => {
      await userEvent.click(canvas.getByRole('button', { name: 'Panier' }));
      await userEvent.click(await screen.findByRole('button', { name: 'Continuer mes achats' }));
      await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    });
  },
};
