import { contactFormMachine, type ContactToast } from '@treize/machines';
import { act, fireEvent, render, screen } from '@testing-library/react';
import { useMachine } from '@xstate/react';
import { useEffect } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { fromPromise, type AnyEventObject, type AnyMachineSnapshot } from 'xstate';
import { contactFormModel, uiModelPaths, walkPath } from '@treize/machines/testing';
import { Modal, ModalContent } from '../Modal/Modal.js';
import { ToastArea, dismissToast, showContactToast } from '../Toast/Toast.js';
import { ContactRequestForm, type ContactRequestField } from './ContactRequestForm.js';

// Model-based test: the contactForm machine generates the paths; the contact dialog and its toast
// are tested against behaviour §4, §5, §8 and §9 (the toast 500 ms after the answer, then the dialog
// closes; errors below their fields; read-only while sending), numbers written as literals.

const words: Record<string, string> = {
  EMAIL_INVALID: 'Adresse e-mail invalide',
  FIRST_NAME_INVALID: 'Prénom invalide',
  LAST_NAME_INVALID: 'Nom invalide',
  'forms.success': 'Merci, l’atelier vous répond très vite.',
  'forms.error': 'Votre message n’est pas parti. Réessayez.',
};
const labels = {
  firstName: 'Prénom',
  lastName: 'Nom',
  email: 'E-mail',
  phone: 'Téléphone',
  options: 'Votre demande concerne',
  message: 'Message',
  submit: 'Envoyer',
  submitting: 'Envoi…',
  honeypot: 'Laissez ce champ vide',
};

/** The endpoint's answer, settled by the path's `xstate.done` / `xstate.error` steps. */
let answer: { resolve(): void; reject(error: unknown): void } | null = null;

function ContactHost() {
  const [snapshot, send, actor] = useMachine(
    contactFormMachine.provide({
      actors: {
        postContact: fromPromise(
          () =>
            new Promise<void>((resolve, reject) => {
              answer = { resolve, reject };
            }),
        ),
      },
    }),
  );
  useEffect(() => {
    const subscription = actor.on('toast', (toast: ContactToast) =>
      showContactToast(words[toast.message], toast.outcome),
    );
    return () => subscription.unsubscribe();
  }, [actor]);
  const errors: Partial<Record<ContactRequestField, string>> = {};
  for (const [field, code] of Object.entries(snapshot.context.errors)) {
    errors[field as ContactRequestField] = words[code as string];
  }
  return (
    <>
      <button type="button" onClick={() => send({ type: 'OPEN' })}>
        Nous écrire
      </button>
      <Modal
        open={!snapshot.matches('closed')}
        onOpenChange={(open) => !open && send({ type: 'CLOSE' })}
      >
        <ModalContent title="Parlons de votre bijou" closeLabel="Fermer">
          <ContactRequestForm
            context={{ language: 'FR', currency: 'EUR', product: 'Bague', pathname: '/' }}
            values={snapshot.context.values}
            errors={errors}
            options={[]}
            placeholder="Votre message"
            labels={labels}
            submitting={!snapshot.matches('open')}
            onChange={(field, value) => send({ type: 'CHANGE', field, value })}
            onBlur={(field) => send({ type: 'BLUR', field })}
            onSubmit={(fields) => send({ type: 'SUBMIT', fields })}
          />
        </ModalContent>
      </Modal>
      <ToastArea />
    </>
  );
}

async function settle() {
  await act(async () => {
    for (let turn = 0; turn < 5; turn++) await new Promise((resolve) => setImmediate(resolve));
  });
}

const dialog = () => screen.queryByRole('dialog', { name: 'Parlons de votre bijou' });
const field = (label: RegExp) => screen.getByLabelText(label) as HTMLInputElement;
const FIELD_LABELS: Record<string, RegExp> = {
  firstName: /^Prénom/,
  lastName: /^Nom/,
  email: /^E-mail/,
};
const toastText = () => document.querySelector('[data-slot="toast-area"]')?.textContent ?? '';

function expectState(state: AnyMachineSnapshot) {
  const value = String(state.value);
  if (value === 'closed') {
    expect(dialog()).toBeNull();
    return;
  }
  expect(dialog()).not.toBeNull();
  // While the request is out and until the toast, the fields are read-only (behaviour §4: submitting).
  expect(field(/^Prénom/).readOnly).toBe(value !== 'open');
  // No toast before the 500 ms after the answer (behaviour §4, §9).
  if (value === 'succeeded' || value === 'failed') expect(toastText()).toBe('');
  // An invalid, non-empty email shows its error below the field after a blur (behaviour §5).
  const emailError = screen.queryByText(words.EMAIL_INVALID!);
  expect(emailError !== null).toBe(state.context.errors.email === 'EMAIL_INVALID');
  if (emailError) expect(screen.getByRole('button', { name: 'Envoyer' })).toBeDisabled();
}

async function perform(event: AnyEventObject, from: AnyMachineSnapshot) {
  switch (event.type) {
    case 'OPEN':
      fireEvent.click(screen.getByRole('button', { name: 'Nous écrire' }));
      break;
    case 'CLOSE':
      fireEvent.keyDown(dialog()!, { key: 'Escape' });
      break;
    case 'CHANGE':
      fireEvent.change(field(FIELD_LABELS[event.field as string]!), {
        target: { value: event.value },
      });
      break;
    case 'BLUR':
      fireEvent.blur(field(FIELD_LABELS[event.field as string]!));
      break;
    case 'SUBMIT':
      fireEvent.submit(dialog()!.querySelector('form')!);
      break;
    case 'xstate.done.actor.postContact':
      answer!.resolve();
      break;
    case 'xstate.error.actor.postContact':
      answer!.reject(new Error('503'));
      break;
    default: {
      if (!event.type.startsWith('xstate.after.')) throw new Error(`no action for ${event.type}`);
      // Behaviour §4, §9: the toast 500 ms after the answer, not a millisecond before.
      act(() => vi.advanceTimersByTime(499));
      expectState(from);
      act(() => vi.advanceTimersByTime(1));
      await settle();
      const outcome = from.matches('succeeded') ? 'forms.success' : 'forms.error';
      expect(toastText()).toContain(words[outcome]);
      // Contact toasts stay 35,000,000 ms (behaviour §8, §9): still there just before.
      act(() => vi.advanceTimersByTime(34_999_000));
      expect(toastText()).toContain(words[outcome]);
      return;
    }
  }
  await settle();
}

/**
 * The machine's model, with the fields filled in the order a shopper reads them and never
 * re-typed with the same value (a browser sends no change then): every transition is still
 * taken, on a few dozen paths instead of hundreds.
 */
const FIELD_ORDER = ['firstName', 'lastName', 'email'];
const model: typeof contactFormModel = {
  ...contactFormModel,
  filterEvents: (snapshot, event) => {
    if (event.type !== 'CHANGE') return true;
    const values = snapshot.context.values as Record<string, string>;
    const field = event.field as string;
    if (values[field] === event.value) return false;
    const earlier = FIELD_ORDER.slice(0, FIELD_ORDER.indexOf(field));
    return (
      earlier.every((name) => values[name] !== '') && (field === 'email' || values[field] === '')
    );
  },
};
const paths = uiModelPaths(model);

describe('the contact dialog, model-based (paths from the contactForm machine)', () => {
  afterEach(() => {
    act(() => dismissToast());
    vi.useRealTimers();
    answer = null;
  });

  it('walks enough paths to take every transition', () => {
    expect(paths.length).toBeGreaterThanOrEqual(10);
  });

  it.each(paths.map((path) => [path.description, path] as const))('%s', async (_name, path) => {
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout', 'setInterval', 'clearInterval'] });
    render(<ContactHost />);
    await walkPath(model, path, { perform, expectState });
  });
});
