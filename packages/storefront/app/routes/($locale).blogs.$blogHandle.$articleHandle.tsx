import { data, Link } from 'react-router';
import type { Route } from './+types/($locale).blogs.$blogHandle.$articleHandle';
import { ArticleMeta } from '../components/journal/ArticleMeta';
import { ShopImage } from '../components/product/ShopImage';
import { useLocale, useTranslate } from '../hooks/useRootData';
import { ARTICLE_QUERY, type ArticleData } from '../lib/commerce/journal';
import { getAppContext } from '../lib/server/context.server';
import { localizePath } from '../lib/i18n/locales';
import { requireLocale } from '../lib/i18n/locale.server';
import { pageMeta } from '../lib/seo/meta';
import type { StructuredDataHandle } from '../components/seo/StructuredData';
import * as styles from '../components/journal/Journal.css';
import { richText } from '../components/content/PortableBody.css';
import type { PageTypeHandle } from '../lib/analytics/pageType';
import { pageTitle } from '../components/pageTitle.css';

export const meta: Route.MetaFunction = ({ loaderData, matches, location }) =>
  pageMeta(matches, location, {
    title: loaderData?.article.seo?.title ?? loaderData?.article.title,
    description: loaderData?.article.seo?.description ?? loaderData?.article.excerpt,
    image: loaderData?.article.image
      ? {
          url: loaderData.article.image.url,
          width: loaderData.article.image.width,
          height: loaderData.article.image.height,
          alt: loaderData.article.image.altText,
        }
      : undefined,
    type: 'article',
  });

/** A journal post is an article by the shop, dated by the Storefront API. */
export const handle = {
  structuredData: 'article',
  pageType: 'article',
} satisfies StructuredDataHandle & PageTypeHandle;

const HANDLE = /^[a-z0-9][a-z0-9-]{0,254}$/;

export async function loader({ params }: Route.LoaderArgs) {
  const locale = requireLocale(params);
  if (!HANDLE.test(params.blogHandle) || !HANDLE.test(params.articleHandle))
    throw data(`No article at /blogs/${params.blogHandle}/${params.articleHandle}`, {
      status: 404,
    });
  const { blog } = await getAppContext().commerce.query<{
    blog: { articleByHandle: ArticleData | null } | null;
  }>(ARTICLE_QUERY, {
    locale,
    variables: { blogHandle: params.blogHandle, articleHandle: params.articleHandle },
  });
  const article = blog?.articleByHandle;
  if (!article)
    throw data(`No article "${params.articleHandle}" in the blog "${params.blogHandle}"`, {
      status: 404,
    });
  return { article };
}

export default function Article({ loaderData }: Route.ComponentProps) {
  const { article } = loaderData;
  const t = useTranslate();
  const locale = useLocale();
  return (
    <article className={styles.article} data-testid="article">
      <header className={styles.articleHeader}>
        <ArticleMeta article={article} />
        <h1 className={pageTitle}>{article.title}</h1>
      </header>
      {article.image ? (
        <div className={styles.articleImage}>
          <ShopImage image={article.image} sizes="(min-width: 1024px) 48rem, 100vw" eager />
        </div>
      ) : null}
      {/* Article bodies are HTML written by the merchant in the Shopify admin. */}
      <div
        className={`${richText} ${styles.articleBody}`}
        dangerouslySetInnerHTML={{ __html: article.contentHtml }}
      />
      <footer className={styles.articleFooter}>
        <Link to={localizePath(`/blogs/${article.blog.handle}`, locale)} prefetch="intent">
          ← {t('journal.back', { blog: article.blog.title })}
        </Link>
      </footer>
    </article>
  );
}
