import { data } from 'react-router';
import type { Route } from './+types/($locale).pages.$slug';
import { LazyPortableBody } from '../components/content/LazyPortableBody';
import { ProductsByGidContext } from '../components/content/productsByGid';
import { fetchProductCards, productGidsOf } from '../lib/commerce/products.server';
import { PAGE_QUERY } from '../lib/content/queries';
import { getAppContext, isPreview } from '../lib/server/context.server';
import { requireLocale } from '../lib/i18n/locale.server';
import { layoutShareImage, pageMeta } from '../lib/seo/meta';
import { rootDataOf } from '../lib/seo/metaBasics';
import { contentShareImage } from '../lib/content/image';
import type { StructuredDataHandle } from '../components/seo/StructuredData';
import type { PageTypeHandle } from '../lib/analytics/pageType';
import { pageTitle } from '../components/pageTitle.css';

export const meta: Route.MetaFunction = ({ loaderData, matches, location }) => {
  const root = rootDataOf(matches);
  return pageMeta(matches, location, {
    title: loaderData?.page.seo?.title || loaderData?.page.title,
    description: loaderData?.page.seo?.description,
    image:
      (root && contentShareImage(root.imageConfig, loaderData?.page.seo?.image)) ??
      layoutShareImage(root),
    type: 'article',
  });
};

/** An editorial page is an article by the shop, dated by its content document. */
export const handle = {
  structuredData: 'page',
  pageType: 'page',
} satisfies StructuredDataHandle & PageTypeHandle;

const SLUG = /^[a-z0-9][a-z0-9-]{0,199}$/;

export async function loader({ params, request }: Route.LoaderArgs) {
  const locale = requireLocale(params);
  if (!SLUG.test(params.slug))
    throw data(`"${params.slug}" is not a page address`, { status: 404 });
  const { commerce, content } = getAppContext();
  const page = await content.fetch(PAGE_QUERY, {
    locale,
    params: { slug: params.slug },
    preview: await isPreview(request),
  });
  if (!page) throw data(`No page has the address "${params.slug}"`, { status: 404 });
  const productsByGid = await fetchProductCards(commerce, locale, productGidsOf(page.body));
  return { page, productsByGid };
}

export default function EditorialPage({ loaderData }: Route.ComponentProps) {
  const { page, productsByGid } = loaderData;
  return (
    <article data-testid="editorial-page">
      <h1 className={pageTitle}>{page.title}</h1>
      {page.body?.length ? (
        <ProductsByGidContext.Provider value={productsByGid}>
          <LazyPortableBody value={page.body} lead />
        </ProductsByGidContext.Provider>
      ) : null}
    </article>
  );
}
