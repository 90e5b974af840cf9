import { Link } from 'react-router';
import { formatMoney } from '@treize/ui';
import { useLocale, useTranslate } from '../../hooks/useRootData';
import { orderIdOf, type OrderSummary } from '../../lib/account/accountTypes';
import { formatDate } from '../../lib/i18n/formats';
import { hreflang, localizePath } from '../../lib/i18n/locales';
import { OrderStatus } from './OrderStatus';
import * as area from './AccountArea.css';
import * as styles from './OrderList.css';
import { primaryButton } from '../button.css';

/** The customer's orders, newest first: number, date (dd.mm.yyyy), status, total. */
export function OrderList({ orders }: { orders: OrderSummary[] }) {
  const t = useTranslate();
  const locale = useLocale();
  if (orders.length === 0)
    return (
      <div className={area.empty} data-slot="orders-empty">
        <p>{t('account.orders.none')}</p>
        <Link className={primaryButton} to={localizePath('/collections', locale)}>
          {t('account.orders.startShopping')}
        </Link>
      </div>
    );
  return (
    <ul className={styles.orders} data-slot="order-list">
      {orders.map((order) => (
        <li key={order.id} data-slot="order-summary">
          <Link
            to={localizePath(`/account/orders/${orderIdOf(order.id)}`, locale)}
            aria-label={`${t('account.orders.view')} ${order.name}`}
            className={styles.link}
          >
            <span className={styles.name}>{order.name}</span>
            <span className={styles.date} data-slot="order-date">
              {formatDate(order.processedAt)}
            </span>
            <OrderStatus status={order.fulfillmentStatus} />
            <span className={styles.total}>{formatMoney(order.totalPrice, hreflang(locale))}</span>
          </Link>
        </li>
      ))}
    </ul>
  );
}
