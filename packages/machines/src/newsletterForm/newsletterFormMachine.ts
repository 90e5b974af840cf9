import { assertEvent, assign, fromPromise, setup } from 'xstate';
import type { NewsletterOutcome, NewsletterSubmission } from '../effects/api.js';
import { postNewsletter } from '../effects/api.js';
import { errorMessage, logError } from '../effects/log.js';
import { EMAIL_INVALID, isValidEmail } from '../validation/validation.js';

/** How long the outcome message replaces the field (behaviour §9). */
export const NEWSLETTER_MESSAGE_MS = 5000;
/** Translation key shown after a successful sign-up (behaviour §8). */
export const NEWSLETTER_SUCCESS = 'NEWSLETTER_SUCCESS';
/** Translation key shown when the endpoint answers not ok (behaviour §8). */
export const NEWSLETTER_ERROR = 'NEWSLETTER_ERROR';
/** Translation key of 'Already subscribed. If not, please contact us.' (behaviour §8). */
export const NEWSLETTER_ALREADY_SUBSCRIBED = 'NEWSLETTER_ALREADY_SUBSCRIBED';
/** Translation key shown when the request itself throws (behaviour §8). */
export const ERROR = 'ERROR';

/** A message that replaces the field for {@link NEWSLETTER_MESSAGE_MS}. */
export type NewsletterMessage =
  | typeof NEWSLETTER_SUCCESS
  | typeof NEWSLETTER_ERROR
  | typeof NEWSLETTER_ALREADY_SUBSCRIBED
  | typeof ERROR;

/** Context: the field, its error and the current message (`null` when none shows). */
export interface NewsletterFormContext {
  pathname: string;
  email: string;
  emailError: typeof EMAIL_INVALID | null;
  message: NewsletterMessage | null;
}

/** Events: typing, leaving the field, submitting, and a new page path. */
export type NewsletterFormEvent =
  | { type: 'CHANGE'; email: string }
  | { type: 'BLUR' }
  | { type: 'SUBMIT' }
  | { type: 'SET_PATHNAME'; pathname: string };

/** Input: the page path sent as the hidden `pathname` field. */
export interface NewsletterFormInput {
  pathname: string;
}

/**
 * Newsletter sign-up (behaviour §4, §5, §8): idle → loading → success | error, each outcome message
 * replacing the field for 5000 ms. `snapshot.can({ type: 'SUBMIT' })` is false while a message
 * or an email error shows, which is how the submit button is disabled.
 */
export const newsletterFormMachine = setup({
  types: {
    context: {} as NewsletterFormContext,
    events: {} as NewsletterFormEvent,
    input: {} as NewsletterFormInput,
  },
  actors: {
    postNewsletter: fromPromise<NewsletterOutcome, NewsletterSubmission>(({ input }) =>
      postNewsletter(input),
    ),
  },
  actions: {
    updateEmail: assign({
      email: ({ event }) => {
        assertEvent(event, 'CHANGE');
        return event.email;
      },
      emailError: null,
    }),
    validateEmail: assign({
      emailError: ({ context }) =>
        context.email.trim() !== '' && !isValidEmail(context.email) ? EMAIL_INVALID : null,
    }),
    updatePathname: assign({
      pathname: ({ event }) => {
        assertEvent(event, 'SET_PATHNAME');
        return event.pathname;
      },
    }),
    showSuccess: assign({ message: NEWSLETTER_SUCCESS }),
    showAlreadySubscribed: assign({ message: NEWSLETTER_ALREADY_SUBSCRIBED }),
    showRejected: assign({ message: NEWSLETTER_ERROR }),
    showThrownError: assign({ message: ERROR }),
    clearForm: assign({ email: '', emailError: null }),
    clearMessage: assign({ message: null }),
    logSubscribeFailure: ({ event }) => {
      logError(
        'Newsletter sign-up failed',
        'error' in event ? errorMessage(event.error) : undefined,
      );
    },
  },
  guards: {
    isSubmittable: ({ context }) =>
      context.emailError === null && context.message === null && isValidEmail(context.email),
    isSubscribed: (_, outcome: NewsletterOutcome) => outcome === 'subscribed',
    isAlreadySubscribed: (_, outcome: NewsletterOutcome) => outcome === 'alreadySubscribed',
  },
  delays: {
    newsletterMessage: NEWSLETTER_MESSAGE_MS,
  },
}).createMachine({
  id: 'newsletterForm',
  context: ({ input }) => ({
    pathname: input.pathname,
    email: '',
    emailError: null,
    message: null,
  }),
  initial: 'idle',
  on: {
    SET_PATHNAME: { actions: 'updatePathname' },
  },
  states: {
    idle: {
      on: {
        CHANGE: { actions: 'updateEmail' },
        BLUR: { actions: 'validateEmail' },
        SUBMIT: { guard: 'isSubmittable', target: 'loading' },
      },
    },
    loading: {
      invoke: {
        id: 'postNewsletter',
        src: 'postNewsletter',
        input: ({ context }) => ({ email: context.email.trim(), pathname: context.pathname }),
        onDone: [
          {
            guard: { type: 'isSubscribed', params: ({ event }) => event.output },
            target: 'success',
            actions: ['showSuccess', 'clearForm'],
          },
          {
            guard: { type: 'isAlreadySubscribed', params: ({ event }) => event.output },
            target: 'error',
            actions: ['showAlreadySubscribed', 'clearForm'],
          },
          { target: 'error', actions: ['showRejected', 'clearForm'] },
        ],
        onError: {
          target: 'error',
          actions: ['logSubscribeFailure', 'showThrownError', 'clearForm'],
        },
      },
    },
    success: {
      after: { newsletterMessage: { target: 'idle', actions: 'clearMessage' } },
    },
    error: {
      after: { newsletterMessage: { target: 'idle', actions: 'clearMessage' } },
    },
  },
});
