import type { Locale } from '../i18n/locales';
import { getAppContext } from '../server/context.server';
import { AccountFormError, runAccountAction } from './accountAction.server';
import { activateByUrl, resetByUrl } from './accountApi.server';
import { accountCommerce } from './accountClient.server';
import { accountLinkUrl, storefrontOrigin } from './accountLinks.server';
import { setPasswordSchema, validate } from './accountSchemas';
import { enterAccount } from './enterAccount.server';
import { mapUserErrors } from './userErrors';

/** The id and token of an emailed link, as the Storefront API writes them. */
const LINK_ID = /^\d{1,20}$/;
const LINK_TOKEN = /^[A-Za-z0-9-]{1,200}$/;

/**
 * The action of `/account/reset/:id/:token` and `/account/activate/:id/:token`: sets the chosen
 * password through the `…ByUrl` mutation (the link is rebuilt as the e-mail wrote it: on this
 * storefront's public origin, in the page's locale), signs the customer in and opens the account. A link that is not
 * shaped like one, or that the API refuses, says 'Wrong token…' (behaviour §8).
 */
export function completePasswordLink(
  kind: 'reset' | 'activate',
  request: Request,
  locale: Locale,
  params: { id?: string; token?: string },
) {
  return runAccountAction(request, locale, async (fields) => {
    const parsed = validate(setPasswordSchema, fields);
    if (!parsed.ok) throw new AccountFormError(parsed.errors);
    const { id = '', token = '' } = params;
    if (!LINK_ID.test(id) || !LINK_TOKEN.test(token))
      throw new AccountFormError({ form: 'account.errors.wrongToken' });
    const { env } = getAppContext();
    const url = accountLinkUrl(storefrontOrigin(request, env), kind, id, token, locale);
    const commerce = accountCommerce(env);
    const complete = kind === 'reset' ? resetByUrl : activateByUrl;
    const result = await complete(commerce, locale, url, parsed.data.password);
    if (!result.ok) throw new AccountFormError(mapUserErrors(kind, result.errors));
    return enterAccount(request, commerce, locale, result.value);
  });
}
