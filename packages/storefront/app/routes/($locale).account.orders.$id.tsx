import { data, Link } from 'react-router';
import { formatMoney } from '@treize/ui';
import type { Route } from './+types/($locale).account.orders.$id';
import { AccountArea } from '../components/account/AccountArea';
import { AddressBlock } from '../components/account/AddressBlock';
import { OrderStatus } from '../components/account/OrderStatus';
import { visibleOptions } from '../components/cart/visibleOptions';
import { useLocale, useRootData, useTranslate } from '../hooks/useRootData';
import { accountHeaders, accountMeta } from '../lib/account/accountMeta';
import { requireCustomerOrder } from '../lib/account/customerLoader.server';
import { orderIdOf, type MoneyData } from '../lib/account/accountTypes';
import { labelSelectedOptions } from '../lib/content/optionLabels';
import { formatDate } from '../lib/i18n/formats';
import { hreflang, localizePath, productPath } from '../lib/i18n/locales';
import { createTranslate } from '../lib/i18n/translate';
import { requireLocale } from '../lib/i18n/locale.server';
import { STATUS_REDIRECT_FAILED } from './($locale).account.orders.$id.status';
import { withAccountWords } from '../lib/account/accountWords';
import type { PageTypeHandle } from '../lib/analytics/pageType';
import * as area from '../components/account/AccountArea.css';
import { message as messageStyle } from '../components/account/AccountForm.css';
import * as orderStyles from '../components/account/OrderDetail.css';
import * as type from '../components/account/accountType.css';

export const handle = { pageType: 'customers/order' } satisfies PageTypeHandle;

export const meta: Route.MetaFunction = ({ matches }) =>
  accountMeta(matches, 'account.orders.title');
export const headers = accountHeaders;

/**
 * One order of the signed-in customer: lines, totals, shipping address, date (dd.mm.yyyy) and
 * fulfilment status. An order that does not exist or belongs to someone else is the same 404
 * 'Order cannot be located.' (behaviour §8), so order numbers cannot be probed.
 */
export async function loader({ request, params, url }: Route.LoaderArgs) {
  const locale = requireLocale(params);
  const order = await requireCustomerOrder(request, locale, url, params.id);
  if (!order) {
    return data(
      { order: null, message: createTranslate(locale.language)('account.errors.orderNotFound') },
      { status: 404 },
    );
  }
  // Back from "track this order" when the shop gave no status page (behaviour §8).
  const statusFailed = url.searchParams.has(STATUS_REDIRECT_FAILED);
  return {
    order,
    message: statusFailed
      ? createTranslate(locale.language)('account.errors.orderStatusRedirect')
      : null,
  };
}

/** A link into the account area fetches its words beside the data. */
export const clientLoader = (args: Route.ClientLoaderArgs) => withAccountWords(args);

export default function AccountOrderRoute({ loaderData }: Route.ComponentProps) {
  const t = useTranslate();
  const locale = useLocale();
  const customOptions = useRootData()?.layout?.customProductOptions;
  const { order, message } = loaderData;
  const money = (value: MoneyData) => formatMoney(value, hreflang(locale));
  const back = (
    <Link to={localizePath('/account', locale)} className={orderStyles.back}>
      {t('account.order.back')}
    </Link>
  );
  if (!order)
    return (
      <AccountArea slot="account-order" title={t('account.orders.title')}>
        <p className={messageStyle} data-kind="error" role="alert" data-slot="order-not-found">
          {message}
        </p>
        {back}
      </AccountArea>
    );
  return (
    <AccountArea slot="account-order" title={t('account.orders.order', { name: order.name })}>
      {message ? (
        <p className={messageStyle} data-kind="error" role="alert" data-slot="order-status-error">
          {message}
        </p>
      ) : null}
      <div className={orderStyles.head}>
        <p data-slot="order-date">
          {t('account.order.placedOn', { date: formatDate(order.processedAt) })}
        </p>
        <OrderStatus status={order.fulfillmentStatus} />
        {/* A document request: the status page is on the shop's host, outside this app. */}
        <Link
          to={localizePath(`/account/orders/${orderIdOf(order.id)}/status`, locale)}
          reloadDocument
          className={orderStyles.track}
          data-slot="order-track"
        >
          {t('account.order.track')}
        </Link>
      </div>
      <table className={orderStyles.lines} data-slot="order-lines">
        <thead>
          <tr>
            <th scope="col">{t('account.order.product')}</th>
            <th scope="col">{t('account.order.quantity')}</th>
            <th scope="col">{t('account.order.lineTotal')}</th>
          </tr>
        </thead>
        <tbody>
          {order.lineItems.nodes.map((line, index) => (
            <tr key={`${line.variant?.id ?? line.title}-${index}`} data-slot="order-line">
              <td>
                <div className={orderStyles.line}>
                  {line.variant?.image ? (
                    <img
                      src={line.variant.image.url}
                      alt={line.variant.image.altText ?? ''}
                      width={64}
                      height={Math.round(
                        (64 * line.variant.image.height) / (line.variant.image.width || 64),
                      )}
                      loading="lazy"
                    />
                  ) : null}
                  <div>
                    {line.variant ? (
                      <Link
                        to={productPath(
                          line.variant.product.handle,
                          locale,
                          line.variant.selectedOptions,
                        )}
                      >
                        {line.title}
                      </Link>
                    ) : (
                      line.title
                    )}
                    {line.variant && visibleOptions(line.variant.selectedOptions).length > 0 ? (
                      <p className={type.muted} data-slot="order-line-options">
                        {labelSelectedOptions(
                          customOptions,
                          visibleOptions(line.variant.selectedOptions),
                        )
                          .map((option) => option.value)
                          .join(' / ')}
                      </p>
                    ) : null}
                  </div>
                </div>
              </td>
              <td>{line.quantity}</td>
              <td>{money(line.discountedTotalPrice)}</td>
            </tr>
          ))}
        </tbody>
      </table>
      <div className={area.panels}>
        <section className={area.panel} aria-labelledby="order-address">
          <h2 id="order-address">{t('account.order.shippingAddress')}</h2>
          {order.shippingAddress ? (
            <AddressBlock address={order.shippingAddress} />
          ) : (
            <p className={type.muted}>{t('account.order.noShippingAddress')}</p>
          )}
        </section>
        <dl className={orderStyles.totals} data-slot="order-totals">
          {order.subtotalPrice ? (
            <div>
              <dt>{t('account.order.subtotal')}</dt>
              <dd>{money(order.subtotalPrice)}</dd>
            </div>
          ) : null}
          <div>
            <dt>{t('account.order.shipping')}</dt>
            <dd>{money(order.totalShippingPrice)}</dd>
          </div>
          {order.totalTax && Number(order.totalTax.amount) > 0 ? (
            <div>
              <dt>{t('account.order.tax')}</dt>
              <dd>{money(order.totalTax)}</dd>
            </div>
          ) : null}
          <div className={orderStyles.grandTotal}>
            <dt>{t('account.order.total')}</dt>
            <dd data-slot="order-total">{money(order.totalPrice)}</dd>
          </div>
        </dl>
      </div>
      {back}
    </AccountArea>
  );
}
