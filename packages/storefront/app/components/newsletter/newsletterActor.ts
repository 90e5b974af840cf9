import { newsletterFormMachine } from '@treize/machines';
import { createActor, type Actor } from 'xstate';
import { machineInspection } from '../../lib/qa/machineInspection';

export type NewsletterFormActor = Actor<typeof newsletterFormMachine>;

/**
 * Starts a `newsletterForm` machine (behaviour §4) for the page at `pathname`, streaming to the
 * inspector with `?inspect`. Loaded apart from the page frame's islands, in the browser only, when
 * the shopper first types, leaves the field or sends the form.
 */
export function startNewsletterFormActor(pathname: string): NewsletterFormActor {
  return createActor(newsletterFormMachine, {
    ...machineInspection(),
    input: { pathname },
  }).start();
}
