import type { Meta, StoryObj } from '@storybook/react-vite';
import type { NewsletterOutcome } from '@treize/machines';
import { newsletterFormMachine } from '@treize/machines';
import { useMachine } from '@xstate/react';
import { expect, fn, waitFor } from 'storybook/test';
import { fromPromise } from 'xstate';
import { NewsletterSignup, type NewsletterSignupProps } from './NewsletterSignup.js';

const labels = {
  title: 'Les nouvelles de l’atelier',
  email: 'Adresse e-mail',
  placeholder: 'Votre adresse e-mail',
  submit: 'S’inscrire',
  loading: 'Inscription…',
};

/** The machine's message keys in French, as the storefront's dictionary words them. */
const messages: Record<string, string> = {
  NEWSLETTER_SUCCESS: 'Merci pour votre inscription',
  NEWSLETTER_ERROR: 'Nous n’avons pas pu vous inscrire. Veuillez réessayer dans un instant.',
  NEWSLETTER_ALREADY_SUBSCRIBED:
    'Vous êtes déjà inscrit·e. Si ce n’est pas le cas, contactez-nous.',
  ERROR: 'Une erreur est survenue de notre côté. Veuillez réessayer dans un instant.',
  EMAIL_INVALID: 'Veuillez saisir une adresse e-mail valide, par exemple nom@exemple.fr.',
};

const meta = {
  title: 'Forms/NewsletterSignup',
  component: NewsletterSignup,
  args: {
    variant: 'footer',
    state: 'idle',
    email: '',
    canSubmit: false,
    pathname: '/',
    labels,
    onEmailChange: fn(),
    onEmailBlur: fn(),
    onSubmit: fn(),
  },
} satisfies Meta<typeof NewsletterSignup>;

export default meta;
type Story = StoryObj<typeof meta>;

/** `idle`, empty: the button waits for a valid address. */
export const Idle: Story = {
  play: async ({ canvas }) => {
    await expect(canvas.getByLabelText('Adresse e-mail')).toHaveAttribute('type', 'email');
    await expect(canvas.getByLabelText('Adresse e-mail')).toBeRequired();
    await expect(canvas.getByRole('button', { name: 'S’inscrire' })).toBeDisabled();
  },
};

/** `idle` with EMAIL_INVALID after blur: submit stays disabled (behaviour §4). */
export const EmailError: Story = {
  args: { email: 'ada@', emailError: messages.EMAIL_INVALID },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('alert')).toHaveTextContent(messages.EMAIL_INVALID!);
    await expect(canvas.getByLabelText('Adresse e-mail')).toHaveAttribute('aria-invalid', 'true');
    await expect(canvas.getByRole('button', { name: 'S’inscrire' })).toBeDisabled();
  },
};

/** `loading`: the button shows its loading label. */
export const Loading: Story = {
  args: { state: 'loading', email: 'ada@exemple.fr' },
  play: async ({ canvas }) => {
    const button = canvas.getByRole('button');
    await expect(button).toHaveAttribute('data-state', 'loading');
    await expect(button).toHaveTextContent('Inscription…');
    await expect(button).toBeDisabled();
  },
};

const outcome = (state: 'success' | 'error', key: string): Story => ({
  args: { state, message: messages[key] },
  play: async ({ canvasElement, canvas }) => {
    const message = canvasElement.querySelector('[data-slot="newsletter-message"]');
    await expect(message).toHaveTextContent(messages[key]!);
    // The message replaces the field (behaviour §4).
    await expect(canvas.queryByLabelText('Adresse e-mail')).toBeNull();
  },
});

/** `success`: NEWSLETTER_SUCCESS replaces the field for 5 s. */
export const Success = outcome('success', 'NEWSLETTER_SUCCESS');
/** `error` after a non-ok answer: NEWSLETTER_ERROR. */
export const Rejected = outcome('error', 'NEWSLETTER_ERROR');
/** `error` after a 409: already subscribed. */
export const AlreadySubscribed = outcome('error', 'NEWSLETTER_ALREADY_SUBSCRIBED');
/** `error` after a thrown request: ERROR. */
export const ThrownError = outcome('error', 'ERROR');

/** The same form in the newsletter pop-up. */
export const Popup: Story = { args: { variant: 'popup' } };

/** The form driven by the real `newsletterForm` machine, its request answered by `answer`. */
function MachineDriven({
  answer,
  ...rest
}: { answer: () => Promise<NewsletterOutcome> } & Pick<NewsletterSignupProps, 'labels'>) {
  const [snapshot, send] = useMachine(
    newsletterFormMachine.provide({
      actors: { postNewsletter: fromPromise(() => answer()) },
    }),
    { input: { pathname: '/bijoux' } },
  );
  const { email, emailError, message } = snapshot.context;
  return (
    <NewsletterSignup
      {...rest}
      state={snapshot.value as NewsletterSignupProps['state']}
      email={email}
      emailError={emailError ? messages[emailError] : undefined}
      message={message ? messages[message] : undefined}
      canSubmit={snapshot.can({ type: 'SUBMIT' })}
      pathname={snapshot.context.pathname}
      onEmailChange={(value) => send({ type: 'CHANGE', email: value })}
      onEmailBlur={() => send({ type: 'BLUR' })}
      onSubmit={() => send({ type: 'SUBMIT' })}
    />
  );
}

/** Blur shows EMAIL_INVALID; a valid address goes idle → loading → success and clears the form. */
export const WithTheMachine: StoryObj<typeof MachineDriven> = {
  render: (args) => <MachineDriven {...args} />,
  args: {
    labels,
    answer: fn(async () => 'subscribed' as const),
  },
  play: async ({ canvas, userEvent, args }) => {
    const field = canvas.getByLabelText('Adresse e-mail');
    await userEvent.type(field, 'ada@');
    await userEvent.tab();
    await expect(await canvas.findByRole('alert')).toHaveTextContent(messages.EMAIL_INVALID!);
    await expect(canvas.getByRole('button', { name: 'S’inscrire' })).toBeDisabled();
    await userEvent.type(field, 'exemple.fr');
    await expect(canvas.queryByRole('alert')).toBeNull();
    await userEvent.click(canvas.getByRole('button', { name: 'S’inscrire' }));
    await waitFor(() => expect(canvas.getByText(messages.NEWSLETTER_SUCCESS!)).toBeInTheDocument());
    await expect(args.answer).toHaveBeenCalledTimes(1);
  },
};

/** The already-subscribed answer, through the machine. */
export const AlreadySubscribedWithTheMachine: StoryObj<typeof MachineDriven> = {
  render: (args) => <MachineDriven {...args} />,
  args: { labels, answer: fn(async () => 'alreadySubscribed' as const) },
  play: async ({ canvas, userEvent }) => {
    await userEvent.type(canvas.getByLabelText('Adresse e-mail'), 'ada@exemple.fr');
    await userEvent.click(canvas.getByRole('button', { name: 'S’inscrire' }));
    await waitFor(() =>
      expect(canvas.getByText(messages.NEWSLETTER_ALREADY_SUBSCRIBED!)).toBeInTheDocument(),
    );
  },
};
