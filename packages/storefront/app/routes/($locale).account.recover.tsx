import { data, Link } from 'react-router';
import type { Route } from './+types/($locale).account.recover';
import { AuthCard } from '../components/account/AuthCard';
import { AuthEmailField, AuthForm } from '../components/account/AuthForm';
import { useAccountForm } from '../components/account/useAccountForm';
import { useLocale, useTranslate } from '../hooks/useRootData';
import {
  AccountFormError,
  runAccountAction,
  type AccountActionData,
} from '../lib/account/accountAction.server';
import { recoverPassword } from '../lib/account/accountApi.server';
import { storefrontOrigin } from '../lib/account/accountLinks.server';
import { accountCommerce } from '../lib/account/accountClient.server';
import { accountHeaders, accountMeta } from '../lib/account/accountMeta';
import { recoverSchema, validate } from '../lib/account/accountSchemas';
import { getAppContext } from '../lib/server/context.server';
import { localizePath } from '../lib/i18n/locales';
import { createTranslate } from '../lib/i18n/translate';
import { requireLocale } from '../lib/i18n/locale.server';
import { withAccountWords } from '../lib/account/accountWords';
import type { PageTypeHandle } from '../lib/analytics/pageType';

export const handle = { pageType: 'customers/login' } satisfies PageTypeHandle;

export const meta: Route.MetaFunction = ({ matches }) =>
  accountMeta(matches, 'account.recover.title');
export const headers = accountHeaders;

/**
 * `POST /account/recover` with `email`: asks the shop to mail a reset link. The answer is the
 * same whether or not the address has an account, so nobody can probe the customer
 * list; only a malformed address or an unreachable shop says otherwise.
 */
export async function action({ request, params }: Route.ActionArgs) {
  const locale = requireLocale(params);
  return runAccountAction(request, locale, async (fields) => {
    const parsed = validate(recoverSchema, fields);
    if (!parsed.ok) throw new AccountFormError(parsed.errors);
    const { env } = getAppContext();
    await recoverPassword(
      accountCommerce(env),
      locale,
      parsed.data.email,
      storefrontOrigin(request, env),
    );
    return data<AccountActionData>({
      ok: true,
      errors: {},
      notice: createTranslate(locale.language)('account.recover.sent'),
    });
  });
}

/** No data of its own: a loader all the same, for the client loader to fetch the words beside. */
export function loader({ params }: Route.LoaderArgs) {
  requireLocale(params);
  return null;
}

/** A link into the account area fetches its words beside the data. */
export const clientLoader = (args: Route.ClientLoaderArgs) => withAccountWords(args);

export default function RecoverRoute({ actionData }: Route.ComponentProps) {
  const t = useTranslate();
  const locale = useLocale();
  const form = useAccountForm('recover', actionData);
  return (
    <AuthCard
      slot="account-recover"
      title={t('account.recover.title')}
      intro={t('account.recover.intro')}
      footer={
        <p>
          <Link to={localizePath('/account/login', locale)}>{t('account.recover.back')}</Link>
        </p>
      }
    >
      <AuthForm form={form} submitLabel={t('account.recover.submit')}>
        <AuthEmailField form={form} autoComplete="email" />
      </AuthForm>
    </AuthCard>
  );
}
