import { Form } from 'react-router';
import { useTranslate } from '../../hooks/useRootData';
import * as styles from './PreviewBadge.css';

/** Behaviour §6: in preview mode a visible badge says so; leaving preview is a POST. */
export function PreviewBadge() {
  const t = useTranslate();
  return (
    <div className={styles.badge} role="status" data-testid="preview-badge">
      <span>{t('preview.badge')}</span>
      <Form method="post" action="/api/preview" reloadDocument>
        <button type="submit" className={styles.exit}>
          {t('preview.exit')}
        </button>
      </Form>
    </div>
  );
}
