import { data, redirect } from 'react-router';
import type { Route } from './+types/($locale).api.consent';
import { consentChoiceSchema } from '../lib/consent/consentChoice';
import { privacyChoiceCookie } from '../lib/consent/consent.server';
import { BodyTooLargeError, readLimitedText } from '../lib/http/bodyLimit.server';
import { sameSitePathOr } from '../lib/http/sameSitePath';
import { localizePath } from '../lib/i18n/locales';
import { createTranslate } from '../lib/i18n/translate';
import { requireLocale } from '../lib/i18n/locale.server';

/** A choice and a return path fit in far less; anything bigger is not the notice's form. */
export const CONSENT_BODY_LIMIT_BYTES = 4 * 1024;

export function loader({ params }: Route.LoaderArgs) {
  const t = createTranslate(requireLocale(params).language);
  return data({ error: t('consent.invalidChoice') }, { status: 405, headers: { Allow: 'POST' } });
}

/**
 * The privacy notice's buttons without JavaScript (or before the page has hydrated): records the
 * choice in the `privacyPolicy` cookie with its spec lifetime and returns to the page, whose server
 * render then knows the choice. With JavaScript the consent machine writes the same cookie itself.
 */
export async function action({ request, params }: Route.ActionArgs) {
  const locale = requireLocale(params);
  const t = createTranslate(locale.language);
  let body: string;
  try {
    body = await readLimitedText(request, CONSENT_BODY_LIMIT_BYTES);
  } catch (error) {
    if (error instanceof BodyTooLargeError) {
      return data({ error: t('consent.tooLarge') }, { status: 413 });
    }
    throw error;
  }
  const parsed = consentChoiceSchema.safeParse(
    Object.fromEntries(new URLSearchParams(body).entries()),
  );
  if (!parsed.success) return data({ error: t('consent.invalidChoice') }, { status: 400 });
  const { choice, redirectTo } = parsed.data;
  // A return path that could leave the shop is replaced by the locale's home: the choice still counts.
  return redirect(sameSitePathOr(redirectTo, localizePath('/', locale)), {
    status: 303,
    headers: { 'Set-Cookie': privacyChoiceCookie(choice, request) },
  });
}
