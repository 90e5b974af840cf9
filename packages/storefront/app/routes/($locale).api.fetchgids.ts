import { data } from 'react-router';
import type { Route } from './+types/($locale).api.fetchgids';
import { GID } from '../lib/commerce/products.server';
import { getAppContext, isPreview } from '../lib/server/context.server';
import { createTranslate } from '../lib/i18n/translate';
import { requireLocale } from '../lib/i18n/locale.server';

/** Storefront API `nodes` accepts at most 250 ids. */
export const MAX_IDS = 250;

/** Outside preview mode this endpoint does not exist (behaviour §6, §7). */
export async function loader({ request, params }: Route.LoaderArgs) {
  const locale = requireLocale(params);
  if (!(await isPreview(request)))
    throw data(createTranslate(locale.language)('errors.previewOnly'), { status: 404 });
  return data('Send a POST with the form field "ids" (a JSON list of gids).', { status: 405 });
}

/** `POST {locale prefix}/api/fetchgids`, field `ids` = JSON list: the commerce items, each with its id. */
export async function action({ request, params }: Route.ActionArgs) {
  const locale = requireLocale(params);
  if (!(await isPreview(request)))
    throw data(createTranslate(locale.language)('errors.previewOnly'), { status: 404 });
  let raw: FormDataEntryValue | null;
  try {
    raw = (await request.formData()).get('ids');
  } catch {
    return data({ error: 'Send the ids as a form field named "ids".' }, { status: 400 });
  }
  let ids: unknown;
  try {
    ids = typeof raw === 'string' ? JSON.parse(raw) : undefined;
  } catch {
    return data({ error: 'The field "ids" must be a JSON list of gids.' }, { status: 400 });
  }
  if (
    !Array.isArray(ids) ||
    ids.length === 0 ||
    ids.length > MAX_IDS ||
    !ids.every((id) => typeof id === 'string' && GID.test(id))
  ) {
    return data(
      {
        error: `The field "ids" must be a JSON list of 1 to ${MAX_IDS} gids like "gid://shopify/Product/1".`,
      },
      { status: 400 },
    );
  }
  const { nodes } = await getAppContext().commerce.query<{ nodes: ({ id: string } | null)[] }>(
    NODES_QUERY,
    {
      locale,
      variables: { ids },
    },
  );
  return nodes.filter((node): node is { id: string } => node !== null);
}

const NODES_QUERY = `#graphql
  query PreviewNodes($ids: [ID!]!, $country: CountryCode, $language: LanguageCode)
  @inContext(country: $country, language: $language) {
    nodes(ids: $ids) {
      id
      ... on Product { handle title vendor featuredImage { url altText width height } }
      ... on ProductVariant { title product { handle title } price { amount currencyCode } }
      ... on Collection { handle title }
    }
  }
`;
