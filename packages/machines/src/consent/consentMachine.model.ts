import type { MachineModel } from '../testing/machineModel.js';
import { consentMachine } from './consentMachine.js';

/** Every value the privacy cookie can hold, a read failure, and both answers of the notice. */
export const consentModel: MachineModel = {
  id: 'consent',
  machine: consentMachine,
  events: [
    { type: 'ACCEPT' },
    { type: 'REFUSE' },
    ...['readPrivacyChoice', 'recheckPrivacyChoice'].flatMap((id) => [
      { type: `xstate.done.actor.${id}`, output: null },
      { type: `xstate.done.actor.${id}`, output: 'accepted' },
      { type: `xstate.done.actor.${id}`, output: 'refused' },
      { type: `xstate.error.actor.${id}`, error: new Error('Cookies unreadable') },
    ]),
  ],
};
