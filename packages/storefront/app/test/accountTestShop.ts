import { expect } from 'vitest';
import type { EmulatorHandle } from './cartTestEmulator';
import { routeArgs } from './fakes';

/** One answer of a loader or action, whatever shape React Router gave it. */
export interface Answer<T = { ok: boolean; errors: Record<string, string>; notice?: string }> {
  status: number;
  body: T | undefined;
  location: string | null;
  headers: Headers;
  /** The `name=value` pairs of `Set-Cookie`, ready for the next request's `Cookie`. */
  cookie: string | undefined;
}

type Handler = (args: never) => unknown;

const cookiePairs = (headers: Headers) =>
  headers
    .getSetCookie()
    .map((line) => line.split(';')[0])
    .join('; ') || undefined;

async function settle(run: () => unknown): Promise<Answer<never>> {
  let result: unknown;
  try {
    result = await run();
  } catch (thrown) {
    result = thrown;
  }
  if (result instanceof Response) {
    return {
      status: result.status,
      body: undefined,
      location: result.headers.get('Location'),
      headers: result.headers,
      cookie: cookiePairs(result.headers),
    };
  }
  if (result && typeof result === 'object' && 'init' in result && 'data' in result) {
    const { data, init } = result as { data: never; init: ResponseInit | null };
    const headers = new Headers(init?.headers);
    return {
      status: init?.status ?? 200,
      body: data,
      location: null,
      headers,
      cookie: cookiePairs(headers),
    };
  }
  if (result instanceof Error) throw result;
  return {
    status: 200,
    body: result as never,
    location: null,
    headers: new Headers(),
    cookie: undefined,
  };
}

/** Posts a urlencoded form to a route action, as a browser would. */
export function postForm<T = Answer['body']>(
  action: Handler,
  url: string,
  fields: Record<string, string>,
  options: {
    cookie?: string;
    params?: Record<string, string | undefined>;
    headers?: Record<string, string>;
    /** The socket's peer address, as the production server passes it. */
    peer?: string;
  } = {},
): Promise<Answer<NonNullable<T>>> {
  const headers: Record<string, string> = {
    'Content-Type': 'application/x-www-form-urlencoded',
    ...options.headers,
  };
  if (options.cookie) headers.Cookie = options.cookie;
  const locale = /^\/(en-us|en-fr)\//.exec(url)?.[1];
  return settle(() =>
    action(
      routeArgs(
        url,
        { locale, ...options.params },
        {
          method: 'POST',
          body: new URLSearchParams(fields),
          headers,
        },
        { peer: options.peer },
      ) as never,
    ),
  );
}

/**
 * Calls a route loader with a GET: the document's, or with `dataRequest` the one React Router's
 * client sends on a client navigation (`/account.data?_routes=…`).
 */
export function getPage<T>(
  loader: Handler,
  url: string,
  options: {
    cookie?: string;
    params?: Record<string, string | undefined>;
    dataRequest?: boolean;
  } = {},
): Promise<Answer<NonNullable<T>>> {
  const locale = /^\/(en-us|en-fr)(\/|$)/.exec(url)?.[1];
  const headers: Record<string, string> = options.cookie ? { Cookie: options.cookie } : {};
  const args = routeArgs(url, { locale, ...options.params }, { headers }, options);
  return settle(() => loader(args as never));
}

/** Joins cookie pairs, later ones replacing earlier ones of the same name. */
export function mergeCookies(...cookies: (string | undefined)[]): string {
  const jar = new Map<string, string>();
  for (const cookie of cookies)
    for (const pair of cookie?.split('; ') ?? []) jar.set(pair.split('=')[0]!, pair);
  return [...jar.values()].join('; ');
}

/** The mails of the emulator's dev outbox. */
export async function outbox(shop: EmulatorHandle) {
  const response = await fetch(`${shop.emulator.url}/__emulator/outbox`);
  expect(response.ok).toBe(true);
  return (await response.json()) as { kind: string; to: string; url: string; path: string }[];
}

let counter = 0;
/** A fresh address for each test customer. */
export const newEmail = (name = 'client') => `${name}.${Date.now()}.${counter++}@example.com`;
