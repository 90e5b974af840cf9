import { assertEvent, assign, emit, fromPromise, setup } from 'xstate';
import { postContact } from '../effects/api.js';
import { errorMessage, logError } from '../effects/log.js';
import type { FieldErrorCode } from '../validation/validation.js';
import {
  EMAIL_INVALID,
  FIRST_NAME_INVALID,
  LAST_NAME_INVALID,
  isValidEmail,
  isValidName,
} from '../validation/validation.js';

/** Delay between the answer and the success or error toast, after which the dialog closes (behaviour §9). */
export const CONTACT_TOAST_DELAY_MS = 500;
/** How long contact toasts stay (behaviour §9); passed to the toast effect. */
export const CONTACT_TOAST_DURATION_MS = 35_000_000;
/** Translation key of the success toast (behaviour §8). */
export const CONTACT_SUCCESS_TOAST = 'forms.success';
/** Translation key of the error toast (behaviour §8). */
export const CONTACT_ERROR_TOAST = 'forms.error';

/** The validated, required fields of the contact form (behaviour §5). */
export type ContactField = 'firstName' | 'lastName' | 'email';
/** The required fields in form order. */
export const CONTACT_REQUIRED_FIELDS: readonly ContactField[] = ['firstName', 'lastName', 'email'];

/** Context: the validated fields, their errors (shown below each field), and the last outcome. */
export interface ContactFormContext {
  values: Record<ContactField, string>;
  errors: Partial<Record<ContactField, FieldErrorCode>>;
  outcome: 'success' | 'error' | null;
}

/**
 * Events. `SUBMIT.fields` holds every other field of the multipart body of behaviour §7 (language,
 * currency, product, pathname, phone, `option_…` checkboxes, textContent); the validated fields
 * come from the context.
 */
export type ContactFormEvent =
  | { type: 'OPEN' }
  | { type: 'CLOSE' }
  | { type: 'CHANGE'; field: ContactField; value: string }
  | { type: 'BLUR'; field: ContactField }
  | { type: 'SUBMIT'; fields: Record<string, string> };

/**
 * Emitted when the outcome toast is due; listen with `actor.on('toast', …)` and show it top-centre
 * (behaviour §8), or provide `notifySuccess` / `notifyError` actions instead.
 */
export interface ContactToast {
  type: 'toast';
  outcome: 'success' | 'error';
  message: typeof CONTACT_SUCCESS_TOAST | typeof CONTACT_ERROR_TOAST;
  durationMs: number;
}

const FIELD_ERRORS: Record<ContactField, FieldErrorCode> = {
  firstName: FIRST_NAME_INVALID,
  lastName: LAST_NAME_INVALID,
  email: EMAIL_INVALID,
};

/** The error code a field's value deserves, or `null` (empty values are left to `required`). */
export function contactFieldError(field: ContactField, value: string): FieldErrorCode | null {
  if (value.trim() === '') return null;
  const valid = field === 'email' ? isValidEmail(value) : isValidName(value);
  return valid ? null : FIELD_ERRORS[field];
}

const EMPTY_VALUES: Record<ContactField, string> = { firstName: '', lastName: '', email: '' };

/**
 * Contact request dialog (behaviour §4, §5, §7, §8): closed → open → submitting → after 500 ms a
 * success or error toast (emitted as `toast`), then the dialog closes.
 * `snapshot.can({ type: 'SUBMIT', fields })` is false until the required fields are valid.
 */
export const contactFormMachine = setup({
  types: {
    context: {} as ContactFormContext,
    events: {} as ContactFormEvent,
    emitted: {} as ContactToast,
  },
  actors: {
    postContact: fromPromise<void, Record<string, string>>(({ input }) => postContact(input)),
  },
  actions: {
    updateField: assign({
      values: ({ context, event }) => {
        assertEvent(event, 'CHANGE');
        return { ...context.values, [event.field]: event.value };
      },
      errors: ({ context, event }) => {
        assertEvent(event, 'CHANGE');
        const { [event.field]: _cleared, ...others } = context.errors;
        return others;
      },
    }),
    validateField: assign({
      errors: ({ context, event }) => {
        assertEvent(event, 'BLUR');
        const code = contactFieldError(event.field, context.values[event.field]);
        const { [event.field]: _previous, ...others } = context.errors;
        return code ? { ...others, [event.field]: code } : others;
      },
    }),
    recordSuccess: assign({ outcome: 'success', values: EMPTY_VALUES, errors: {} }),
    recordError: assign({ outcome: 'error' }),
    clearOutcome: assign({ outcome: null }),
    logContactFailure: ({ event }) => {
      logError('Contact request failed', 'error' in event ? errorMessage(event.error) : undefined);
    },
    notifySuccess: emit({
      type: 'toast',
      outcome: 'success',
      message: CONTACT_SUCCESS_TOAST,
      durationMs: CONTACT_TOAST_DURATION_MS,
    } as const),
    notifyError: emit({
      type: 'toast',
      outcome: 'error',
      message: CONTACT_ERROR_TOAST,
      durationMs: CONTACT_TOAST_DURATION_MS,
    } as const),
  },
  guards: {
    isSubmittable: ({ context }) =>
      CONTACT_REQUIRED_FIELDS.every(
        (field) =>
          context.values[field].trim() !== '' &&
          contactFieldError(field, context.values[field]) === null,
      ),
  },
  delays: {
    contactToastDelay: CONTACT_TOAST_DELAY_MS,
  },
}).createMachine({
  id: 'contactForm',
  context: { values: EMPTY_VALUES, errors: {}, outcome: null },
  initial: 'closed',
  states: {
    closed: {
      on: { OPEN: { target: 'open', actions: 'clearOutcome' } },
    },
    open: {
      on: {
        CLOSE: 'closed',
        CHANGE: { actions: 'updateField' },
        BLUR: { actions: 'validateField' },
        SUBMIT: { guard: 'isSubmittable', target: 'submitting' },
      },
    },
    submitting: {
      invoke: {
        id: 'postContact',
        src: 'postContact',
        input: ({ context, event }) => {
          assertEvent(event, 'SUBMIT');
          return { ...event.fields, ...context.values };
        },
        onDone: { target: 'succeeded', actions: 'recordSuccess' },
        onError: { target: 'failed', actions: ['logContactFailure', 'recordError'] },
      },
    },
    succeeded: {
      after: { contactToastDelay: { target: 'closed', actions: 'notifySuccess' } },
    },
    failed: {
      after: { contactToastDelay: { target: 'closed', actions: 'notifyError' } },
    },
  },
});
