import { Modal, ModalContent } from '@treize/ui';
import { useTranslate } from '../../hooks/useRootData';
import { NewsletterForm } from '../newsletter/NewsletterForm';

/**
 * The newsletter pop-up (behaviour §4): a Radix dialog from the ui `Modal`, opened by the pop-up machine
 * 500 ms after a privacy choice exists. Closing it (button, Escape, overlay) or subscribing from it
 * tells the machine, which records the 1-day `newsletterPopup` cookie.
 */
export function NewsletterPopup({
  open,
  onClose,
  onSubscribed,
}: {
  open: boolean;
  onClose: () => void;
  onSubscribed: () => void;
}) {
  const t = useTranslate();
  return (
    <Modal open={open} onOpenChange={(next) => (next ? undefined : onClose())}>
      <ModalContent
        title={t('popup.title')}
        description={t('popup.intro')}
        closeLabel={t('popup.close')}
      >
        <NewsletterForm
          variant="popup"
          // A successful sign-up ends the pop-up for a day; an error leaves it open to try again.
          onSettled={(outcome) => (outcome === 'success' ? onSubscribed() : undefined)}
        />
      </ModalContent>
    </Modal>
  );
}
