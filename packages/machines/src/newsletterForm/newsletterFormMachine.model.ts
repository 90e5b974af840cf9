import type { MachineModel } from '../testing/machineModel.js';
import { newsletterFormMachine } from './newsletterFormMachine.js';

/** A valid and an invalid address, and every outcome of the sign-up request. */
export const newsletterFormModel: MachineModel = {
  id: 'newsletterForm',
  machine: newsletterFormMachine,
  input: { pathname: '/' },
  events: [
    { type: 'CHANGE', email: 'ada@example.com' },
    { type: 'CHANGE', email: 'ada@' },
    { type: 'BLUR' },
    { type: 'SUBMIT' },
    { type: 'SET_PATHNAME', pathname: '/en-us' },
    { type: 'xstate.done.actor.postNewsletter', output: 'subscribed' },
    { type: 'xstate.done.actor.postNewsletter', output: 'alreadySubscribed' },
    { type: 'xstate.done.actor.postNewsletter', output: 'rejected' },
    { type: 'xstate.error.actor.postNewsletter', error: new Error('Network unreachable') },
  ],
};
