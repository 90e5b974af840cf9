import { data } from 'react-router';
import type { Route } from './+types/($locale).$';
import { createTranslate } from '../lib/i18n/translate';
import { requireLocale } from '../lib/i18n/locale.server';

/** Any path no route claims is a 404, rendered by the root error boundary with the content texts. */
export function loader({ params }: Route.LoaderArgs) {
  requireLocale(params);
  throw data(`No page at /${params['*']}`, { status: 404 });
}

/**
 * A form sent to an address no route takes (`/en-us/api/contact`: the form endpoints have no
 * language prefix) is told so plainly, in the language of the prefix.
 */
export function action({ params }: Route.ActionArgs) {
  const t = createTranslate(requireLocale(params).language);
  throw data(t('errors.noFormHere'), { status: 405, headers: { Allow: 'GET, HEAD' } });
}

/** Never rendered (the loader always throws); it makes this a page route, so the 404 is HTML. */
export default function NotFound() {
  return null;
}
