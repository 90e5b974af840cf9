/**
 * A form posted without scripts comes back to its page with its outcome in the query
 * (`?newsletter=subscribed`), and the page shows that outcome's message in its own language. Only
 * these names and outcomes are read, so a crafted link can show nothing but the shop's own words.
 */
export const RETURNED_FORMS = {
  newsletter: {
    subscribed: 'NEWSLETTER_SUCCESS',
    alreadySubscribed: 'NEWSLETTER_ALREADY_SUBSCRIBED',
    invalid: 'EMAIL_INVALID',
    failed: 'NEWSLETTER_ERROR',
  },
  contact: {
    sent: 'forms.success',
    invalid: 'contact.invalid',
    failed: 'forms.error',
  },
} as const;

export type ReturnedForm = keyof typeof RETURNED_FORMS;
export type FormOutcome<F extends ReturnedForm> = keyof (typeof RETURNED_FORMS)[F];

/** Where on its page each form's message shows: the browser scrolls there on return. */
export const RETURNED_FORM_ANCHORS: Record<ReturnedForm, string> = {
  newsletter: 'newsletter',
  contact: 'contact-request',
};

/** The message a returned form's outcome names, `tone` telling success from failure; else none. */
export function returnedFormMessage(
  form: ReturnedForm,
  search: URLSearchParams,
): { key: string; tone: 'success' | 'error' } | undefined {
  const outcome = search.get(form);
  const messages: Record<string, string> = RETURNED_FORMS[form];
  if (!outcome || !Object.hasOwn(messages, outcome)) return undefined;
  const success = outcome === 'subscribed' || outcome === 'sent';
  return { key: messages[outcome]!, tone: success ? 'success' : 'error' };
}
