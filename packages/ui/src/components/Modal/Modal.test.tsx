import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { Modal, ModalContent, ModalTrigger } from './Modal.js';

function Contact({ defaultOpen }: { defaultOpen?: boolean }) {
  return (
    <Modal defaultOpen={defaultOpen}>
      <ModalTrigger>Ouvrir</ModalTrigger>
      <ModalContent title="Contact" description="Écrivez-nous" closeLabel="Fermer">
        <input aria-label="Nom" />
      </ModalContent>
    </Modal>
  );
}

describe('Modal', () => {
  describe('given open', () => {
    it('is a dialog named and described by its title and description', () => {
      render(<Contact defaultOpen />);
      const dialog = screen.getByRole('dialog', { name: 'Contact' });
      expect(dialog).toHaveAccessibleDescription('Écrivez-nous');
      expect(dialog).toHaveAttribute('data-state', 'open');
      expect(dialog).toHaveAttribute('data-slot', 'modal-content');
    });

    it('closes with Escape', async () => {
      render(<Contact defaultOpen />);
      await userEvent.keyboard('{Escape}');
      await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    });
  });

  it('opens from its trigger', async () => {
    render(<Contact />);
    await userEvent.click(screen.getByRole('button', { name: 'Ouvrir' }));
    expect(screen.getByRole('dialog', { name: 'Contact' })).toBeInTheDocument();
  });
});
