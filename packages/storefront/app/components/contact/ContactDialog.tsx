import type { ContactField, contactFormMachine } from '@treize/machines';
import { ContactRequestForm, Modal, ModalContent } from '@treize/ui';
import { useLocation } from 'react-router';
import type { SnapshotFrom, EventFromLogic } from 'xstate';
import { useLocale, useTranslate } from '../../hooks/useRootData';
import { CONTACT_PATH } from '../../lib/forms/formPaths';
import { useContactFormTexts } from './useContactFormTexts';

export interface ContactDialogProps {
  snapshot: SnapshotFrom<typeof contactFormMachine>;
  send: (event: EventFromLogic<typeof contactFormMachine>) => void;
  /** The product's title when opened on a product page, else `''`. */
  product: string;
}

/**
 * The contact request modal (behaviour §2, §3, §5): title, intro, options and placeholder from the
 * layout's `sharedTexts.forms`; blur shows each field's error in the page's language; the dialog
 * stays open while submitting and closes with the toast (the machine decides when).
 */
export function ContactDialog({ snapshot, send, product }: ContactDialogProps) {
  const t = useTranslate();
  const locale = useLocale();
  const { pathname } = useLocation();
  const { title, ...texts } = useContactFormTexts();
  const { values, errors } = snapshot.context;
  const submitting = !snapshot.matches('open');
  const translated: Partial<Record<ContactField, string>> = {};
  for (const [field, code] of Object.entries(errors)) {
    translated[field as ContactField] = t(code);
  }
  return (
    <Modal
      open
      onOpenChange={(open) => {
        if (!open) send({ type: 'CLOSE' });
      }}
    >
      <ModalContent title={title} closeLabel={t('contact.close')}>
        <ContactRequestForm
          context={{ language: locale.language, currency: locale.currency, product, pathname }}
          values={values}
          errors={translated}
          {...texts}
          submitting={submitting}
          action={CONTACT_PATH}
          onChange={(field, value) => send({ type: 'CHANGE', field, value })}
          onBlur={(field) => send({ type: 'BLUR', field })}
          onSubmit={(fields) => send({ type: 'SUBMIT', fields })}
        />
      </ModalContent>
    </Modal>
  );
}
