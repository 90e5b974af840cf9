import { useRootData, useTranslate } from '../../hooks/useRootData';

/**
 * The words of the contact form, wherever it shows (the dialog, the contact page): the editors'
 * title, introduction, options and placeholder from the layout's `sharedTexts.forms`, the field
 * labels from the dictionary of the page's language.
 */
export function useContactFormTexts() {
  const t = useTranslate();
  const forms = useRootData()?.layout?.sharedTexts?.forms;
  return {
    title: forms?.title || t('contact.title'),
    intro: forms?.intro,
    options: forms?.options ?? [],
    placeholder: forms?.placeholder ?? '',
    labels: {
      firstName: t('contact.firstName'),
      lastName: t('contact.lastName'),
      email: t('contact.email'),
      phone: t('contact.phone'),
      options: t('contact.options'),
      message: t('contact.message'),
      submit: t('contact.submit'),
      submitting: t('contact.submitting'),
      honeypot: t('contact.website'),
    },
  };
}
