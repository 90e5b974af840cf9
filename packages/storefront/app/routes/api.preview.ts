import { timingSafeEqual } from 'node:crypto';
import { data, redirect } from 'react-router';
import type { Route } from './+types/api.preview';
import { getAppContext } from '../lib/server/context.server';
import { refererPath, sameSitePath } from '../lib/http/sameSitePath';
import { checkPresentationEntry, fromPresentation } from '../lib/content/presentation.server';

/** Redirect targets must be paths on this site, as the browser will read them. */
function safePath(value: string | null): string | undefined {
  if (value === null || value === '') return '/';
  return sameSitePath(value);
}

function sameSecret(given: string, expected: string): boolean {
  const a = Buffer.from(given);
  const b = Buffer.from(expected);
  return a.length === b.length && timingSafeEqual(a, b);
}

/**
 * `GET /api/preview?secret=…&slug=…` enters preview mode (behaviour §6): 404 when no secret is
 * configured, 403 (the shop's error page) for a missing or wrong one, 400 for a slug that is not
 * a path on this site. The Studio's Presentation tool enters with its own secret instead
 * (`sanity-preview-secret`, `sanity-preview-pathname`): its frame is another site's, so that
 * session cookie is `SameSite=None`, `Secure` and `Partitioned` (kept for pages framed by that
 * Studio only, and allowed where browsers refuse third-party cookies), or the frame would never
 * send it back.
 */
export async function loader({ request }: Route.LoaderArgs) {
  const { env, sessions } = getAppContext();
  const expected = env.sanity.previewSecret;
  if (!expected) throw data('Preview mode is not configured.', { status: 404 });
  const url = new URL(request.url);
  const session = await sessions.getSession(request.headers.get('Cookie'));
  if (fromPresentation(url)) {
    const entry = await checkPresentationEntry(env.sanity, url);
    if (!entry) throw data('The Studio’s preview secret is wrong or expired.', { status: 403 });
    const target = safePath(entry.redirectTo ?? null);
    if (!target) throw data('The preview page must be a path on this site.', { status: 400 });
    session.set('preview', true);
    if (entry.studioOrigin) session.set('previewStudioOrigin', entry.studioOrigin);
    const cookie = await sessions.commitSession(session, {
      sameSite: 'none',
      secure: true,
      partitioned: true,
    });
    return redirect(target, { headers: { 'Set-Cookie': cookie } });
  }
  const secret = url.searchParams.get('secret');
  if (!secret) throw data('The "secret" query parameter is required.', { status: 403 });
  if (!sameSecret(secret, expected)) throw data('The preview secret is wrong.', { status: 403 });
  const target = safePath(url.searchParams.get('slug'));
  if (!target)
    throw data('The "slug" must be a path on this site, like "/pages/notre-atelier".', {
      status: 400,
    });
  session.set('preview', true);
  return redirect(target, { headers: { 'Set-Cookie': await sessions.commitSession(session) } });
}

/** `POST /api/preview` leaves preview mode and returns to the page it came from. */
export async function action({ request }: Route.ActionArgs) {
  const { env, sessions } = getAppContext();
  if (!env.sanity.previewSecret) throw data('Preview mode is not configured.', { status: 404 });
  const session = await sessions.getSession(request.headers.get('Cookie'));
  const back = refererPath(request) ?? '/';
  return redirect(back, { headers: { 'Set-Cookie': await sessions.destroySession(session) } });
}

/** Never rendered (the loader redirects or throws): a page route, so a refusal is the shop's page. */
export default function Preview() {
  return null;
}
