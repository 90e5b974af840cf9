import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { Drawer, DrawerContent, DrawerTrigger } from './Drawer.js';

function Cart({ onOpenChange }: { onOpenChange?: (open: boolean) => void }) {
  return (
    <Drawer onOpenChange={onOpenChange}>
      <DrawerTrigger>Panier</DrawerTrigger>
      <DrawerContent title="Votre panier" closeLabel="Fermer" side="right">
        <p>Vide</p>
      </DrawerContent>
    </Drawer>
  );
}

describe('Drawer', () => {
  describe('given closed', () => {
    it('renders only the trigger', () => {
      render(<Cart />);
      expect(screen.queryByRole('dialog')).toBeNull();
      expect(screen.getByRole('button', { name: 'Panier' })).toHaveAttribute(
        'data-state',
        'closed',
      );
    });
  });

  describe('after the trigger is pressed', () => {
    it('is an open dialog named by its title, on the chosen side', async () => {
      const onOpenChange = vi.fn();
      render(<Cart onOpenChange={onOpenChange} />);
      await userEvent.click(screen.getByRole('button', { name: 'Panier' }));
      const dialog = screen.getByRole('dialog', { name: 'Votre panier' });
      expect(dialog).toHaveAttribute('data-state', 'open');
      expect(dialog).toHaveAttribute('data-side', 'right');
      expect(dialog).toHaveAttribute('data-slot', 'drawer-content');
      expect(onOpenChange).toHaveBeenCalledWith(true);
    });

    it('closes with its close button', async () => {
      const onOpenChange = vi.fn();
      render(<Cart onOpenChange={onOpenChange} />);
      await userEvent.click(screen.getByRole('button', { name: 'Panier' }));
      await userEvent.click(screen.getByRole('button', { name: 'Fermer' }));
      expect(onOpenChange).toHaveBeenLastCalledWith(false);
      await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    });
  });
});
