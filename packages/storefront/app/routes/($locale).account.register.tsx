import { Link } from 'react-router';
import type { Route } from './+types/($locale).account.register';
import { AuthCard } from '../components/account/AuthCard';
import { AuthEmailField, AuthForm, NewPasswordFields } from '../components/account/AuthForm';
import { useAccountForm } from '../components/account/useAccountForm';
import { useLocale, useTranslate } from '../hooks/useRootData';
import { AccountFormError, runAccountAction } from '../lib/account/accountAction.server';
import { createCustomer, signInWithPassword } from '../lib/account/accountApi.server';
import { accountCommerce } from '../lib/account/accountClient.server';
import { accountHeaders, accountMeta } from '../lib/account/accountMeta';
import { registerSchema, validate } from '../lib/account/accountSchemas';
import { redirectWhenSignedIn } from '../lib/account/accountSession.server';
import { enterAccount } from '../lib/account/enterAccount.server';
import { mapUserErrors } from '../lib/account/userErrors';
import { getAppContext } from '../lib/server/context.server';
import { localizePath } from '../lib/i18n/locales';
import { requireLocale } from '../lib/i18n/locale.server';
import { withAccountWords } from '../lib/account/accountWords';
import type { PageTypeHandle } from '../lib/analytics/pageType';

export const handle = { pageType: 'customers/register' } satisfies PageTypeHandle;

export const meta: Route.MetaFunction = ({ matches }) =>
  accountMeta(matches, 'account.register.title');
export const headers = accountHeaders;

export async function loader({ request, params }: Route.LoaderArgs) {
  const locale = requireLocale(params);
  await redirectWhenSignedIn(request, locale);
  return null;
}

/**
 * `POST /account/register` with `email`, `password` and `passwordConfirm`: creates the customer,
 * signs them in at once (the cart follows) and opens the account. Any refusal says behaviour §8's
 * 'Sorry. We were not able to create an account…', which never confirms that an address exists.
 */
export async function action({ request, params }: Route.ActionArgs) {
  const locale = requireLocale(params);
  return runAccountAction(request, locale, async (fields) => {
    const parsed = validate(registerSchema, fields);
    if (!parsed.ok) throw new AccountFormError(parsed.errors);
    const { email, password } = parsed.data;
    const commerce = accountCommerce(getAppContext().env);
    const created = await createCustomer(commerce, locale, { email, password });
    if (!created.ok) throw new AccountFormError(mapUserErrors('register', created.errors));
    const signedIn = await signInWithPassword(commerce, locale, { email, password });
    if (!signedIn.ok) throw new AccountFormError(mapUserErrors('login', signedIn.errors));
    return enterAccount(request, commerce, locale, signedIn.value);
  });
}

/** A link into the account area fetches its words beside the data. */
export const clientLoader = (args: Route.ClientLoaderArgs) => withAccountWords(args);

export default function RegisterRoute({ actionData }: Route.ComponentProps) {
  const t = useTranslate();
  const locale = useLocale();
  const form = useAccountForm('register', actionData);
  return (
    <AuthCard
      slot="account-register"
      title={t('account.register.title')}
      intro={t('account.register.intro')}
      footer={
        <p>
          {t('account.register.haveAccount')}{' '}
          <Link to={localizePath('/account/login', locale)}>{t('account.register.signIn')}</Link>
        </p>
      }
    >
      <AuthForm form={form} submitLabel={t('account.register.submit')}>
        <AuthEmailField form={form} autoComplete="email" />
        <NewPasswordFields form={form} labels="password" />
      </AuthForm>
    </AuthCard>
  );
}
