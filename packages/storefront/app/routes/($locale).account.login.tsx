import { Link, useSearchParams } from 'react-router';
import { TextField } from '@treize/ui';
import type { Route } from './+types/($locale).account.login';
import { AuthCard } from '../components/account/AuthCard';
import * as accountForm from '../components/account/AccountForm.css';
import { AuthEmailField, AuthForm } from '../components/account/AuthForm';
import { useAccountForm } from '../components/account/useAccountForm';
import { useLocale, useTranslate } from '../hooks/useRootData';
import { AccountFormError, runAccountAction } from '../lib/account/accountAction.server';
import { accountCommerce } from '../lib/account/accountClient.server';
import { accountHeaders, accountMeta } from '../lib/account/accountMeta';
import { loginSchema, validate } from '../lib/account/accountSchemas';
import { redirectWhenSignedIn } from '../lib/account/accountSession.server';
import { enterAccount } from '../lib/account/enterAccount.server';
import { throttledSignIn } from '../lib/account/throttledSignIn.server';
import { mapUserErrors } from '../lib/account/userErrors';
import { getAppContext } from '../lib/server/context.server';
import { localizePath } from '../lib/i18n/locales';
import { requireLocale } from '../lib/i18n/locale.server';
import { withAccountWords } from '../lib/account/accountWords';
import type { PageTypeHandle } from '../lib/analytics/pageType';

export const handle = { pageType: 'customers/login' } satisfies PageTypeHandle;

export const meta: Route.MetaFunction = ({ matches }) =>
  accountMeta(matches, 'account.login.title');
export const headers = accountHeaders;

/** A shopper already signed in has nothing to do here. */
export async function loader({ request, params }: Route.LoaderArgs) {
  const locale = requireLocale(params);
  await redirectWhenSignedIn(request, locale);
  return null;
}

/**
 * `POST /account/login` with `email` and `password`: signs in, names the customer as the cart's
 * buyer and goes back to `redirectTo`. Failed attempts are counted per address and per client:
 * an address with recent failures is answered more slowly, a client past its limit gets a 429.
 */
export async function action({ request, params, context }: Route.ActionArgs) {
  const locale = requireLocale(params);
  return runAccountAction(request, locale, async (fields) => {
    const parsed = validate(loginSchema, fields);
    if (!parsed.ok) throw new AccountFormError(parsed.errors);
    const { email, password, redirectTo } = parsed.data;
    const commerce = accountCommerce(getAppContext().env);
    const result = await throttledSignIn(request, context, commerce, locale, { email, password });
    if (!result.ok) throw new AccountFormError(mapUserErrors('login', result.errors));
    return enterAccount(request, commerce, locale, result.value, redirectTo);
  });
}

/** A link into the account area fetches its words beside the data. */
export const clientLoader = (args: Route.ClientLoaderArgs) => withAccountWords(args);

export default function LoginRoute({ actionData }: Route.ComponentProps) {
  const t = useTranslate();
  const locale = useLocale();
  const [searchParams] = useSearchParams();
  const form = useAccountForm('login', actionData);
  return (
    <AuthCard
      slot="account-login"
      title={t('account.login.title')}
      intro={t('account.login.intro')}
      footer={
        <p>
          {t('account.login.noAccount')}{' '}
          <Link to={localizePath('/account/register', locale)}>
            {t('account.login.createAccount')}
          </Link>
        </p>
      }
    >
      <AuthForm form={form} submitLabel={t('account.login.submit')}>
        <input type="hidden" name="redirectTo" value={searchParams.get('redirectTo') ?? ''} />
        <AuthEmailField form={form} autoComplete="username" />
        <TextField
          type="password"
          label={t('account.fields.password')}
          name="password"
          required
          error={form.errors.password}
          autoComplete="current-password"
        />
        <Link
          className={accountForm.aside}
          data-slot="recover-link"
          to={localizePath('/account/recover', locale)}
        >
          {t('account.login.forgot')}
        </Link>
      </AuthForm>
    </AuthCard>
  );
}
