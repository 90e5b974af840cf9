import type { ReactNode } from 'react';
import { Form } from 'react-router';
import { Button, EmailField, TextField } from '@treize/ui';
import { useTranslate } from '../../hooks/useRootData';
import { form as formStyle } from './AccountForm.css';
import { FormMessage } from './FormMessage';
import type { useAccountForm } from './useAccountForm';

type AccountForm = ReturnType<typeof useAccountForm>;

/**
 * The form of a signed-out screen: a post to the route's own action, checked in the browser first
 * (`useAccountForm`), the message about the whole form above the fields and one full-width submit
 * button below them.
 */
export function AuthForm({
  form,
  submitLabel,
  children,
}: {
  form: AccountForm;
  submitLabel: string;
  children: ReactNode;
}) {
  return (
    <Form
      method="post"
      noValidate
      {...form.formHandlers}
      className={formStyle}
      data-slot="account-form"
    >
      <FormMessage error={form.errors.form} notice={form.notice} />
      {children}
      <Button type="submit" fullWidth loading={form.submitting} loadingLabel={submitLabel}>
        {submitLabel}
      </Button>
    </Form>
  );
}

/** The e-mail address: `username` where it signs in, `email` where it is given for the first time. */
export function AuthEmailField({
  form,
  autoComplete,
}: {
  form: AccountForm;
  autoComplete: 'username' | 'email';
}) {
  const t = useTranslate();
  return (
    <EmailField
      label={t('account.fields.email')}
      name="email"
      required
      error={form.errors.email}
      autoComplete={autoComplete}
    />
  );
}

/**
 * A password chosen now, entered twice: on registration (`password`) or from an e-mailed link
 * (`newPassword`, replacing or setting one).
 */
export function NewPasswordFields({
  form,
  labels,
}: {
  form: AccountForm;
  labels: 'password' | 'newPassword';
}) {
  const t = useTranslate();
  return (
    <>
      <TextField
        type="password"
        label={t(`account.fields.${labels}`)}
        name="password"
        required
        hint={t('account.fields.passwordHint')}
        error={form.errors.password}
        autoComplete="new-password"
      />
      <TextField
        type="password"
        label={t(`account.fields.${labels}Confirm`)}
        name="passwordConfirm"
        required
        error={form.errors.passwordConfirm}
        autoComplete="new-password"
      />
    </>
  );
}
