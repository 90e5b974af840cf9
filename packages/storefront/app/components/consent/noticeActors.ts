import { consentMachine, newsletterPopupMachine } from '@treize/machines';
import { createActor, type Actor } from 'xstate';
import { machineInspection } from '../../lib/qa/machineInspection';

export type ConsentActor = Actor<typeof consentMachine>;
export type NewsletterPopupActor = Actor<typeof newsletterPopupMachine>;

/**
 * Starts the `consent` machine (behaviour §4 Consent and notices), streaming to the inspector with
 * `?inspect`. Loaded apart from the page frame's islands, in the browser only.
 */
export function startConsentActor(): ConsentActor {
  return createActor(consentMachine, machineInspection()).start();
}

/** Starts the `newsletterPopup` machine (behaviour §4), as {@link startConsentActor}. */
export function startNewsletterPopupActor(): NewsletterPopupActor {
  return createActor(newsletterPopupMachine, machineInspection()).start();
}
