import { Link } from 'react-router';
import type { Route } from './+types/($locale).collections._index';
import { ShopImage } from '../components/product/ShopImage';
import { useLocale, useTranslate } from '../hooks/useRootData';
import { IMAGE_FRAGMENT } from '../lib/commerce/fragments';
import type { CollectionSummary } from '../lib/commerce/types';
import { getAppContext } from '../lib/server/context.server';
import { localizePath } from '../lib/i18n/locales';
import { requireLocale } from '../lib/i18n/locale.server';
import { pageMeta } from '../lib/seo/meta';
import { metaTranslate } from '../lib/seo/metaBasics';
import type { PageTypeHandle } from '../lib/analytics/pageType';
import { list } from '../components/collection/Collections.css';
import { pageTitle } from '../components/pageTitle.css';

export const handle = { pageType: 'list-collections' } satisfies PageTypeHandle;

export const meta: Route.MetaFunction = ({ matches, location }) =>
  pageMeta(matches, location, { title: metaTranslate(matches)('collections.title') });

export async function loader({ params }: Route.LoaderArgs) {
  const locale = requireLocale(params);
  const { collections } = await getAppContext().commerce.query<{
    collections: { nodes: CollectionSummary[] };
  }>(COLLECTIONS_QUERY, { locale });
  return { collections: collections.nodes };
}

export default function Collections({ loaderData }: Route.ComponentProps) {
  const t = useTranslate();
  const locale = useLocale();
  return (
    <section data-testid="collections">
      <h1 className={pageTitle}>{t('collections.title')}</h1>
      <ul className={list}>
        {loaderData.collections.map((collection) => (
          <li key={collection.id}>
            <Link to={localizePath(`/collections/${collection.handle}`, locale)} prefetch="intent">
              {collection.image ? (
                // The heading beside it names the link: the picture is decoration (axe
                // image-redundant-alt), so it has an empty alt.
                <ShopImage
                  image={collection.image}
                  sizes="(min-width: 1024px) 33vw, 100vw"
                  alt=""
                />
              ) : null}
              <h2>{collection.title}</h2>
            </Link>
            {collection.description ? <p>{collection.description}</p> : null}
          </li>
        ))}
      </ul>
    </section>
  );
}

const COLLECTIONS_QUERY = `#graphql
  query Collections($country: CountryCode, $language: LanguageCode)
  @inContext(country: $country, language: $language) {
    collections(first: 50) {
      nodes { id handle title description image { ...ImageFields } }
    }
  }
  ${IMAGE_FRAGMENT}
`;
