import { useTranslate } from '../../hooks/useRootData';
import { status as statusStyle } from './accountType.css';

/**
 * A fulfilment status label (behaviour §4: 24 statuses, FR and EN, PENDING_FULFILLMENT reads
 * 'Pending'). A status the shop does not know yet is shown as the API wrote it rather than as a
 * missing translation.
 */
export function OrderStatus({ status }: { status: string }) {
  const t = useTranslate();
  const label = t(`fulfillment.${status}`);
  return (
    <span className={statusStyle} data-status={status} data-slot="order-status">
      {label.startsWith('Missing translation') ? status : label}
    </span>
  );
}
