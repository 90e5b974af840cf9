import { Form } from 'react-router';
import { Button, TextField } from '@treize/ui';
import { useTranslate } from '../../hooks/useRootData';
import type { AccountActionData } from '../../lib/account/accountTypes';
import { AuthCard } from './AuthCard';
import { FormMessage } from './FormMessage';
import { useAccountForm } from './useAccountForm';
import { form } from './AccountForm.css';

/** The screen of an emailed link (reset or activation): a new password, entered twice. */
export function SetPasswordForm({
  kind,
  actionData,
}: {
  kind: 'reset' | 'activate';
  actionData: AccountActionData | undefined;
}) {
  const t = useTranslate();
  const { formHandlers, errors, submitting } = useAccountForm('setPassword', actionData);
  const submit = t(`account.${kind}.submit`);
  return (
    <AuthCard
      slot={`account-${kind}`}
      title={t(`account.${kind}.title`)}
      intro={t(`account.${kind}.intro`)}
    >
      <Form method="post" noValidate {...formHandlers} className={form} data-slot="account-form">
        <FormMessage error={errors.form} />
        <TextField
          type="password"
          label={t('account.fields.newPassword')}
          name="password"
          required
          hint={t('account.fields.passwordHint')}
          error={errors.password}
          autoComplete="new-password"
        />
        <TextField
          type="password"
          label={t('account.fields.newPasswordConfirm')}
          name="passwordConfirm"
          required
          error={errors.passwordConfirm}
          autoComplete="new-password"
        />
        <Button type="submit" fullWidth loading={submitting} loadingLabel={submit}>
          {submit}
        </Button>
      </Form>
    </AuthCard>
  );
}
