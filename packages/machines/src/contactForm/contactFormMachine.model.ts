import type { MachineModel } from '../testing/machineModel.js';
import { contactFormMachine } from './contactFormMachine.js';

/** Valid values for the three required fields, one invalid email, and both answers. */
export const contactFormModel: MachineModel = {
  id: 'contactForm',
  machine: contactFormMachine,
  events: [
    { type: 'OPEN' },
    { type: 'CLOSE' },
    { type: 'CHANGE', field: 'firstName', value: 'Ada' },
    { type: 'CHANGE', field: 'lastName', value: 'Lovelace' },
    { type: 'CHANGE', field: 'email', value: 'ada@example.com' },
    { type: 'CHANGE', field: 'email', value: 'ada@' },
    { type: 'BLUR', field: 'email' },
    {
      type: 'SUBMIT',
      fields: { language: 'fr', currency: 'EUR', product: 'Bague', pathname: '/' },
    },
    { type: 'xstate.done.actor.postContact' },
    {
      type: 'xstate.error.actor.postContact',
      error: new Error('Contact request failed with status 500'),
    },
  ],
};
