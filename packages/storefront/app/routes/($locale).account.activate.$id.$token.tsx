import type { Route } from './+types/($locale).account.activate.$id.$token';
import { SetPasswordForm } from '../components/account/SetPasswordForm';
import { accountHeaders, accountMeta } from '../lib/account/accountMeta';
import { completePasswordLink } from '../lib/account/passwordLink.server';
import { requireLocale } from '../lib/i18n/locale.server';
import { withAccountWords } from '../lib/account/accountWords';
import type { PageTypeHandle } from '../lib/analytics/pageType';

export const handle = { pageType: 'customers/activate_account' } satisfies PageTypeHandle;

export const meta: Route.MetaFunction = ({ matches }) =>
  accountMeta(matches, 'account.activate.title');
export const headers = accountHeaders;

export function loader({ params }: Route.LoaderArgs) {
  requireLocale(params);
  return null;
}

/** `POST /account/activate/:id/:token` with `password` and `passwordConfirm` (see `completePasswordLink`). */
export async function action({ request, params }: Route.ActionArgs) {
  return completePasswordLink('activate', request, requireLocale(params), params);
}

/** A link into the account area fetches its words beside the data. */
export const clientLoader = (args: Route.ClientLoaderArgs) => withAccountWords(args);

export default function ActivateRoute({ actionData }: Route.ComponentProps) {
  return <SetPasswordForm kind="activate" actionData={actionData} />;
}
