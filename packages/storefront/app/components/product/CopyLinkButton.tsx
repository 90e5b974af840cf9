import { clipboardMachine } from '@treize/machines';
import { useShopMachine } from '../../lib/actors/useShopMachine';
import { useTranslate } from '../../hooks/useRootData';
import { machineInspection } from '../../lib/qa/machineInspection';
import * as styles from './CopyLinkButton.css';

/**
 * The product page's "copy the link" action: the clipboard flag of behaviour §4 (copied, then back to
 * idle after 2000 ms; copying again restarts the wait). It copies the address the shopper sees,
 * with the chosen options, so whoever opens it lands on the same piece.
 */
export function CopyLinkButton() {
  const t = useTranslate();
  const [snapshot, send] = useShopMachine(clipboardMachine, machineInspection());
  const copied = snapshot.matches('copied');
  return (
    <p className={styles.copyLink} data-slot="copy-link" data-state={String(snapshot.value)}>
      <button
        type="button"
        className={styles.button}
        onClick={() => send({ type: 'COPY', text: window.location.href })}
      >
        {t('product.copyLink')}
      </button>
      {/* Announced once, read by screen readers as it appears. */}
      <span className={styles.status} role="status">
        {copied ? t('product.linkCopied') : ''}
      </span>
    </p>
  );
}
