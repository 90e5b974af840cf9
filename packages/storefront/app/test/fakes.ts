import type { CommerceClient, QueryOptions } from '../lib/commerce/client.server';
import type { ProductData, Variant } from '../lib/commerce/types';
import type { ContentClient } from '../lib/content/client.server';
import type { AppContext } from '../lib/server/context.server';
import { parseEnv } from '../lib/server/env.server';
import { requestContextFor } from '../lib/http/clientAddress.server';
import type { Locale } from '../lib/i18n/locales';
import { createCartCookie, createSessionStorage } from '../lib/server/session.server';

/** One recorded Storefront API call. */
export interface CommerceCall {
  document: string;
  locale: Locale;
  variables: Record<string, unknown>;
  headers?: Record<string, string>;
  apiVersion?: string;
}

/** A commerce client answering with `answer(call)` and recording every call. */
export function fakeCommerce(answer: (call: CommerceCall) => unknown) {
  const calls: CommerceCall[] = [];
  const client: CommerceClient = {
    async query<T>(
      document: string,
      { locale, variables = {}, headers, apiVersion }: QueryOptions,
    ) {
      const call: CommerceCall = {
        document,
        locale,
        variables,
        ...(headers ? { headers } : {}),
        ...(apiVersion ? { apiVersion } : {}),
      };
      calls.push(call);
      return answer(call) as T;
    },
  };
  return { client, calls };
}

/** One recorded content query. */
export interface ContentCall {
  query: string;
  locale: Locale;
  params: Record<string, unknown>;
  preview: boolean;
}

/** A content client answering with `answer(call)` and recording every call. */
export function fakeContent(answer: (call: ContentCall) => unknown) {
  const calls: ContentCall[] = [];
  const client: ContentClient = {
    async fetch<T>(
      query: string,
      {
        locale,
        params = {},
        preview = false,
      }: { locale: Locale; params?: Record<string, unknown>; preview?: boolean },
    ) {
      const call = { query, locale, params, preview };
      calls.push(call);
      return answer(call) as T;
    },
  };
  return { client, calls };
}

export const PREVIEW_SECRET = 'test-preview-secret';

/**
 * A full context on fake clients, real signed cookies and a preview secret. `sanity` changes the
 * content backend's settings, e.g. to reach the content emulator or to run without a secret.
 */
export function testContext(
  parts: {
    commerce?: CommerceClient;
    content?: ContentClient;
    sanity?: Partial<AppContext['env']['sanity']>;
  } = {},
): AppContext {
  const parsed = parseEnv({
    SANITY_PREVIEW_SECRET: PREVIEW_SECRET,
    SESSION_SECRET: 'test-session-secret-0123',
  });
  const env = { ...parsed, sanity: { ...parsed.sanity, ...parts.sanity } };
  return {
    env,
    commerce: parts.commerce ?? fakeCommerce(() => ({})).client,
    content: parts.content ?? fakeContent(() => null).client,
    sessions: createSessionStorage(env),
    cartCookie: createCartCookie(env),
    imageConfig: { projectId: 'treize', dataset: 'production', baseUrl: 'http://images.test' },
  };
}

/** The arguments React Router passes a loader or action (only the parts our routes read). */
export function routeArgs<P extends Record<string, string | undefined>>(
  url: string,
  params: P,
  init?: RequestInit,
  { dataRequest = false, peer }: { dataRequest?: boolean; peer?: string } = {},
) {
  const page = new URL(`http://shop.test${url}`);
  const request = new Request(dataRequest ? dataRequestUrl(page) : page, init);
  // As React Router passes them with `v8_passThroughRequests`: the request as it came, the
  // page's own address as `url`, and the context the server builds (the socket's peer address).
  return { request, url: page, params, context: requestContextFor(peer) } as never;
}

/** The address React Router's client fetches a page's data from (single fetch). */
function dataRequestUrl(page: URL): URL {
  const url = new URL(page);
  url.pathname =
    page.pathname === '/'
      ? '/_root.data'
      : page.pathname.endsWith('/')
        ? `${page.pathname}_.data`
        : `${page.pathname}.data`;
  url.searchParams.set('_routes', 'root,routes/($locale)');
  return url;
}

const eur = (amount: string) => ({ amount, currencyCode: 'EUR' as const });

function earring(
  id: string,
  oreille: string,
  couleur: string,
  amount: string,
  availableForSale = true,
): Variant {
  return {
    id: `gid://shopify/ProductVariant/${id}`,
    title: `${oreille} / ${couleur}`,
    availableForSale,
    selectedOptions: [
      { name: 'Oreille', value: oreille },
      { name: 'Couleur', value: couleur },
    ],
    price: eur(amount),
    compareAtPrice: null,
  };
}

/** A two-option product shaped like the demo catalogue's earrings. */
export const EARRING: ProductData = {
  id: 'gid://shopify/Product/9100000001',
  handle: 'etoile-treize',
  title: "Étoile Treize - Boucle d'oreille (or recyclé)",
  availableForSale: true,
  description: 'Notre emblème.',
  vendor: 'Atelier Treize',
  collections: { nodes: [{ handle: 'boucles-d-oreilles', title: "Boucles d'oreilles" }] },
  options: [
    { name: 'Oreille', values: ['Gauche', 'Paire'] },
    { name: 'Couleur', values: ['Or', 'Argent'] },
  ],
  seo: { title: null, description: null },
  variants: {
    nodes: [
      earring('920000101', 'Gauche', 'Or', '95.0', false),
      earring('920000102', 'Gauche', 'Argent', '75.0'),
      earring('920000103', 'Paire', 'Or', '170.0'),
      earring('920000104', 'Paire', 'Argent', '135.0'),
    ],
  },
  media: { nodes: [] },
};
