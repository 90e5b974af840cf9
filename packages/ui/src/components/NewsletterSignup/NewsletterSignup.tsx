import { useId, type FormEvent } from 'react';
import { Button } from '../Button/Button.js';
import * as styles from './NewsletterSignup.css.js';
import { visuallyHidden } from '../../styles/visuallyHidden.css.js';

export const newsletterSignupVariants = ['footer', 'popup'] as const;
export type NewsletterSignupVariant = (typeof newsletterSignupVariants)[number];

/** The states of the `newsletterForm` machine (behaviour §4), shown as `data-state`. */
export const newsletterSignupStates = ['idle', 'loading', 'success', 'error'] as const;
export type NewsletterSignupState = (typeof newsletterSignupStates)[number];

/** Words of the form, already translated. */
export interface NewsletterSignupLabels {
  title?: string;
  /** Accessible name of the email field (shown to screen readers; the placeholder shows it). */
  email: string;
  placeholder: string;
  submit: string;
  /** The button's loading label (behaviour §4). */
  loading: string;
}

export interface NewsletterSignupProps {
  variant?: NewsletterSignupVariant;
  state: NewsletterSignupState;
  email: string;
  /** The translated field error shown below the field (behaviour §5), if any. */
  emailError?: string;
  /** The translated outcome message; it replaces the field while it shows (behaviour §4). */
  message?: string;
  /** Whether the form can be sent now (false while a message or an email error shows). */
  canSubmit: boolean;
  /** Sent as the hidden `pathname` field (behaviour §3). */
  pathname: string;
  labels: NewsletterSignupLabels;
  /** Where the form posts without JavaScript. */
  action?: string;
  onEmailChange(email: string): void;
  onEmailBlur(): void;
  onSubmit(): void;
}

/**
 * The newsletter sign-up form (behaviour §3, §4): an email field (type email, required) with its
 * button, a hidden `pathname`. Plain props: the storefront drives it with the `newsletterForm`
 * machine, and the pop-up places the same component.
 */
export function NewsletterSignup({
  variant = 'footer',
  state,
  email,
  emailError,
  message,
  canSubmit,
  pathname,
  labels,
  action,
  onEmailChange,
  onEmailBlur,
  onSubmit,
}: NewsletterSignupProps) {
  const id = useId();
  const inputId = `${id}-email`;
  const errorId = `${id}-error`;
  const titleId = `${id}-title`;
  const handleSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (canSubmit) onSubmit();
  };
  return (
    <form
      className={[styles.root, styles.variant[variant]].join(' ')}
      method="post"
      action={action}
      noValidate
      onSubmit={handleSubmit}
      aria-labelledby={labels.title ? titleId : undefined}
      aria-label={labels.title ? undefined : labels.email}
      data-slot="newsletter-signup"
      data-variant={variant}
      data-state={state}
    >
      {labels.title ? (
        <p id={titleId} className={styles.title} data-slot="newsletter-title">
          {labels.title}
        </p>
      ) : null}
      <input type="hidden" name="pathname" value={pathname} readOnly />
      {message ? (
        <p
          className={[styles.message, styles.tone[state === 'success' ? 'success' : 'error']].join(
            ' ',
          )}
          role="status"
          data-slot="newsletter-message"
        >
          {message}
        </p>
      ) : (
        <>
          <div className={styles.row}>
            <label htmlFor={inputId} className={visuallyHidden}>
              {labels.email}
            </label>
            <input
              id={inputId}
              className={styles.input}
              type="email"
              name="email"
              required
              autoComplete="email"
              inputMode="email"
              placeholder={labels.placeholder}
              value={email}
              readOnly={state === 'loading'}
              aria-invalid={emailError ? true : undefined}
              aria-describedby={emailError ? errorId : undefined}
              onChange={(event) => onEmailChange(event.currentTarget.value)}
              onBlur={onEmailBlur}
              data-slot="newsletter-email"
            />
            <Button
              type="submit"
              className={styles.submit}
              loading={state === 'loading'}
              loadingLabel={labels.loading}
              disabled={!canSubmit}
              data-slot="newsletter-submit"
            >
              {state === 'loading' ? labels.loading : labels.submit}
            </Button>
          </div>
          {emailError ? (
            <p id={errorId} className={styles.error} role="alert" data-slot="field-error">
              {emailError}
            </p>
          ) : null}
        </>
      )}
    </form>
  );
}
