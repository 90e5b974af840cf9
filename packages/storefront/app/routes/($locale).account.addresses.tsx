import { Form, Link, redirect, useSearchParams } from 'react-router';
import type { ReactNode } from 'react';
import type { Route } from './+types/($locale).account.addresses';
import { AccountArea } from '../components/account/AccountArea';
import { AddressBlock } from '../components/account/AddressBlock';
import { AddressForm } from '../components/account/AddressForm';
import { useLocale, useTranslate } from '../hooks/useRootData';
import { AccountFormError, runAccountAction } from '../lib/account/accountAction.server';
import {
  createAddress,
  deleteAddress,
  setDefaultAddress,
  updateAddress,
  type Outcome,
} from '../lib/account/accountApi.server';
import { accountCommerce } from '../lib/account/accountClient.server';
import { accountHeaders, accountMeta } from '../lib/account/accountMeta';
import { addressSchema, validate } from '../lib/account/accountSchemas';
import { getCustomerToken } from '../lib/account/accountSession.server';
import { requireCustomer } from '../lib/account/customerLoader.server';
import { mapUserErrors } from '../lib/account/userErrors';
import { getAppContext } from '../lib/server/context.server';
import { localizePath } from '../lib/i18n/locales';
import { requireLocale } from '../lib/i18n/locale.server';
import { withAccountWords } from '../lib/account/accountWords';
import type { PageTypeHandle } from '../lib/analytics/pageType';
import * as area from '../components/account/AccountArea.css';
import * as type from '../components/account/accountType.css';

export const handle = { pageType: 'customers/addresses' } satisfies PageTypeHandle;

export const meta: Route.MetaFunction = ({ matches }) =>
  accountMeta(matches, 'account.addresses.title');
export const headers = accountHeaders;

export async function loader({ request, params, url }: Route.LoaderArgs) {
  const { customer } = await requireCustomer(request, requireLocale(params), url);
  return {
    addresses: customer.addresses.nodes,
    defaultAddressId: customer.defaultAddress?.id ?? null,
  };
}

const ADDRESS_ID = /^gid:\/\/shopify\/MailingAddress\/\d+(\?[\w=&-]*)?$/;

/**
 * `POST /account/addresses` with an `intent`: `create` and `update` (the behaviour §3 fields, `update`
 * with `addressId`), `delete` and `default` (with `addressId`). Each answers with the list again
 * (post, redirect, get), or the field messages; without a session, behaviour §6's message (401).
 */
export async function action({ request, params }: Route.ActionArgs) {
  const locale = requireLocale(params);
  return runAccountAction(request, locale, async (fields) => {
    const token = await getCustomerToken(request);
    if (!token) throw new AccountFormError({ form: 'account.errors.loginRequired' }, 401);
    const commerce = accountCommerce(getAppContext().env);
    const { intent, addressId = '' } = fields;
    if (intent !== 'create' && !ADDRESS_ID.test(addressId))
      throw new AccountFormError({ form: 'account.addresses.notFound' });
    const check = (outcome: Outcome<unknown>) => {
      if (outcome.ok) return;
      const errors = mapUserErrors('address', outcome.errors);
      throw new AccountFormError(
        errors,
        errors.form === 'account.errors.loginRequired' ? 401 : 400,
      );
    };
    switch (intent) {
      case 'create':
      case 'update': {
        const parsed = validate(addressSchema, fields);
        if (!parsed.ok) throw new AccountFormError(parsed.errors);
        const saved =
          intent === 'create'
            ? await createAddress(commerce, locale, token, parsed.data)
            : await updateAddress(commerce, locale, token, addressId, parsed.data);
        check(saved);
        if (saved.ok && parsed.data.defaultAddress)
          check(await setDefaultAddress(commerce, locale, token, saved.value));
        break;
      }
      case 'delete':
        check(await deleteAddress(commerce, locale, token, addressId));
        break;
      case 'default':
        check(await setDefaultAddress(commerce, locale, token, addressId));
        break;
      default:
        throw new AccountFormError({ form: 'account.errors.notAForm' });
    }
    return redirect(localizePath('/account/addresses', locale), { status: 303 });
  });
}

/** A link into the account area fetches its words beside the data. */
export const clientLoader = (args: Route.ClientLoaderArgs) => withAccountWords(args);

export default function AccountAddressesRoute({ loaderData, actionData }: Route.ComponentProps) {
  const t = useTranslate();
  const locale = useLocale();
  const [searchParams] = useSearchParams();
  const { addresses, defaultAddressId } = loaderData;
  const editing = addresses.find((address) => address.id === searchParams.get('edit'));
  const listPath = localizePath('/account/addresses', locale);
  return (
    <AccountArea slot="account-addresses" title={t('account.addresses.title')}>
      {addresses.length === 0 ? (
        <p className={type.muted} data-slot="addresses-empty">
          {t('account.addresses.none')}
        </p>
      ) : (
        <ul className={area.addressList} data-slot="address-list">
          {addresses.map((address) => {
            const isDefault = address.id === defaultAddressId;
            return (
              <li
                key={address.id}
                className={area.panel}
                data-slot="address-card"
                data-default={isDefault || undefined}
              >
                {isDefault ? (
                  <p className={type.badge} data-slot="address-default">
                    {t('account.addresses.default')}
                  </p>
                ) : null}
                <AddressBlock address={address} />
                <div className={area.addressActions}>
                  <Link
                    to={`${listPath}?${new URLSearchParams({ edit: address.id })}#address-form`}
                    preventScrollReset
                  >
                    {t('account.addresses.edit')}
                  </Link>
                  {isDefault ? null : (
                    <AddressAction intent="default" addressId={address.id}>
                      {t('account.addresses.makeDefault')}
                    </AddressAction>
                  )}
                  <AddressAction intent="delete" addressId={address.id}>
                    {t('account.addresses.delete')}
                  </AddressAction>
                </div>
              </li>
            );
          })}
        </ul>
      )}
      <section id="address-form" aria-labelledby="address-form-title">
        <h2 id="address-form-title">
          {editing ? t('account.addresses.editTitle') : t('account.addresses.add')}
        </h2>
        <AddressForm
          key={editing?.id ?? `new-${addresses.length}`}
          address={editing}
          isDefault={editing ? editing.id === defaultAddressId : addresses.length === 0}
          actionData={actionData}
          onCancel={
            editing ? (
              <Link to={listPath} preventScrollReset>
                {t('account.edit.cancel')}
              </Link>
            ) : null
          }
        />
      </section>
    </AccountArea>
  );
}

/** One address's one-click action, a form of its own so it also works without scripts. */
function AddressAction({
  intent,
  addressId,
  children,
}: {
  intent: 'default' | 'delete';
  addressId: string;
  children: ReactNode;
}) {
  return (
    <Form method="post">
      <input type="hidden" name="intent" value={intent} />
      <input type="hidden" name="addressId" value={addressId} />
      <button type="submit" className={area.linkButton}>
        {children}
      </button>
    </Form>
  );
}
