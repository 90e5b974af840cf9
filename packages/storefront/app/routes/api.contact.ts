import type { Route } from './+types/api.contact';
import { getAppContext } from '../lib/server/context.server';
import {
  ContactStoreUnavailableError,
  contactRequestDocument,
  fetchContactOptions,
  saveContactRequest,
} from '../lib/content/contactRequests.server';
import {
  HONEYPOT_FIELD,
  contactInputOf,
  contactMessageKey,
  contactSchema,
  type ContactOption,
} from '../lib/forms/contactSchema';
import { publicFormEndpoint } from '../lib/forms/formEndpoint.server';
import { formError, formLocale, translatorOf } from '../lib/forms/formResponses.server';
import { contactLimiter } from '../lib/limits/formLimits.server';
import { LOCALES, type Locale } from '../lib/i18n/locales';

/** A 5,000-character message in multipart, with every other field, fits well under 64 KB. */
export const CONTACT_MAX_BYTES = 64 * 1024;

/**
 * `POST /api/contact` (behaviour §7), the multipart contact form: validated with the form's schema,
 * then kept as one `contactRequest` document in the content backend. 200 kept, 400 with field
 * messages, 413 too large, 429 too many requests, 503 the content backend cannot take it now; a
 * `GET` is a 405. A plain form post (no scripts) comes back to its page, which shows the outcome.
 */
const endpoint = publicFormEndpoint({
  form: 'contact',
  limiter: contactLimiter,
  maxBytes: CONTACT_MAX_BYTES,
  handle: sendRequest,
  outcomeOf: (status) => (status === 200 ? 'sent' : status === 400 ? 'invalid' : 'failed'),
});

export const loader = (args: Route.LoaderArgs) => endpoint.loader(args);
export const action = (args: Route.ActionArgs) => endpoint.action(args);

async function sendRequest(form: FormData, request: Request) {
  const locale = localeOf(form, request);
  const t = translatorOf(locale);

  const honeypot = form.get(HONEYPOT_FIELD);
  if (typeof honeypot === 'string' && honeypot.trim() !== '') {
    return formError(400, { error: t('contact.honeypot') });
  }

  const parsed = contactSchema.safeParse(contactInputOf(form));
  if (!parsed.success) {
    const fieldErrors: Record<string, string> = {};
    for (const issue of parsed.error.issues) {
      const field = String(issue.path[0] ?? 'form');
      fieldErrors[field] ??= t(contactMessageKey(issue.message), { max: maxOf(issue) });
    }
    return formError(400, { error: t('contact.invalid'), fieldErrors });
  }

  try {
    const { env } = getAppContext();
    const offered = await fetchContactOptions(env.sanity, locale);
    const chosen = matchOptions(parsed.data.options, offered);
    if (!chosen) {
      const message = t('contact.optionUnknown');
      return formError(400, { error: message, fieldErrors: { options: message } });
    }
    const id = await saveContactRequest(
      env.sanity,
      contactRequestDocument(parsed.data, chosen, new Date()),
    );
    return Response.json({ ok: true, id }, { headers: { 'Cache-Control': 'no-store' } });
  } catch (error) {
    if (!(error instanceof ContactStoreUnavailableError)) throw error;
    console.error('[api/contact] the contact request could not be kept', error);
    return formError(503, { error: t('contact.unavailable') }, { 'Retry-After': '60' });
  }
}

/** The checked options, each one the editors offer in this language; `null` if one is unknown. */
function matchOptions(checked: ContactOption[], offered: ContactOption[]): ContactOption[] | null {
  const chosen: ContactOption[] = [];
  for (const option of checked) {
    const match = offered.find((candidate) => candidate.key === option.key);
    if (!match) return null;
    if (!chosen.some((kept) => kept.key === match.key)) chosen.push(match);
  }
  return chosen;
}

/** The form's hidden language and currency name the locale; its path says it otherwise. */
function localeOf(form: FormData, request: Request): Locale {
  const language = String(form.get('language') ?? '').toUpperCase();
  const currency = String(form.get('currency') ?? '').toUpperCase();
  const fromPath = formLocale(request, form.get('pathname'));
  if (fromPath.language === language) return fromPath;
  return (
    LOCALES.find((locale) => locale.language === language && locale.currency === currency) ??
    fromPath
  );
}

function maxOf(issue: { code: string; maximum?: unknown }): number | string {
  return issue.code === 'too_big' ? Number(issue.maximum) : '';
}
