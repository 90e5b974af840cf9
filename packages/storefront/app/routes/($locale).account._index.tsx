import { Link } from 'react-router';
import type { Route } from './+types/($locale).account._index';
import { AccountArea } from '../components/account/AccountArea';
import { AddressBlock } from '../components/account/AddressBlock';
import { OrderList } from '../components/account/OrderList';
import { useLocale, useTranslate } from '../hooks/useRootData';
import { accountHeaders, accountMeta } from '../lib/account/accountMeta';
import { requireCustomer } from '../lib/account/customerLoader.server';
import { localizePath } from '../lib/i18n/locales';
import { requireLocale } from '../lib/i18n/locale.server';
import { withAccountWords } from '../lib/account/accountWords';
import type { PageTypeHandle } from '../lib/analytics/pageType';
import * as area from '../components/account/AccountArea.css';
import * as type from '../components/account/accountType.css';

export const handle = { pageType: 'customers/account' } satisfies PageTypeHandle;

export const meta: Route.MetaFunction = ({ matches }) => accountMeta(matches, 'account.title');
export const headers = accountHeaders;

/** The overview: profile, default address and recent orders of the signed-in customer. */
export async function loader({ request, params, url }: Route.LoaderArgs) {
  const { customer } = await requireCustomer(request, requireLocale(params), url);
  return { customer };
}

/** A link into the account area fetches its words beside the data. */
export const clientLoader = (args: Route.ClientLoaderArgs) => withAccountWords(args);

export default function AccountOverviewRoute({ loaderData }: Route.ComponentProps) {
  const t = useTranslate();
  const locale = useLocale();
  const { customer } = loaderData;
  const name = [customer.firstName, customer.lastName].filter(Boolean).join(' ');
  return (
    <AccountArea
      slot="account-overview"
      title={name ? t('account.overview.greeting', { name }) : t('account.overview.welcome')}
    >
      <div className={area.panels}>
        <section className={area.panel} aria-labelledby="account-profile">
          <h2 id="account-profile">{t('account.profile.title')}</h2>
          <ul className={area.profile} data-slot="account-profile">
            {name ? <li>{name}</li> : null}
            <li>{customer.email}</li>
            {customer.phone ? <li>{customer.phone}</li> : null}
          </ul>
          <Link to={localizePath('/account/edit', locale)}>{t('account.profile.edit')}</Link>
        </section>
        <section className={area.panel} aria-labelledby="account-default-address">
          <h2 id="account-default-address">{t('account.addresses.default')}</h2>
          {customer.defaultAddress ? (
            <AddressBlock address={customer.defaultAddress} />
          ) : (
            <p className={type.muted}>{t('account.addresses.none')}</p>
          )}
          <Link to={localizePath('/account/addresses', locale)}>
            {t('account.addresses.manage')}
          </Link>
        </section>
      </div>
      <section aria-labelledby="account-orders">
        <h2 id="account-orders">{t('account.orders.title')}</h2>
        <OrderList orders={customer.orders.nodes} />
      </section>
    </AccountArea>
  );
}
