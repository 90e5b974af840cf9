import type { MachineModel } from '../testing/machineModel.js';
import { localeSwitchMachine } from './localeSwitchMachine.js';

const fr = { language: 'fr', country: 'FR', pathPrefix: '' };
const enUs = { language: 'en', country: 'US', pathPrefix: '/en-us' };

/** The current locale, another one, no locale, and both answers of the submission. */
export const localeSwitchModel: MachineModel = {
  id: 'localeSwitch',
  machine: localeSwitchMachine,
  input: { currentLocale: fr },
  events: [
    { type: 'SWITCH', newLocale: enUs, pathname: '/products/bague', search: '?Couleur=Or' },
    { type: 'SWITCH', newLocale: fr, pathname: '/products/bague', search: '' },
    { type: 'SWITCH', newLocale: null, pathname: '/', search: '' },
    { type: 'xstate.done.actor.submitLocaleSwitch' },
    {
      type: 'xstate.error.actor.submitLocaleSwitch',
      error: new Error('Cart action BuyerIdentityUpdate failed'),
    },
  ],
};
