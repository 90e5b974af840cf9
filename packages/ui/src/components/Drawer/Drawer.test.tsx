import { fireEvent, render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { Drawer, DrawerContent, DrawerTrigger, type DrawerContentProps } from './Drawer.js';

type DismissProps = Pick<
  DrawerContentProps,
  'onInteractOutside' | 'onPointerDownOutside' | 'onEscapeKeyDown'
>;

function Cart({
  onOpenChange,
  ...dismiss
}: { onOpenChange?: (open: boolean) => void } & DismissProps) {
  return (
    <Drawer onOpenChange={onOpenChange}>
      <DrawerTrigger>Panier</DrawerTrigger>
      <DrawerContent title="Votre panier" closeLabel="Fermer" side="right" {...dismiss}>
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

  describe('when the pointer goes down outside the panel', () => {
    /** Radix listens for outside pointers one tick after opening. */
    async function openThenPressOverlay(props: DismissProps & { onOpenChange?: () => void }) {
      render(<Cart {...props} />);
      await userEvent.click(screen.getByRole('button', { name: 'Panier' }));
      await screen.findByRole('dialog');
      await new Promise((resolve) => setTimeout(resolve, 0));
      const overlay = document.querySelector('[data-slot="drawer-overlay"]');
      if (!overlay) throw new Error('no overlay');
      // A primary-button press: Radix waits for its click before it reports the outside press.
      fireEvent.pointerDown(overlay, { button: 0 });
      fireEvent.click(overlay, { button: 0 });
    }

    it('calls onPointerDownOutside then onInteractOutside, and closes', async () => {
      const calls: string[] = [];
      const onOpenChange = vi.fn();
      await openThenPressOverlay({
        onOpenChange,
        onPointerDownOutside: () => calls.push('pointerDownOutside'),
        onInteractOutside: () => calls.push('interactOutside'),
      });
      expect(calls).toEqual(['pointerDownOutside', 'interactOutside']);
      expect(onOpenChange).toHaveBeenLastCalledWith(false);
      await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    });

    it('stays open when onInteractOutside prevents the default', async () => {
      const onOpenChange = vi.fn();
      const onInteractOutside = vi.fn((event: Event) => event.preventDefault());
      await openThenPressOverlay({ onOpenChange, onInteractOutside });
      expect(onInteractOutside).toHaveBeenCalledOnce();
      expect(onOpenChange).not.toHaveBeenCalledWith(false);
      expect(screen.getByRole('dialog')).toHaveAttribute('data-state', 'open');
    });
  });

  describe('when a toast over the page is clicked', () => {
    it('leaves the drawer open and its handlers uncalled', async () => {
      const onOpenChange = vi.fn();
      const onInteractOutside = vi.fn();
      render(
        <>
          <Cart onOpenChange={onOpenChange} onInteractOutside={onInteractOutside} />
          <div data-slot="toast-area">
            <button type="button">Ajouté au panier</button>
          </div>
        </>,
      );
      await userEvent.click(screen.getByRole('button', { name: 'Panier' }));
      await screen.findByRole('dialog');
      await new Promise((resolve) => setTimeout(resolve, 0));
      fireEvent.pointerDown(screen.getByText('Ajouté au panier'));
      expect(onInteractOutside).not.toHaveBeenCalled();
      expect(onOpenChange).not.toHaveBeenCalledWith(false);
      expect(screen.getByRole('dialog')).toHaveAttribute('data-state', 'open');
    });
  });

  describe('opened by a control that is not its trigger', () => {
    function CartOpenedElsewhere() {
      const [open, setOpen] = useState(false);
      return (
        <>
          <button type="button" onClick={() => setOpen(true)}>
            Ajouter au panier
          </button>
          <Drawer open={open} onOpenChange={setOpen}>
            <DrawerContent title="Votre panier" closeLabel="Fermer">
              <p>Un article</p>
            </DrawerContent>
          </Drawer>
        </>
      );
    }

    it('gives focus back to that control after Escape', async () => {
      render(<CartOpenedElsewhere />);
      const opener = screen.getByRole('button', { name: 'Ajouter au panier' });
      await userEvent.click(opener);
      await screen.findByRole('dialog');
      await userEvent.keyboard('{Escape}');
      await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
      expect(document.activeElement).toBe(opener);
    });
  });

  describe('when Escape is pressed', () => {
    it('calls onEscapeKeyDown, which can keep it open', async () => {
      const onOpenChange = vi.fn();
      const onEscapeKeyDown = vi.fn((event: KeyboardEvent) => event.preventDefault());
      render(<Cart onOpenChange={onOpenChange} onEscapeKeyDown={onEscapeKeyDown} />);
      await userEvent.click(screen.getByRole('button', { name: 'Panier' }));
      await screen.findByRole('dialog');
      await userEvent.keyboard('{Escape}');
      expect(onEscapeKeyDown).toHaveBeenCalledOnce();
      expect(onOpenChange).not.toHaveBeenCalledWith(false);
      expect(screen.getByRole('dialog')).toHaveAttribute('data-state', 'open');
    });
  });
});

describe('Drawer opened by a machine, without a trigger', () => {
  function Controlled({ open, onCloseAutoFocus }: { open: boolean } & DrawerContentProps) {
    return (
      <>
        <button type="button">Liste d’envies</button>
        <Drawer open={open}>
          <DrawerContent title="Liste d’envies" onCloseAutoFocus={onCloseAutoFocus}>
            <p>Vide</p>
          </DrawerContent>
        </Drawer>
      </>
    );
  }

  it('lets the caller send focus back to what opened it once it closes', async () => {
    const onCloseAutoFocus = vi.fn((event: Event) => {
      event.preventDefault();
      screen.getByRole('button', { name: 'Liste d’envies' }).focus();
    });
    const { rerender } = render(<Controlled open title="" onCloseAutoFocus={onCloseAutoFocus} />);
    await waitFor(() => expect(screen.getByRole('dialog')).toBeInTheDocument());
    rerender(<Controlled open={false} title="" onCloseAutoFocus={onCloseAutoFocus} />);
    await waitFor(() => expect(onCloseAutoFocus).toHaveBeenCalledOnce());
    expect(screen.getByRole('button', { name: 'Liste d’envies' })).toHaveFocus();
  });
});
