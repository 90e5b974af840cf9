import { createClient, type ClientReturn, type SanityClient } from '@sanity/client';
import {
  DEFAULT_BACKEND_POLICY,
  isTransportFailure,
  withDeadline,
  type BackendPolicy,
} from '../server/backend.server';
import type { SwrCache } from '../cache/cache.server';
import type { StorefrontEnv } from '../server/env.server';
import { FALLBACK_LANGUAGE, type Locale } from '../i18n/locales';
import { previewStega } from './stegaConfig.server';

/** GROQ parameters; `$language` and `$fallback` are always added from the locale. */
export type QueryParams = Record<string, string | number | boolean | string[]>;

/** A failure of the content service: a 5xx for the shopper, never a silent empty page. */
export class ContentError extends Error {
  constructor(
    message: string,
    /** The service did not answer in time or is down (a 503 for the shopper). */
    readonly unavailable = false,
  ) {
    super(message);
    this.name = 'ContentError';
  }
}

/** Read access to the content service, one instance per process. */
export interface ContentClient {
  /**
   * Runs a GROQ query in the locale's language with French fallback (`$language`, `$fallback`).
   * With `preview`, drafts are read with the API token (behaviour §6), and the texts editors write
   * carry invisible edit links to the Studio (stega) for visual editing. A query declared with
   * `defineQuery` answers the result type TypeGen wrote for it (`sanity.types.ts`).
   */
  fetch<const Query extends string>(
    query: Query,
    options: { locale: Locale; params?: QueryParams; preview?: boolean },
  ): Promise<ClientReturn<Query, unknown>>;
}

/** Options of `@sanity/client` for this configuration (exported for the preview tests). */
export function sanityClientConfig(sanity: StorefrontEnv['sanity']) {
  return {
    projectId: sanity.projectId,
    dataset: sanity.dataset,
    apiVersion: sanity.apiVersion,
    useCdn: false,
    // The storefront retries itself, within its own deadline (backend.server.ts).
    maxRetries: 0,
    ...(sanity.apiHost ? { apiHost: sanity.apiHost, useProjectHostname: false } : {}),
  };
}

/**
 * Builds the content client on `@sanity/client`; the same code reads Sanity and the emulator. With
 * `cache`, published reads are reused; preview (draft) reads never are. Only preview reads ask for
 * source maps and carry stega: published reads are byte for byte what the API answers.
 */
export function createContentClient(
  sanity: StorefrontEnv['sanity'],
  cache?: SwrCache,
  policy: Pick<BackendPolicy, 'timeoutMs' | 'retries'> = DEFAULT_BACKEND_POLICY,
): ContentClient {
  const base = sanityClientConfig(sanity);
  const published: SanityClient = createClient({ ...base, perspective: 'published' });
  const drafts: SanityClient | undefined = sanity.token
    ? createClient({
        ...base,
        token: sanity.token,
        perspective: 'drafts',
        stega: previewStega(sanity.studioUrl),
      })
    : undefined;

  return {
    fetch<const Query extends string>(
      query: Query,
      { locale, params = {}, preview = false }: Parameters<ContentClient['fetch']>[1],
    ) {
      const client = preview && drafts ? drafts : published;
      const allParams = {
        ...params,
        language: locale.language.toLowerCase(),
        fallback: FALLBACK_LANGUAGE,
      };
      const attempt = async (signal: AbortSignal) => {
        try {
          return await client.fetch(query, allParams, { signal });
        } catch (error) {
          const status = (error as { statusCode?: unknown }).statusCode;
          throw new ContentError(
            `The content service refused or failed a query: ${(error as Error).message}`,
            isTransportFailure(error) || (typeof status === 'number' && status >= 500),
          );
        }
      };
      // GROQ reads are idempotent: one that timed out or hit a down service is tried again.
      const run = () =>
        withDeadline(
          attempt,
          policy,
          (error) => error instanceof ContentError && error.unavailable,
        );
      if (!cache || client !== published) return run();
      return cache.get(JSON.stringify(['content', query, allParams]), run);
    },
  };
}
