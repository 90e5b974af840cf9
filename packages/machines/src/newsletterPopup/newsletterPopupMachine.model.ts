import type { MachineModel } from '../testing/machineModel.js';
import { newsletterPopupMachine } from './newsletterPopupMachine.js';

/** Every combination of the two cookies the pop-up reads. */
export const newsletterPopupModel: MachineModel = {
  id: 'newsletterPopup',
  machine: newsletterPopupMachine,
  events: [
    {
      type: 'xstate.done.actor.readPopupCookies',
      output: { privacyChoice: null, popupAccepted: false },
    },
    {
      type: 'xstate.done.actor.readPopupCookies',
      output: { privacyChoice: 'refused', popupAccepted: false },
    },
    {
      type: 'xstate.done.actor.readPopupCookies',
      output: { privacyChoice: 'accepted', popupAccepted: true },
    },
    { type: 'xstate.error.actor.readPopupCookies', error: new Error('Cookies unreadable') },
    { type: 'PRIVACY_CHOSEN' },
    { type: 'CLOSE' },
    { type: 'SUBSCRIBED' },
  ],
};
