import type { Cookie, SessionStorage } from 'react-router';
import { createSwrCache } from '../cache/cache.server';
import { guardCommerce, guardContent } from './unavailable.server';
import { createCommerceClient, type CommerceClient } from '../commerce/client.server';
import { createContentClient, type ContentClient } from '../content/client.server';
import type { ContentImageConfig } from '../content/image';
import { getEnv, type StorefrontEnv } from './env.server';
import { originOf } from '../security/headers.server';
import { createCartCookie, createSessionStorage, type SessionData } from './session.server';

/** Everything loaders and actions share, built once per process from the validated environment. */
export interface AppContext {
  env: StorefrontEnv;
  commerce: CommerceClient;
  content: ContentClient;
  sessions: SessionStorage<SessionData>;
  cartCookie: Cookie;
  imageConfig: ContentImageConfig;
}

let context: AppContext | undefined;

/** The process-wide context; tests replace it with `setAppContext`. */
export function getAppContext(): AppContext {
  if (!context) {
    const env = getEnv();
    context = {
      env,
      // A backend that is down or too slow answers the shopper a 503 page, never a 500.
      commerce: guardCommerce(createCommerceClient(env, fetch, createSwrCache(), env.backend)),
      content: guardContent(createContentClient(env.sanity, createSwrCache(), env.backend)),
      sessions: createSessionStorage(env),
      cartCookie: createCartCookie(env),
      imageConfig: {
        projectId: env.sanity.projectId,
        dataset: env.sanity.dataset,
        baseUrl: env.sanity.apiHost ?? 'https://cdn.sanity.io',
      },
    };
  }
  return context;
}

/** Replaces the context (route tests inject fake clients). */
export function setAppContext(next: AppContext | undefined): void {
  context = next;
}

/** Whether this request is in preview mode (behaviour §6): the signed session says so. */
export async function isPreview(request: Request): Promise<boolean> {
  const { sessions, env } = getAppContext();
  if (!env.sanity.previewSecret) return false;
  const session = await sessions.getSession(request.headers.get('Cookie'));
  return session.get('preview') === true;
}

/**
 * The Studio that may show this request's page in a frame: in preview only, the one whose
 * Presentation tool opened the preview, or the configured Studio (`SANITY_STUDIO_URL`).
 */
export async function previewFramer(request: Request): Promise<string | undefined> {
  const { sessions, env } = getAppContext();
  if (!env.sanity.previewSecret) return undefined;
  const session = await sessions.getSession(request.headers.get('Cookie'));
  if (session.get('preview') !== true) return undefined;
  return session.get('previewStudioOrigin') ?? originOf(env.sanity.studioUrl);
}
