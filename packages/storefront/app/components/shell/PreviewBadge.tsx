import { Form } from 'react-router';
import { useTranslate } from '../../hooks/useRootData';

/** Behaviour §6: in preview mode a visible badge says so; leaving preview is a POST. */
export function PreviewBadge() {
  const t = useTranslate();
  return (
    <div className="preview-badge" role="status" data-testid="preview-badge">
      <span>{t('preview.badge')}</span>
      <Form method="post" action="/api/preview" reloadDocument>
        <button type="submit">{t('preview.exit')}</button>
      </Form>
    </div>
  );
}
