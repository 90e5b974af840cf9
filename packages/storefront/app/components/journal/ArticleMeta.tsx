import { useTranslate } from '../../hooks/useRootData';
import { formatDate } from '../../lib/i18n/formats';
import { meta } from './Journal.css';

/** The line above a journal post's title, in the list and on the post: its date, its author. */
export function ArticleMeta({
  article,
}: {
  article: { publishedAt: string; authorV2: { name: string } | null };
}) {
  const t = useTranslate();
  return (
    <p className={meta}>
      <time dateTime={article.publishedAt}>{formatDate(article.publishedAt)}</time>
      {article.authorV2 ? (
        <span> · {t('journal.byline', { author: article.authorV2.name })}</span>
      ) : null}
    </p>
  );
}
