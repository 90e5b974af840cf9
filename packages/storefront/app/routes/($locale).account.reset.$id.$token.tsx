import type { Route } from './+types/($locale).account.reset.$id.$token';
import { SetPasswordForm } from '../components/account/SetPasswordForm';
import { accountHeaders, accountMeta } from '../lib/account/accountMeta';
import { completePasswordLink } from '../lib/account/passwordLink.server';
import { requireLocale } from '../lib/locale.server';

export const meta: Route.MetaFunction = ({ matches }) =>
  accountMeta(matches, 'account.reset.title');
export const headers = accountHeaders;

export function loader({ params }: Route.LoaderArgs) {
  requireLocale(params);
  return null;
}

/** `POST /account/reset/:id/:token` with `password` and `passwordConfirm` (see `completePasswordLink`). */
export async function action({ request, params }: Route.ActionArgs) {
  return completePasswordLink('reset', request, requireLocale(params), params);
}

export default function ResetRoute({ actionData }: Route.ComponentProps) {
  return <SetPasswordForm kind="reset" actionData={actionData} />;
}
