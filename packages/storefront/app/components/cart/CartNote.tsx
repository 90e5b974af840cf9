import { cartNoteMachine } from '@treize/machines';
import { useShopMachine } from '../../lib/actors/useShopMachine';
import { useState } from 'react';
import { useOnceMachine } from '../../hooks/useOnceMachine';
import { fromPromise } from 'xstate';
import { useToast } from '../shell/Toasts';
import type { CartCopy } from './cartCopy';
import { useCartAction } from './useCartAction';
import { machineInspection } from '../../lib/qa/machineInspection';
import * as styles from './Cart.css';

/** The note field: auto-submitted 1000 ms after the last change by the cart note machine (behaviour §4, §9). */
export function CartNote({ note, copy }: { note: string; copy: CartCopy }) {
  const { submit } = useCartAction('cart-note');
  const toast = useToast();
  const machine = useOnceMachine({ submit, toast, copy }, cartNoteMachine, (latest) =>
    cartNoteMachine.provide({
      actors: {
        submitCartNote: fromPromise<void, { note: string }>(async ({ input }) => {
          await latest.current.submit({ action: 'NoteUpdate', inputs: { note: input.note } });
        }),
      },
      actions: {
        logNoteFailure: () => latest.current.toast.show(latest.current.copy.failed, 'error'),
      },
    }),
  );
  const [snapshot, send] = useShopMachine(machine, { ...machineInspection(), input: { note } });
  const { context } = snapshot;
  // The note the drawer opened with: "saved" shows once a different note was accepted.
  const [initialNote] = useState(note);
  const saved =
    snapshot.matches('idle') &&
    context.note === context.savedNote &&
    context.savedNote !== initialNote;
  const status = snapshot.matches('submitting') ? copy.noteSaving : saved ? copy.noteSaved : '';
  return (
    <div className={styles.note} data-slot="cart-note-field" data-state={String(snapshot.value)}>
      <label>
        {copy.note}
        <textarea
          name="note"
          value={context.note}
          maxLength={5000}
          onChange={(event) => send({ type: 'CHANGE', note: event.target.value })}
          data-slot="cart-note"
        />
      </label>
      <span role="status" data-slot="cart-note-status">
        {status}
      </span>
    </div>
  );
}
