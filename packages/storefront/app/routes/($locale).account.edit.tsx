import { data, Form, Link } from 'react-router';
import { Button, EmailField, TextField } from '@treize/ui';
import type { Route } from './+types/($locale).account.edit';
import { AccountArea } from '../components/account/AccountArea';
import { FormMessage } from '../components/account/FormMessage';
import { useAccountForm } from '../components/account/useAccountForm';
import { useLocale, useTranslate } from '../hooks/useRootData';
import {
  AccountFormError,
  runAccountAction,
  type AccountActionData,
} from '../lib/account/accountAction.server';
import { getCustomer, updateCustomer } from '../lib/account/accountApi.server';
import { accountCommerce } from '../lib/account/accountClient.server';
import { accountHeaders, accountMeta } from '../lib/account/accountMeta';
import { editSchema, validate } from '../lib/account/accountSchemas';
import { getCustomerToken, signInCookie } from '../lib/account/accountSession.server';
import { requireCustomer } from '../lib/account/customerLoader.server';
import { throttledSignIn } from '../lib/account/throttledSignIn.server';
import { mapUserErrors } from '../lib/account/userErrors';
import { getAppContext } from '../lib/server/context.server';
import { localizePath } from '../lib/i18n/locales';
import { createTranslate } from '../lib/i18n/translate';
import { requireLocale } from '../lib/i18n/locale.server';
import { withAccountWords } from '../lib/account/accountWords';
import type { PageTypeHandle } from '../lib/analytics/pageType';
import * as form from '../components/account/AccountForm.css';
import * as type from '../components/account/accountType.css';

export const handle = { pageType: 'customers/account' } satisfies PageTypeHandle;

export const meta: Route.MetaFunction = ({ matches }) => accountMeta(matches, 'account.edit.title');
export const headers = accountHeaders;

export async function loader({ request, params, url }: Route.LoaderArgs) {
  const { customer } = await requireCustomer(request, requireLocale(params), url);
  return { customer };
}

/**
 * `POST /account/edit`: name, email, phone and, with the current password, a new password. Without
 * a session the answer is behaviour §6's 'You must be logged in to edit your account.' (401). The
 * current password is checked by signing in with it, so it counts towards the sign-in throttle.
 */
export async function action({ request, params, context }: Route.ActionArgs) {
  const locale = requireLocale(params);
  return runAccountAction(request, locale, async (fields) => {
    const token = await getCustomerToken(request);
    if (!token) throw new AccountFormError({ form: 'account.errors.loginRequired' }, 401);
    const parsed = validate(editSchema, fields);
    if (!parsed.ok) throw new AccountFormError(parsed.errors);
    const values = parsed.data;
    const commerce = accountCommerce(getAppContext().env);
    const current = await getCustomer(commerce, locale, token);
    if (!current?.email) throw new AccountFormError({ form: 'account.errors.loginRequired' }, 401);

    if (values.newPassword) {
      const check = await throttledSignIn(request, context, commerce, locale, {
        email: current.email,
        password: values.currentPassword,
      });
      if (!check.ok) throw new AccountFormError({ currentPassword: 'account.errors.resetFailed' });
    }

    const result = await updateCustomer(commerce, locale, token, {
      firstName: values.firstName || null,
      lastName: values.lastName || null,
      email: values.email,
      phone: values.phone || null,
      ...(values.newPassword ? { password: values.newPassword } : {}),
    });
    if (!result.ok) {
      const errors = mapUserErrors('update', result.errors);
      throw new AccountFormError(
        errors,
        errors.form === 'account.errors.loginRequired' ? 401 : 400,
      );
    }
    // A new password ends the old token: the session carries the new one from now on.
    const headers = result.value === true ? undefined : await signInCookie(request, result.value);
    return data<AccountActionData>(
      { ok: true, errors: {}, notice: createTranslate(locale.language)('account.edit.saved') },
      { headers },
    );
  });
}

/** A link into the account area fetches its words beside the data. */
export const clientLoader = (args: Route.ClientLoaderArgs) => withAccountWords(args);

export default function AccountEditRoute({ loaderData, actionData }: Route.ComponentProps) {
  const t = useTranslate();
  const locale = useLocale();
  const { customer } = loaderData;
  const { formHandlers, errors, submitting, notice } = useAccountForm('edit', actionData);
  return (
    <AccountArea slot="account-edit" title={t('account.edit.title')}>
      <Form
        method="post"
        noValidate
        {...formHandlers}
        className={`${form.form} ${form.wide}`}
        data-slot="account-form"
      >
        <FormMessage error={errors.form} notice={notice} />
        <div className={form.row}>
          <TextField
            label={t('account.fields.firstName')}
            name="firstName"
            defaultValue={customer.firstName ?? ''}
            error={errors.firstName}
            autoComplete="given-name"
          />
          <TextField
            label={t('account.fields.lastName')}
            name="lastName"
            defaultValue={customer.lastName ?? ''}
            error={errors.lastName}
            autoComplete="family-name"
          />
        </div>
        <EmailField
          label={t('account.fields.email')}
          name="email"
          required
          defaultValue={customer.email ?? ''}
          error={errors.email}
        />
        <TextField
          type="tel"
          label={t('account.fields.phone')}
          name="phone"
          defaultValue={customer.phone ?? ''}
          error={errors.phone}
          autoComplete="tel"
        />
        <fieldset className={form.fieldset}>
          <legend>{t('account.edit.passwordSection')}</legend>
          <p className={type.muted}>{t('account.edit.passwordIntro')}</p>
          <TextField
            type="password"
            label={t('account.fields.currentPassword')}
            name="currentPassword"
            error={errors.currentPassword}
            autoComplete="current-password"
          />
          <TextField
            type="password"
            label={t('account.fields.newPassword')}
            name="newPassword"
            hint={t('account.fields.passwordHint')}
            error={errors.newPassword}
            autoComplete="new-password"
          />
          <TextField
            type="password"
            label={t('account.fields.newPasswordConfirm')}
            name="newPasswordConfirm"
            error={errors.newPasswordConfirm}
            autoComplete="new-password"
          />
        </fieldset>
        <div className={form.actions}>
          <Button type="submit" loading={submitting} loadingLabel={t('account.edit.submit')}>
            {t('account.edit.submit')}
          </Button>
          <Link to={localizePath('/account', locale)}>{t('account.edit.cancel')}</Link>
        </div>
      </Form>
    </AccountArea>
  );
}
