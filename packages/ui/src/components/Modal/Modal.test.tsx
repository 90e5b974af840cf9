import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
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

  describe('opened by a control that is not its trigger', () => {
    function OpenedElsewhere() {
      const [open, setOpen] = useState(false);
      return (
        <>
          <button type="button" onClick={() => setOpen(true)}>
            Une question ?
          </button>
          <Modal open={open} onOpenChange={setOpen}>
            <ModalContent title="Contact" closeLabel="Fermer">
              <input aria-label="Nom" />
            </ModalContent>
          </Modal>
        </>
      );
    }

    it('gives focus back to that control after Escape', async () => {
      render(<OpenedElsewhere />);
      const opener = screen.getByRole('button', { name: 'Une question ?' });
      await userEvent.click(opener);
      await screen.findByRole('dialog');
      await userEvent.keyboard('{Escape}');
      await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
      await waitFor(() => expect(document.activeElement).toBe(opener));
    });
  });
});
