import type { NewsletterSignupState } from '@treize/ui';
import type { SnapshotFrom } from 'xstate';
import type { newsletterFormMachine } from '@treize/machines';

type NewsletterFormSnapshot = SnapshotFrom<typeof newsletterFormMachine>;

/** What the form shows of its machine, one value each (a primitive, for `useLazyActorSelector`). */
export const newsletterView = {
  state: (snapshot: NewsletterFormSnapshot) => snapshot.value as NewsletterSignupState,
  emailError: (snapshot: NewsletterFormSnapshot) => snapshot.context.emailError,
  message: (snapshot: NewsletterFormSnapshot) => snapshot.context.message,
};

/**
 * The same values before the machine runs: its initial snapshot's (`newsletterView.test.ts` holds
 * them to it), which the server renders and hydration reads.
 */
export const NEWSLETTER_BEFORE_MACHINE: {
  [K in keyof typeof newsletterView]: ReturnType<(typeof newsletterView)[K]>;
} = { state: 'idle', emailError: null, message: null };
