import type { Meta, StoryObj } from '@storybook/react-vite';
import { contactFormMachine, type ContactToast } from '@treize/machines';
import { useMachine } from '@xstate/react';
import { useEffect } from 'react';
import { expect, fn, screen, waitFor } from 'storybook/test';
import { fromPromise } from 'xstate';
import { Modal, ModalContent } from '../Modal/Modal.js';
import {
  ContactRequestForm,
  type ContactRequestField,
  type ContactRequestFormProps,
} from './ContactRequestForm.js';

const labels = {
  firstName: 'Prénom',
  lastName: 'Nom',
  email: 'E-mail',
  phone: 'Téléphone (facultatif)',
  options: 'Votre demande concerne',
  message: 'Message',
  submit: 'Envoyer',
  submitting: 'Envoi…',
  honeypot: 'Laissez ce champ vide',
};
const options = [
  { key: 'engraving', text: 'Gravure personnalisée' },
  { key: 'size', text: 'Conseil de taille' },
  { key: 'appointment', text: 'Rendez-vous à l’atelier' },
];
const errorWords: Record<string, string> = {
  FIRST_NAME_INVALID: 'Prénom invalide',
  LAST_NAME_INVALID: 'Nom invalide',
  EMAIL_INVALID: 'Veuillez saisir une adresse e-mail valide, par exemple nom@exemple.fr.',
};
const context = {
  language: 'FR',
  currency: 'EUR',
  product: 'Comète - Créole (petit modèle)',
  pathname: '/products/comete',
};

const meta = {
  title: 'Forms/ContactRequestForm',
  component: ContactRequestForm,
  args: {
    context,
    values: { firstName: '', lastName: '', email: '' },
    errors: {},
    options,
    intro: 'Une question sur une pièce, une gravure, une taille ? Laissez-nous un mot.',
    placeholder: 'Votre message (facultatif)',
    labels,
    submitting: false,
    onChange: fn(),
    onBlur: fn(),
    onSubmit: fn(),
  },
  render: (args) => (
    <Modal open>
      <ModalContent title="Parlons de votre bijou" closeLabel="Fermer">
        <ContactRequestForm {...args} />
      </ModalContent>
    </Modal>
  ),
} satisfies Meta<typeof ContactRequestForm>;

export default meta;
type Story = StoryObj<typeof meta>;

/** `open`: every field of behaviour §3, the hidden ones read-only. */
export const Open: Story = {
  play: async () => {
    const dialog = await screen.findByRole('dialog', { name: 'Parlons de votre bijou' });
    const form = dialog.querySelector('form')!;
    await expect(form.querySelector('input[name="product"]')).toHaveValue(context.product);
    await expect(form.querySelector('input[name="language"]')).toHaveAttribute('readonly');
    await expect(screen.getByLabelText(/E-mail/)).toHaveAttribute('type', 'email');
    await expect(screen.getByLabelText(/Téléphone/)).toHaveAttribute('type', 'tel');
    await expect(screen.getByLabelText('Gravure personnalisée')).toHaveAttribute(
      'name',
      'option_engraving:Gravure personnalisée',
    );
    await expect(screen.getByPlaceholderText('Votre message (facultatif)')).toHaveAttribute(
      'rows',
      '7',
    );
  },
};

/** `open` after blurs on invalid fields: each error below its field, submit disabled. */
export const FieldErrors: Story = {
  args: {
    values: { firstName: 'Ada3', lastName: '--', email: 'ada@' },
    errors: {
      firstName: errorWords.FIRST_NAME_INVALID,
      lastName: errorWords.LAST_NAME_INVALID,
      email: errorWords.EMAIL_INVALID,
    },
  },
  play: async () => {
    await screen.findByRole('dialog');
    const alerts = screen.getAllByRole('alert').map((alert) => alert.textContent);
    await expect(alerts).toEqual([
      errorWords.FIRST_NAME_INVALID,
      errorWords.LAST_NAME_INVALID,
      errorWords.EMAIL_INVALID,
    ]);
    await expect(screen.getByRole('button', { name: 'Envoyer' })).toBeDisabled();
  },
};

/** `submitting`: the fields are read-only and the button shows its loader. */
export const Submitting: Story = {
  args: {
    submitting: true,
    values: { firstName: 'Ada', lastName: 'Lovelace', email: 'ada@exemple.fr' },
  },
  play: async () => {
    await screen.findByRole('dialog');
    await expect(screen.getByLabelText(/Prénom/)).toHaveAttribute('readonly');
    await expect(
      screen.getByRole('dialog').querySelector('[data-slot="contact-request-submit"]'),
    ).toHaveAttribute('data-state', 'loading');
  },
};

/** The dialog driven by the real `contactForm` machine; `answer` plays the endpoint. */
function MachineDriven({
  answer,
  onToast,
}: {
  answer: (fields: Record<string, string>) => Promise<void>;
  onToast: (toast: ContactToast) => void;
}) {
  const [snapshot, send, actor] = useMachine(
    contactFormMachine.provide({
      actors: { postContact: fromPromise(({ input }) => answer(input)) },
    }),
  );
  useEffect(() => {
    const subscription = actor.on('toast', onToast);
    return () => subscription.unsubscribe();
  }, [actor, onToast]);
  const errors: Partial<Record<ContactRequestField, string>> = {};
  for (const [field, code] of Object.entries(snapshot.context.errors)) {
    errors[field as ContactRequestField] = errorWords[code];
  }
  const props: ContactRequestFormProps = {
    context,
    values: snapshot.context.values,
    errors,
    options,
    placeholder: 'Votre message (facultatif)',
    labels,
    submitting: !snapshot.matches('open'),
    onChange: (field, value) => send({ type: 'CHANGE', field, value }),
    onBlur: (field) => send({ type: 'BLUR', field }),
    onSubmit: (fields) => send({ type: 'SUBMIT', fields }),
  };
  return (
    <>
      <button type="button" onClick={() => send({ type: 'OPEN' })}>
        Nous écrire
      </button>
      <Modal
        open={!snapshot.matches('closed')}
        onOpenChange={(open) => {
          if (!open) send({ type: 'CLOSE' });
        }}
      >
        <ModalContent title="Parlons de votre bijou" closeLabel="Fermer">
          <ContactRequestForm {...props} />
        </ModalContent>
      </Modal>
    </>
  );
}

const fillAndSend = async (userEvent: {
  type(element: Element, text: string): Promise<void>;
  click(element: Element): Promise<void>;
  tab(): Promise<void>;
}) => {
  await userEvent.type(screen.getByLabelText(/Prénom/), 'Ada3');
  await userEvent.tab();
  await expect(await screen.findByText('Prénom invalide')).toBeInTheDocument();
  await userEvent.type(screen.getByLabelText(/Prénom/), '{backspace}');
  await expect(screen.queryByText('Prénom invalide')).toBeNull();
  await userEvent.type(screen.getByLabelText(/^Nom/), 'Lovelace');
  await userEvent.type(screen.getByLabelText(/E-mail/), 'ada@exemple.fr');
  await userEvent.click(screen.getByLabelText('Conseil de taille'));
  await userEvent.click(screen.getByRole('button', { name: 'Envoyer' }));
};

/** open → blur error → submitting → success toast after 500 ms, and the dialog closes. */
export const SucceedsWithTheMachine: StoryObj<typeof MachineDriven> = {
  render: (args) => <MachineDriven {...args} />,
  args: { answer: fn(async () => undefined), onToast: fn() },
  play: async ({ canvas, userEvent, args }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Nous écrire' }));
    await screen.findByRole('dialog');
    await fillAndSend(userEvent);
    await expect(args.answer).toHaveBeenCalledWith(
      expect.objectContaining({
        firstName: 'Ada',
        lastName: 'Lovelace',
        email: 'ada@exemple.fr',
        product: context.product,
        'option_size:Conseil de taille': 'on',
      }),
    );
    await waitFor(() =>
      expect(args.onToast).toHaveBeenCalledWith(
        expect.objectContaining({ outcome: 'success', message: 'forms.success' }),
      ),
    );
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
  },
};

/** A refused request: the error toast after 500 ms, and the dialog closes. */
export const FailsWithTheMachine: StoryObj<typeof MachineDriven> = {
  render: (args) => <MachineDriven {...args} />,
  args: {
    answer: fn(async () => {
      throw new Error('Contact request failed with status 503');
    }),
    onToast: fn(),
  },
  play: async ({ canvas, userEvent, args }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Nous écrire' }));
    await screen.findByRole('dialog');
    await fillAndSend(userEvent);
    await waitFor(() =>
      expect(args.onToast).toHaveBeenCalledWith(
        expect.objectContaining({
          outcome: 'error',
          message: 'forms.error',
          durationMs: 35_000_000,
        }),
      ),
    );
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
  },
};
