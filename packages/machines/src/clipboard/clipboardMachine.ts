import { assertEvent, assign, fromPromise, setup } from 'xstate';
import { writeClipboardText } from '../effects/clipboard.js';
import { errorMessage, logError } from '../effects/log.js';

/** How long the "copied" flag stays up (behaviour §9). */
export const CLIPBOARD_RESET_MS = 2000;

/** Context: the last text asked for. */
export interface ClipboardContext {
  text: string;
}

/** Events: copy some text. */
export type ClipboardEvent = { type: 'COPY'; text: string };

/**
 * Copy-to-clipboard flag (behaviour §4, §9): `copied` for 2000 ms after a successful copy; copying
 * again restarts the wait. Provide `writeClipboard` to change how the text is written.
 */
export const clipboardMachine = setup({
  types: {
    context: {} as ClipboardContext,
    events: {} as ClipboardEvent,
  },
  actors: {
    writeClipboard: fromPromise<void, { text: string }>(({ input }) =>
      writeClipboardText(input.text),
    ),
  },
  actions: {
    rememberText: assign({
      text: ({ event }) => {
        assertEvent(event, 'COPY');
        return event.text;
      },
    }),
    logCopyFailure: ({ event }) => {
      logError(
        'Copy to clipboard failed',
        'error' in event ? errorMessage(event.error) : undefined,
      );
    },
  },
  delays: {
    clipboardReset: CLIPBOARD_RESET_MS,
  },
}).createMachine({
  id: 'clipboard',
  context: { text: '' },
  initial: 'idle',
  states: {
    idle: {
      on: { COPY: { target: 'copying', actions: 'rememberText' } },
    },
    copying: {
      invoke: {
        id: 'writeClipboard',
        src: 'writeClipboard',
        input: ({ context }) => ({ text: context.text }),
        onDone: 'copied',
        onError: { target: 'idle', actions: 'logCopyFailure' },
      },
    },
    copied: {
      on: { COPY: { target: 'copying', actions: 'rememberText' } },
      after: { clipboardReset: 'idle' },
    },
  },
});
