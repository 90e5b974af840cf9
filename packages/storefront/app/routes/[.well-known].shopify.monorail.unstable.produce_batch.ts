import { data } from 'react-router';
import type { Route } from './+types/[.well-known].shopify.monorail.unstable.produce_batch';
import { analyticsBatchSchema } from '../lib/analytics/analyticsBatch';
import { forwardAnalyticsBatch } from '../lib/analytics/analyticsProxy.server';
import { hasAnalyticsConsent } from '../lib/consent/consent.server';
import { BodyTooLargeError, readLimitedText } from '../lib/http/bodyLimit.server';
import { getAppContext } from '../lib/server/context.server';
import { getLocaleFromPathname } from '../lib/i18n/locales';
import { createTranslate, type Translate } from '../lib/i18n/translate';

/** Fifty events of a few hundred bytes each fit many times over. */
export const ANALYTICS_BODY_LIMIT_BYTES = 64 * 1024;

/** The page that sent the batch names the language of the answer (French by default). */
function translateFor(request: Request): Translate {
  const referer = request.headers.get('Referer');
  let pathname = '/';
  try {
    if (referer) pathname = new URL(referer).pathname;
  } catch {
    // An unreadable Referer leaves the default language.
  }
  return createTranslate(getLocaleFromPathname(pathname).language);
}

/** Every refusal in the batch endpoint's own shape, so the sender logs it like any other result. */
function refuse(message: string, status: number) {
  return data({ result: [{ status, message }], error: message }, { status });
}

export function loader({ request }: Route.LoaderArgs) {
  return refuse(translateFor(request)('analytics.invalidBatch'), 405);
}

/**
 * The shop host's analytics path (behaviour §7, ADR 005): the browser posts its text/plain batch here,
 * on its own origin, and the storefront forwards it to the commerce backend. Without the
 * `privacyPolicy=accepted` cookie nothing is forwarded (behaviour §4), whoever calls.
 */
export async function action({ request }: Route.ActionArgs) {
  const t = translateFor(request);
  if (!hasAnalyticsConsent(request)) return refuse(t('analytics.consentRequired'), 403);
  let body: string;
  try {
    body = await readLimitedText(request, ANALYTICS_BODY_LIMIT_BYTES);
  } catch (error) {
    if (error instanceof BodyTooLargeError) return refuse(t('analytics.tooLarge'), 413);
    throw error;
  }
  let json: unknown;
  try {
    json = JSON.parse(body);
  } catch {
    return refuse(t('analytics.invalidBatch'), 400);
  }
  const batch = analyticsBatchSchema.safeParse(json);
  if (!batch.success) return refuse(t('analytics.invalidBatch'), 400);

  let answer: Response;
  try {
    answer = await forwardAnalyticsBatch(
      JSON.stringify(batch.data),
      getAppContext().env.storeDomain,
    );
  } catch {
    return refuse(t('analytics.unavailable'), 503);
  }
  if (!answer.ok) return refuse(t('analytics.unavailable'), answer.status >= 500 ? 503 : 502);
  return new Response(await answer.text(), {
    status: 200,
    headers: { 'Content-Type': 'application/json', 'Cache-Control': 'no-store' },
  });
}
