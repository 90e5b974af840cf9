import { data } from 'react-router';
import type { Route } from './+types/($locale).policies.$handle';
import { getAppContext } from '../lib/server/context.server';
import { requireLocale } from '../lib/i18n/locale.server';
import { pageMeta } from '../lib/seo/meta';
import type { PageTypeHandle } from '../lib/analytics/pageType';
import { POLICY_FIELDS } from '../lib/commerce/policies';
import { pageTitle } from '../components/pageTitle.css';

export const handle = { pageType: 'policy' } satisfies PageTypeHandle;

export const meta: Route.MetaFunction = ({ loaderData, matches, location }) =>
  pageMeta(matches, location, { title: loaderData?.policy.title });

interface Policy {
  title: string;
  handle: string;
  body: string;
}

export async function loader({ params }: Route.LoaderArgs) {
  const locale = requireLocale(params);
  const field = POLICY_FIELDS[params.handle as keyof typeof POLICY_FIELDS];
  if (!field) throw data(`No policy is called "${params.handle}"`, { status: 404 });
  const { shop } = await getAppContext().commerce.query<{
    shop: Partial<Record<string, Policy | null>>;
  }>(policyQuery(field), { locale });
  const policy = shop[field];
  if (!policy) throw data(`The shop has no ${params.handle.replace(/-/g, ' ')}`, { status: 404 });
  return { policy };
}

export default function PolicyPage({ loaderData }: Route.ComponentProps) {
  const { policy } = loaderData;
  return (
    <article data-testid="policy">
      <h1 className={pageTitle}>{policy.title}</h1>
      {/* Policy bodies are HTML written by the merchant in the Shopify admin. */}
      <div dangerouslySetInnerHTML={{ __html: policy.body }} />
    </article>
  );
}

/** Asks only for the one policy shown, so a shop without the others is not an error. */
function policyQuery(field: (typeof POLICY_FIELDS)[keyof typeof POLICY_FIELDS]) {
  return `#graphql
    query Policy($country: CountryCode, $language: LanguageCode)
    @inContext(country: $country, language: $language) {
      shop { ${field} { title handle body } }
    }
  `;
}
