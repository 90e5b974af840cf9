import {
  createCookie,
  createCookieSessionStorage,
  type Cookie,
  type SessionStorage,
} from 'react-router';
import type { StorefrontEnv } from './env.server';

/** Behaviour §9: the session cookie lasts 30 minutes, SameSite Lax, path '/'. */
export const SESSION_MAX_AGE_SECONDS = 30 * 60;
/** The cart outlives the session: two weeks, like Shopify's own cart cookie. */
export const CART_MAX_AGE_SECONDS = 14 * 24 * 60 * 60;

export interface SessionData {
  /** True once an editor entered preview mode with the secret (behaviour §6). */
  preview: boolean;
  /** The Studio whose Presentation tool opened this preview: it may frame the shop's pages. */
  previewStudioOrigin: string;
  /** The signed-in customer's Storefront API access token and when it expires. */
  customer: { accessToken: string; expiresAt: string };
}

/** Signed cookie session, so any process can answer: the preview flag and the customer token. */
export function createSessionStorage(
  env: Pick<StorefrontEnv, 'sessionSecret' | 'production'>,
): SessionStorage<SessionData> {
  return createCookieSessionStorage<SessionData>({
    cookie: {
      name: 'treize_session',
      httpOnly: true,
      sameSite: 'lax',
      path: '/',
      secure: env.production,
      secrets: [env.sessionSecret],
      maxAge: SESSION_MAX_AGE_SECONDS,
    },
  });
}

/** Signed, HttpOnly cookie holding the Storefront API cart id. */
export function createCartCookie(env: Pick<StorefrontEnv, 'sessionSecret' | 'production'>): Cookie {
  return createCookie('treize_cart', {
    httpOnly: true,
    sameSite: 'lax',
    path: '/',
    secure: env.production,
    secrets: [env.sessionSecret],
    maxAge: CART_MAX_AGE_SECONDS,
  });
}
