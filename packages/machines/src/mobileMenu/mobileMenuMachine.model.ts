import type { MachineModel } from '../testing/machineModel.js';
import { mobileMenuMachine } from './mobileMenuMachine.js';

/** The toggle and the forced close; the locks are `xstate.after` steps. */
export const mobileMenuModel: MachineModel = {
  id: 'mobileMenu',
  machine: mobileMenuMachine,
  events: [{ type: 'TOGGLE' }, { type: 'CLOSE' }],
};
