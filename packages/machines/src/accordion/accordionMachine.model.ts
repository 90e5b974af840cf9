import type { MachineModel } from '../testing/machineModel.js';
import { accordionMachine } from './accordionMachine.js';

/** Two items, so both "close the open item" and "switch to another item" are reachable. */
export const accordionModel: MachineModel = {
  id: 'accordion',
  machine: accordionMachine,
  input: {},
  events: [
    { type: 'CLICK_ITEM', id: 'a' },
    { type: 'CLICK_ITEM', id: 'b' },
    { type: 'CLICK_ITEM', id: '0' },
    { type: 'CLICK_OUTSIDE' },
  ],
};
