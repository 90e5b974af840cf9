import { contactFormMachine, type ContactToast } from '@treize/machines';
import { createActor, type Actor } from 'xstate';
import { machineInspection } from '../../lib/qa/machineInspection';

export type ContactActor = Actor<typeof contactFormMachine>;

/**
 * Starts the page's `contactForm` machine (behaviour §2, §4), streaming to the inspector with
 * `?inspect`; `onToast` receives each outcome toast it emits. Loaded apart from the page frame's
 * islands, in the browser only, when a shopper first opens the form.
 */
export function startContactActor(onToast: (toast: ContactToast) => void): ContactActor {
  const actor = createActor(contactFormMachine, machineInspection());
  actor.on('toast', onToast);
  return actor.start();
}
