import { isbot } from 'isbot';
import { SHORT_CACHE, type CachePolicy } from './cache.server';
import { createNonce } from '../security/headers.server';

/**
 * An in-process micro-cache of whole anonymous HTML pages (ADR 002, issue 6). A page rendered for
 * a visitor without cookies shows nothing personal (no cart, no preview), so the same URL can be
 * answered with the same bytes for as long as the backend reads it was built from are fresh:
 * 5 s fresh, then served stale for up to a minute while the next visitor renders it anew.
 *
 * Never cached: anything but GET, a request with a cookie or credentials, an answer that is not a
 * 200 HTML page, sets a cookie, says `private`/`no-store`, or whose render reported an error.
 *
 * A CSP nonce must be unguessable for every response (issue 13), so a kept page is never replayed
 * with the nonce it was rendered with: the copy remembers where that nonce stood (policy header and
 * markup) and every replay is stamped with a fresh one.
 */
export type PageCacheStatus = 'HIT' | 'STALE' | 'MISS' | 'BYPASS';

/** The response header that says how the micro-cache answered (for people and the benchmark). */
export const PAGE_CACHE_HEADER = 'X-Page-Cache';

export interface PageCacheOptions extends CachePolicy {
  /** Pages larger than this are not kept. */
  maxBodyBytes: number;
  now?: () => number;
}

/** Same freshness as the backend reads (SHORT_CACHE), at most 200 pages of 512 KB. */
export const PAGE_CACHE_DEFAULTS: PageCacheOptions = {
  ...SHORT_CACHE,
  maxEntries: 200,
  maxBodyBytes: 512 * 1024,
};

interface StoredPage {
  status: number;
  /** The headers, the rendered nonce cut out of the policy (see `NONCE_SLOT`). */
  headers: [string, string][];
  /** The markup split around every occurrence of the rendered nonce, joined with a fresh one. */
  bodyParts: string[];
  storedAt: number;
  refreshing: boolean;
}

export interface PageCache {
  /** Answers `request` from the cache, or through `render` (storing the answer when allowed). */
  handle(request: Request, render: () => Promise<Response>): Promise<Response>;
  /** Marks a request whose render reported an error after the headers were sent: it is not kept. */
  markFailed(request: Request): void;
  readonly size: number;
}

/** Whether the request may be answered from, and stored in, the shared micro-cache. */
export function isAnonymousRead(request: Request): boolean {
  return (
    request.method === 'GET' &&
    !request.headers.has('Cookie') &&
    !request.headers.has('Authorization')
  );
}

/** Whether a response may be kept: a 200 HTML page, no cookie set, not marked private. */
export function isStorable(response: Response): boolean {
  if (response.status !== 200 || !response.body) return false;
  if (response.headers.has('Set-Cookie')) return false;
  if (!(response.headers.get('Content-Type') ?? '').startsWith('text/html')) return false;
  const cacheControl = response.headers.get('Cache-Control') ?? '';
  return !/\b(private|no-store|no-cache)\b/i.test(cacheControl);
}

/** Bots get the fully rendered document (entry.server), browsers the streamed one: two entries. */
function keyOf(request: Request): string {
  const userAgent = request.headers.get('User-Agent');
  return `${userAgent && isbot(userAgent) ? 'bot' : 'browser'} ${request.url}`;
}

function withStatus(response: Response, status: PageCacheStatus): Response {
  response.headers.set(PAGE_CACHE_HEADER, status);
  return response;
}

/** Where the nonce goes back into a stored header (no header value can hold a NUL byte). */
const NONCE_SLOT = '\u0000nonce\u0000';

/** The nonce a page's policy allows scripts with, if any. */
function nonceOf(headers: Headers): string | undefined {
  return /'nonce-([A-Za-z0-9+/_=-]+)'/.exec(headers.get('Content-Security-Policy') ?? '')?.[1];
}

function replay(page: StoredPage, status: PageCacheStatus): Response {
  const nonce = createNonce();
  const headers = new Headers(
    page.headers.map(([name, value]) => [name, value.replaceAll(NONCE_SLOT, nonce)]),
  );
  headers.set(PAGE_CACHE_HEADER, status);
  return new Response(page.bodyParts.join(nonce), { status: page.status, headers });
}

async function readAll(
  stream: ReadableStream<Uint8Array>,
  limit: number,
): Promise<Uint8Array | undefined> {
  const chunks: Uint8Array[] = [];
  let length = 0;
  const reader = stream.getReader();
  for (let read = await reader.read(); !read.done; read = await reader.read()) {
    const chunk = read.value;
    length += chunk.byteLength;
    // Past the limit the copy is dropped, but the stream is still drained so the tee never stalls.
    if (length <= limit) chunks.push(chunk);
  }
  if (length > limit) return undefined;
  const body = new Uint8Array(length);
  let offset = 0;
  for (const chunk of chunks) {
    body.set(chunk, offset);
    offset += chunk.byteLength;
  }
  return body;
}

let processCache: PageCache | undefined;

/** The process's micro-cache, or `undefined` when `PAGE_CACHE=off` (env.server). */
export function getPageCache(enabled: boolean): PageCache | undefined {
  if (!enabled) return undefined;
  processCache ??= createPageCache();
  return processCache;
}

/** Creates a micro-cache; each Node process has its own, so the server stays stateless. */
export function createPageCache(options: PageCacheOptions = PAGE_CACHE_DEFAULTS): PageCache {
  const now = options.now ?? Date.now;
  const pages = new Map<string, StoredPage>();
  const failed = new WeakSet<Request>();

  /** Renders, streams the answer to the visitor and keeps a copy once the whole page is known. */
  async function renderAndStore(
    request: Request,
    key: string,
    render: () => Promise<Response>,
    stale?: StoredPage,
  ) {
    // A refresh that cannot be kept (an error, a 404 now, a cookie) drops the stale copy too.
    const forget = () => {
      if (stale && pages.get(key) === stale) pages.delete(key);
    };
    let response: Response;
    try {
      response = await render();
    } catch (error) {
      forget();
      throw error;
    }
    if (!isStorable(response)) {
      forget();
      return withStatus(response, 'MISS');
    }
    const [toVisitor, toCache] = response.body!.tee();
    const nonce = nonceOf(response.headers);
    const headers: [string, string][] = [];
    response.headers.forEach((value, name) => {
      if (name !== 'date')
        headers.push([name, nonce ? value.replaceAll(nonce, NONCE_SLOT) : value]);
    });
    void readAll(toCache, options.maxBodyBytes).then((body) => {
      if (body && !failed.has(request)) {
        const markup = new TextDecoder().decode(body);
        pages.delete(key);
        pages.set(key, {
          status: response.status,
          headers,
          bodyParts: nonce ? markup.split(nonce) : [markup],
          storedAt: now(),
          refreshing: false,
        });
        if (pages.size > options.maxEntries) pages.delete(pages.keys().next().value!);
      } else {
        forget();
      }
    }, forget);
    const answer = new Response(toVisitor, {
      status: response.status,
      statusText: response.statusText,
      headers: response.headers,
    });
    return withStatus(answer, 'MISS');
  }

  return {
    get size() {
      return pages.size;
    },
    markFailed(request) {
      failed.add(request);
    },
    async handle(request, render) {
      if (!isAnonymousRead(request)) return withStatus(await render(), 'BYPASS');
      const key = keyOf(request);
      const page = pages.get(key);
      const age = page ? now() - page.storedAt : Infinity;
      if (page && age <= options.freshMs) return replay(page, 'HIT');
      if (page && age <= options.freshMs + options.staleMs) {
        // One visitor renders the page anew; the others meanwhile get the stale copy.
        if (page.refreshing) return replay(page, 'STALE');
        page.refreshing = true;
        return renderAndStore(request, key, render, page);
      }
      if (page) pages.delete(key);
      return renderAndStore(request, key, render);
    },
  };
}
