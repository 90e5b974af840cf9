import { NewsletterSignup } from '@treize/ui';
import { useEffect, useRef, useState } from 'react';
import { useLocation, useSearchParams } from 'react-router';
import { useContentLabel } from '../../hooks/useContentLabel';
import { useTranslate } from '../../hooks/useRootData';
import { useLazyActorSelector } from '../../lib/actors/useLazyActorSelector';
import { useLazyMachine } from '../../lib/actors/useLazyMachine';
import { returnedFormMessage, RETURNED_FORM_ANCHORS } from '../../lib/forms/formReturn';
import { formOutcome } from '../forms/ReturnedFormMessage.css';
import { SUBSCRIBE_PATH } from '../../lib/forms/formPaths';
import { NEWSLETTER_BEFORE_MACHINE, newsletterView } from './newsletterView';

/** The machine's code (XState, the form machine): fetched when the shopper first uses the form. */
const loadNewsletterActor = () => import('./newsletterActor');

export interface NewsletterFormProps {
  /** `footer` in the shell's footer, `popup` inside the newsletter pop-up. */
  variant?: 'footer' | 'popup';
  /** Called once per answer, when its message appears (the pop-up closes itself on success). */
  onSettled?: (outcome: 'success' | 'error') => void;
}

/**
 * The newsletter sign-up (behaviour §3, §4, §5, §8) driven by the `newsletterForm` machine: blur shows
 * EMAIL_INVALID, the button shows its loading label, the answer's message replaces the field for
 * 5 s, then the cleared field comes back. The machine starts on the first keystroke, blur or
 * submit, which it then answers; it learns the page's path as it starts and on every navigation.
 */
export function NewsletterForm({ variant = 'footer', onSettled }: NewsletterFormProps) {
  const { pathname } = useLocation();
  const t = useTranslate();
  const label = useContentLabel();
  const form = useLazyMachine(() =>
    loadNewsletterActor().then(({ startNewsletterFormActor }) =>
      startNewsletterFormActor(pathname),
    ),
  );
  const { send } = form;

  useEffect(() => {
    if (form.current) send({ type: 'SET_PATHNAME', pathname });
  }, [form, pathname, send]);

  const state = useLazyActorSelector(form, newsletterView.state, NEWSLETTER_BEFORE_MACHINE.state);
  const settled = useRef(onSettled);
  settled.current = onSettled;
  useEffect(() => {
    if (state === 'success' || state === 'error') settled.current?.(state);
  }, [state]);

  // What the shopper typed before the machine ran: the field keeps it while the machine loads,
  // and the machine receives every keystroke in order.
  const [typedBefore, setTypedBefore] = useState('');
  const email = useLazyActorSelector(form, (running) => running.context.email, typedBefore);
  const emailError = useLazyActorSelector(
    form,
    newsletterView.emailError,
    NEWSLETTER_BEFORE_MACHINE.emailError,
  );
  const message = useLazyActorSelector(
    form,
    newsletterView.message,
    NEWSLETTER_BEFORE_MACHINE.message,
  );
  // A sign-up sent without scripts came back here with its outcome (the footer's form only: the
  // pop-up needs scripts to appear at all).
  const [search] = useSearchParams();
  const returned = variant === 'footer' ? returnedFormMessage('newsletter', search) : undefined;
  return (
    <>
      <NewsletterSignup
        variant={variant}
        state={state}
        email={email}
        emailError={emailError ? t(emailError) : undefined}
        message={message ? t(message) : undefined}
        // Disabled only while a message or an email error shows (behaviour §4): an empty field is no
        // reason, and a button disabled in the server's HTML could not send the form without scripts.
        canSubmit={message === null && emailError === null}
        pathname={pathname}
        action={SUBSCRIBE_PATH}
        labels={{
          title: label('newsletter.title'),
          email: t('newsletter.label'),
          placeholder: label('newsletter.placeholder'),
          submit: t('newsletter.submit'),
          loading: t('newsletter.loading'),
        }}
        onEmailChange={(value) => {
          if (!form.current) setTypedBefore(value);
          send({ type: 'CHANGE', email: value });
        }}
        onEmailBlur={() => send({ type: 'BLUR' })}
        onSubmit={() => send({ type: 'SUBMIT' })}
      />
      {returned ? (
        <p
          id={RETURNED_FORM_ANCHORS.newsletter}
          className={formOutcome}
          data-tone={returned.tone}
          role="status"
          data-slot="newsletter-returned"
        >
          {t(returned.key)}
        </p>
      ) : null}
    </>
  );
}
