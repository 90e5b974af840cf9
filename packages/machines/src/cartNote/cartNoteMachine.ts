import { assertEvent, assign, fromPromise, setup } from 'xstate';
import { submitCartNote } from '../effects/api.js';
import { errorMessage, logError } from '../effects/log.js';

/** Quiet time after the last change before the note is submitted (behaviour §9). */
export const NOTE_AUTO_SUBMIT_MS = 1000;

/** Context: the note being typed and the last note the cart accepted. */
export interface CartNoteContext {
  note: string;
  savedNote: string;
}

/** Events: the note field changed. */
export type CartNoteEvent = { type: 'CHANGE'; note: string };

/** Input: the cart's current note. */
export interface CartNoteInput {
  note?: string;
}

/**
 * Cart note (behaviour §4 Cart drawer): auto-submits 1000 ms after the last change; each change
 * restarts the wait. Provide `submitCartNote` to change how the note is sent.
 */
export const cartNoteMachine = setup({
  types: {
    context: {} as CartNoteContext,
    events: {} as CartNoteEvent,
    input: {} as CartNoteInput,
  },
  actors: {
    submitCartNote: fromPromise<void, { note: string }>(({ input }) => submitCartNote(input)),
  },
  actions: {
    updateNote: assign({
      note: ({ event }) => {
        assertEvent(event, 'CHANGE');
        return event.note;
      },
    }),
    markNoteSaved: assign({ savedNote: ({ context }) => context.note }),
    logNoteFailure: ({ event }) => {
      logError('Cart note update failed', 'error' in event ? errorMessage(event.error) : undefined);
    },
  },
  delays: {
    noteAutoSubmit: NOTE_AUTO_SUBMIT_MS,
  },
}).createMachine({
  id: 'cartNote',
  context: ({ input }) => ({ note: input.note ?? '', savedNote: input.note ?? '' }),
  initial: 'idle',
  on: {
    CHANGE: { target: '.debouncing', reenter: true, actions: 'updateNote' },
  },
  states: {
    idle: {},
    debouncing: {
      after: { noteAutoSubmit: 'submitting' },
    },
    submitting: {
      invoke: {
        id: 'submitCartNote',
        src: 'submitCartNote',
        input: ({ context }) => ({ note: context.note }),
        onDone: { target: 'idle', actions: 'markNoteSaved' },
        onError: { target: 'idle', actions: 'logNoteFailure' },
      },
    },
  },
});
