import * as Dialog from '@radix-ui/react-dialog';
import type { ComponentProps, ReactNode } from 'react';
import { IconButton } from '../IconButton/IconButton.js';
import { useOpenerFocus } from '../../focus/useOpenerFocus.js';
import * as styles from './Modal.css.js';

/** Root of a modal dialog: controlled (`open`, `onOpenChange`) or uncontrolled. */
export function Modal(props: ComponentProps<typeof Dialog.Root>) {
  return <Dialog.Root {...props} />;
}

/** The element that opens the modal, e.g. the contact form button (behaviour §2). */
export function ModalTrigger(props: ComponentProps<typeof Dialog.Trigger>) {
  return <Dialog.Trigger data-slot="modal-trigger" {...props} />;
}

/** Anything inside the modal that should close it. */
export function ModalClose(props: ComponentProps<typeof Dialog.Close>) {
  return <Dialog.Close data-slot="modal-close" {...props} />;
}

export interface ModalContentProps {
  title: ReactNode;
  description?: ReactNode;
  closeLabel?: string;
  children?: ReactNode;
  className?: string;
}

/**
 * A centred dialog with overlay, title and close button; focus, Escape and ARIA come from Radix,
 * and focus goes back to whatever opened it, a `ModalTrigger` or not.
 */
export function ModalContent({
  title,
  description,
  closeLabel = 'Close',
  children,
  className,
}: ModalContentProps) {
  const openerFocus = useOpenerFocus();
  return (
    <Dialog.Portal>
      <Dialog.Overlay className={styles.overlay} data-slot="modal-overlay" />
      <Dialog.Content
        className={[styles.content, className ?? ''].filter(Boolean).join(' ')}
        data-slot="modal-content"
        onOpenAutoFocus={openerFocus.remember}
        onCloseAutoFocus={openerFocus.giveBack}
        onInteractOutside={openerFocus.closedFromOutside}
        onEscapeKeyDown={openerFocus.closedFromInside}
        // Radix warns about a missing description unless told there is none on purpose.
        {...(description ? {} : { 'aria-describedby': undefined })}
      >
        <div className={styles.header} data-slot="modal-header">
          <Dialog.Title className={styles.title} data-slot="modal-title">
            {title}
          </Dialog.Title>
          <Dialog.Close asChild>
            <IconButton icon="close" label={closeLabel} data-slot="modal-close" />
          </Dialog.Close>
        </div>
        {description ? (
          <Dialog.Description className={styles.description} data-slot="modal-description">
            {description}
          </Dialog.Description>
        ) : null}
        {children}
      </Dialog.Content>
    </Dialog.Portal>
  );
}
