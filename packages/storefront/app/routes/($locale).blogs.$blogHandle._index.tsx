import { data, Link } from 'react-router';
import type { Route } from './+types/($locale).blogs.$blogHandle._index';
import { ArticleMeta } from '../components/journal/ArticleMeta';
import { ShopImage } from '../components/product/ShopImage';
import { useLocale, useTranslate } from '../hooks/useRootData';
import { ARTICLES_PER_PAGE, BLOG_QUERY, type BlogData } from '../lib/commerce/journal';
import { getAppContext } from '../lib/server/context.server';
import { localizePath } from '../lib/i18n/locales';
import { requireLocale } from '../lib/i18n/locale.server';
import { pageMeta } from '../lib/seo/meta';
import * as styles from '../components/journal/Journal.css';
import type { PageTypeHandle } from '../lib/analytics/pageType';
import { pagination } from '../components/pagination.css';
import { pageTitle } from '../components/pageTitle.css';

export const handle = { pageType: 'blog' } satisfies PageTypeHandle;

export const meta: Route.MetaFunction = ({ loaderData, matches, location }) =>
  pageMeta(matches, location, {
    title: loaderData?.blog.seo?.title ?? loaderData?.blog.title,
    description: loaderData?.blog.seo?.description,
  });

const HANDLE = /^[a-z0-9][a-z0-9-]{0,254}$/;
/** Cursors the Storefront API hands out: base64url text. */
const CURSOR = /^[A-Za-z0-9+/=_-]{1,512}$/;

export async function loader({ params, request }: Route.LoaderArgs) {
  const locale = requireLocale(params);
  if (!HANDLE.test(params.blogHandle))
    throw data(`"${params.blogHandle}" is not a blog handle`, { status: 404 });
  const after = new URL(request.url).searchParams.get('after');
  if (after !== null && !CURSOR.test(after))
    throw data('The page cursor is malformed.', { status: 400 });
  const { blog } = await getAppContext().commerce.query<{ blog: BlogData | null }>(BLOG_QUERY, {
    locale,
    variables: { handle: params.blogHandle, first: ARTICLES_PER_PAGE, after },
  });
  if (!blog) throw data(`No blog has the handle "${params.blogHandle}"`, { status: 404 });
  return { blog };
}

export default function Blog({ loaderData }: Route.ComponentProps) {
  const { blog } = loaderData;
  const t = useTranslate();
  const locale = useLocale();
  const [lead, ...rest] = blog.articles.nodes;
  const articlePath = (handle: string) => localizePath(`/blogs/${blog.handle}/${handle}`, locale);
  return (
    <section data-testid="blog">
      <header className={styles.header}>
        <h1 className={pageTitle}>{blog.title}</h1>
        {blog.seo?.description ? <p className={styles.intro}>{blog.seo.description}</p> : null}
      </header>
      {lead ? null : <p>{t('journal.empty')}</p>}
      <ol className={styles.list}>
        {[lead, ...rest].flatMap((article, index) =>
          article
            ? [
                <li
                  key={article.id}
                  className={index === 0 ? `${styles.card} ${styles.leadCard}` : styles.card}
                  data-testid="article-card"
                >
                  {/* The picture repeats the title link: one tab stop and one name per article. */}
                  <Link
                    to={articlePath(article.handle)}
                    prefetch="intent"
                    tabIndex={-1}
                    aria-hidden="true"
                  >
                    {article.image ? (
                      <ShopImage
                        image={article.image}
                        sizes={
                          index === 0
                            ? '(min-width: 1024px) 60vw, 100vw'
                            : '(min-width: 1024px) 30vw, 100vw'
                        }
                        eager={index === 0}
                      />
                    ) : null}
                  </Link>
                  <div>
                    <ArticleMeta article={article} />
                    <h2 className={styles.cardTitle}>
                      <Link to={articlePath(article.handle)} prefetch="intent">
                        {article.title}
                      </Link>
                    </h2>
                    {article.excerpt ? <p>{article.excerpt}</p> : null}
                  </div>
                </li>,
              ]
            : [],
        )}
      </ol>
      {blog.articles.pageInfo.hasNextPage && blog.articles.pageInfo.endCursor ? (
        <nav className={pagination}>
          <Link
            to={`?after=${encodeURIComponent(blog.articles.pageInfo.endCursor)}`}
            rel="next"
            preventScrollReset={false}
          >
            {t('journal.next')}
          </Link>
        </nav>
      ) : null}
    </section>
  );
}
