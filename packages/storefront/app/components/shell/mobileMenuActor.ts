import { mobileMenuMachine } from '@treize/machines';
import { createActor, type Actor } from 'xstate';
import { machineInspection } from '../../lib/qa/machineInspection';

export type MobileMenuActor = Actor<typeof mobileMenuMachine>;

/**
 * Starts the header's `mobileMenu` machine (behaviour §4), streaming to the inspector with `?inspect`.
 * Loaded apart from the page frame's islands, in the browser only, at the first tap on the toggle.
 */
export function startMobileMenuActor(): MobileMenuActor {
  return createActor(mobileMenuMachine, machineInspection()).start();
}
