import type { MachineModel } from '../testing/machineModel.js';
import { cartNoteMachine } from './cartNoteMachine.js';

/** One note change and both answers of the note update. */
export const cartNoteModel: MachineModel = {
  id: 'cartNote',
  machine: cartNoteMachine,
  input: { note: '' },
  events: [
    { type: 'CHANGE', note: 'Gift wrap' },
    { type: 'xstate.done.actor.submitCartNote' },
    {
      type: 'xstate.error.actor.submitCartNote',
      error: new Error('Cart action NoteUpdate failed with status 500'),
    },
  ],
};
