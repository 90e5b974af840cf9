import type { MachineModel } from '../testing/machineModel.js';
import { clipboardMachine } from './clipboardMachine.js';

/** One text and both answers of the clipboard write. */
export const clipboardModel: MachineModel = {
  id: 'clipboard',
  machine: clipboardMachine,
  events: [
    { type: 'COPY', text: 'ATELIER13' },
    { type: 'xstate.done.actor.writeClipboard' },
    {
      type: 'xstate.error.actor.writeClipboard',
      error: new Error('Clipboard is not available in this browser'),
    },
  ],
};
