import type { IncomingMessage, ServerResponse } from 'node:http';
import { executeQuery } from '../query/execute.js';
import { buildContentSourceMap } from '../query/sourceMap.js';
import type { StoredDocument } from '../store/documents.js';
import type { Perspective, Store } from '../store/store.js';
import { isAuthenticated } from './auth.js';
import { badRequest, unauthorized } from './errors.js';
import { readJsonBody, sendJson } from './io.js';

/** From this API version on, the Content Lake's default perspective is `published` (before: `raw`). */
const PUBLISHED_BY_DEFAULT_FROM = '2025-02-19';

export interface ApiContext {
  store: Store;
  token: string;
  projectId: string;
  dataset: string;
}

function defaultPerspective(apiVersion: string): Perspective {
  if (apiVersion === 'X') return 'published';
  if (apiVersion === '1') return 'raw';
  return apiVersion >= PUBLISHED_BY_DEFAULT_FROM ? 'published' : 'raw';
}

/**
 * Reads `perspective`. `previewDrafts` is the old name of `drafts`; a stack such as
 * `drafts,published` (release perspectives) resolves to drafts when it includes them.
 */
function readPerspective(raw: string | null, apiVersion: string): Perspective {
  if (raw === null || raw === '') return defaultPerspective(apiVersion);
  const parts = raw.split(',').map((part) => part.trim());
  for (const part of parts) {
    if (!['published', 'drafts', 'previewDrafts', 'raw'].includes(part)) {
      throw badRequest(
        `Unknown perspective "${part}": use published, drafts, previewDrafts or raw`,
      );
    }
  }
  if (parts.includes('raw')) {
    if (parts.length > 1) throw badRequest('The raw perspective cannot be combined with others');
    return 'raw';
  }
  return parts.includes('drafts') || parts.includes('previewDrafts') ? 'drafts' : 'published';
}

/** The query's `$name` parameters, each JSON-encoded in the address, as GROQ reads them. */
export function readParams(search: URLSearchParams): Record<string, unknown> {
  const params: Record<string, unknown> = {};
  for (const [key, value] of search) {
    if (!key.startsWith('$')) continue;
    try {
      params[key.slice(1)] = JSON.parse(value);
    } catch {
      throw badRequest(
        `Parameter ${key} must be JSON-encoded, e.g. ${key}="value" for a string; got ${value}`,
      );
    }
  }
  return params;
}

/** `resultSourceMap`: `true` (arrays by index), `withKeyArraySelector` (by `_key`), or absent. */
function readSourceMapRequest(raw: string | null): 'index' | 'key' | undefined {
  if (raw === null || raw === '' || raw === 'false') return undefined;
  if (raw === 'true') return 'index';
  if (raw === 'withKeyArraySelector') return 'key';
  throw badRequest(`resultSourceMap must be true, false or withKeyArraySelector; got ${raw}`);
}

/**
 * `GET|POST /v{apiVersion}/data/query/{dataset}`: answers `{ms, query?, result}`, with
 * `resultSourceMap` when the request asks for it.
 */
export async function handleQuery(
  request: IncomingMessage,
  response: ServerResponse,
  url: URL,
  apiVersion: string,
  context: ApiContext,
): Promise<void> {
  const started = performance.now();
  let query = url.searchParams.get('query');
  let params = readParams(url.searchParams);
  if (request.method === 'POST') {
    const body = await readJsonBody(request);
    if (
      typeof body !== 'object' ||
      body === null ||
      typeof (body as { query?: unknown }).query !== 'string'
    ) {
      throw badRequest('The POST body must be JSON of the form {"query": "...", "params": {...}}');
    }
    const post = body as { query: string; params?: unknown };
    query = post.query;
    if (post.params !== undefined) {
      if (typeof post.params !== 'object' || post.params === null || Array.isArray(post.params))
        throw badRequest('params must be an object');
      params = { ...params, ...(post.params as Record<string, unknown>) };
    }
  }
  if (query === null || query.trim() === '')
    throw badRequest('The query parameter is missing: send ?query=<GROQ>');
  const authenticated = isAuthenticated(request, context.token);
  const requested = url.searchParams.get('perspective');
  const perspective = readPerspective(requested, apiVersion);
  // An anonymous reader who did not ask for a perspective gets the version's default; on old
  // versions that is raw, which anonymously shows only public (published) documents, as Sanity does.
  if (perspective !== 'published' && !authenticated && requested !== null && requested !== '') {
    throw unauthorized(
      `The ${perspective} perspective needs a token: send Authorization: Bearer <token>`,
    );
  }
  const sourceMap = readSourceMapRequest(url.searchParams.get('resultSourceMap'));
  const view = context.store.view(perspective, authenticated);
  const read = sourceMap ? new Set<StoredDocument>() : undefined;
  const result = await executeQuery(query, params, view, {
    projectId: context.projectId,
    dataset: context.dataset,
    identity: authenticated ? 'treize-editor' : '',
    read,
  });
  const answer: Record<string, unknown> = { ms: 0 };
  if (url.searchParams.get('returnQuery') !== 'false') answer.query = query;
  answer.result = result;
  if (sourceMap && read) answer.resultSourceMap = buildContentSourceMap(result, read, sourceMap);
  answer.ms = Math.round(performance.now() - started);
  sendJson(request, response, 200, answer);
}
