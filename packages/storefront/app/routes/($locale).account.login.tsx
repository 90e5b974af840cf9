import { Form, Link, useSearchParams } from 'react-router';
import { Button, EmailField, TextField } from '@treize/ui';
import type { Route } from './+types/($locale).account.login';
import { AuthCard } from '../components/account/AuthCard';
import { FormMessage } from '../components/account/FormMessage';
import { useAccountForm } from '../components/account/useAccountForm';
import { useLocale, useTranslate } from '../hooks/useRootData';
import { AccountFormError, runAccountAction } from '../lib/account/accountAction.server';
import { signInWithPassword } from '../lib/account/accountApi.server';
import { accountCommerce } from '../lib/account/accountClient.server';
import { accountHeaders, accountMeta } from '../lib/account/accountMeta';
import { loginSchema, validate } from '../lib/account/accountSchemas';
import { redirectWhenSignedIn, returnPath } from '../lib/account/accountSession.server';
import { enterAccount } from '../lib/account/enterAccount.server';
import { getSignInThrottle } from '../lib/account/signInThrottle.server';
import { clientKey } from '../lib/forms/rateLimit.server';
import { mapUserErrors } from '../lib/account/userErrors';
import { getAppContext } from '../lib/context.server';
import { localizePath } from '../lib/i18n';
import { requireLocale } from '../lib/locale.server';
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
 * buyer and goes back to `redirectTo`. Failed attempts are counted per address and per client;
 * past the limit the answer is a 429 with `Retry-After`, whatever the password.
 */
export async function action({ request, params }: Route.ActionArgs) {
  const locale = requireLocale(params);
  return runAccountAction(request, locale, async (fields) => {
    const parsed = validate(loginSchema, fields);
    if (!parsed.ok) throw new AccountFormError(parsed.errors);
    const { email, password, redirectTo } = parsed.data;
    const throttle = getSignInThrottle();
    const client = clientKey(request);
    const wait = throttle.retryAfter(email, client);
    if (wait > 0)
      throw new AccountFormError({ form: 'account.errors.tooManyAttempts' }, 429, {
        'Retry-After': String(wait),
      });
    const commerce = accountCommerce(getAppContext().env);
    const result = await signInWithPassword(commerce, locale, { email, password });
    if (!result.ok) {
      throttle.fail(email, client);
      throw new AccountFormError(mapUserErrors('login', result.errors));
    }
    throttle.succeed(email);
    return enterAccount(request, commerce, locale, result.value, returnPath(redirectTo, locale));
  });
}

/** A link into the account area fetches its words beside the data (issue 16). */
export const clientLoader = (args: Route.ClientLoaderArgs) => withAccountWords(args);

export default function LoginRoute({ actionData }: Route.ComponentProps) {
  const t = useTranslate();
  const locale = useLocale();
  const [searchParams] = useSearchParams();
  const { formHandlers, errors, submitting } = useAccountForm('login', actionData);
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
      <Form method="post" noValidate {...formHandlers} className="account-form">
        <FormMessage error={errors.form} />
        <input type="hidden" name="redirectTo" value={searchParams.get('redirectTo') ?? ''} />
        <EmailField
          label={t('account.fields.email')}
          name="email"
          required
          error={errors.email}
          autoComplete="username"
        />
        <TextField
          type="password"
          label={t('account.fields.password')}
          name="password"
          required
          error={errors.password}
          autoComplete="current-password"
        />
        <Link className="account-form__aside" to={localizePath('/account/recover', locale)}>
          {t('account.login.forgot')}
        </Link>
        <Button
          type="submit"
          fullWidth
          loading={submitting}
          loadingLabel={t('account.login.submit')}
        >
          {t('account.login.submit')}
        </Button>
      </Form>
    </AuthCard>
  );
}
