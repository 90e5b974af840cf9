import { useTranslate } from '../../hooks/useRootData';
import type { AccountActionData } from '../../lib/account/accountTypes';
import { AuthCard } from './AuthCard';
import { AuthForm, NewPasswordFields } from './AuthForm';
import { useAccountForm } from './useAccountForm';

/** The screen of an emailed link (reset or activation): a new password, entered twice. */
export function SetPasswordForm({
  kind,
  actionData,
}: {
  kind: 'reset' | 'activate';
  actionData: AccountActionData | undefined;
}) {
  const t = useTranslate();
  const form = useAccountForm('setPassword', actionData);
  return (
    <AuthCard
      slot={`account-${kind}`}
      title={t(`account.${kind}.title`)}
      intro={t(`account.${kind}.intro`)}
    >
      <AuthForm form={form} submitLabel={t(`account.${kind}.submit`)}>
        <NewPasswordFields form={form} labels="newPassword" />
      </AuthForm>
    </AuthCard>
  );
}
