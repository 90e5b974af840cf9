import { isbot } from 'isbot';
import { SHORT_CACHE, type CachePolicy } from './cache.server';
import { createMemoryPageStore, type PageStore, type StoredPage } from './pageStore.server';
import { createRedisPageStore } from './redisPageStore.server';
import { createNonce } from '../security/headers.server';
import { getSharedRedis } from '../server/redis.server';

/**
 * An in-process micro-cache of whole anonymous HTML pages (ADR 002). A page rendered for
 * a visitor without cookies shows nothing personal (no cart, no preview), so the same URL can be
 * answered with the same bytes for as long as the backend reads it was built from are fresh:
 * 5 s fresh, then served stale for up to a minute while the next visitor renders it anew.
 *
 * Never cached: anything but GET, a request with a cookie or credentials, an answer that is not a
 * 200 HTML page, sets a cookie, says `private`/`no-store`, or whose render reported an error.
 *
 * A CSP nonce must be unguessable for every response, so a kept page is never replayed
 * with the nonce it was rendered with: the copy remembers where that nonce stood (policy header and
 * markup) and every replay is stamped with a fresh one.
 *
 * The pages live in a `PageStore`: this process's memory, or Redis (`REDIS_URL`) so that a page
 * rendered by one process is served by all. A store that fails (Redis down or past its deadline)
 * never fails the request: the page is rendered and answered uncached (`BYPASS`).
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

export interface PageCache {
  /** Answers `request` from the cache, or through `render` (storing the answer when allowed). */
  handle(request: Request, render: () => Promise<Response>): Promise<Response>;
  /** Marks a request whose render reported an error after the headers were sent: it is not kept. */
  markFailed(request: Request): void;
  /** Pages kept in this process's memory (0 when they live in Redis). */
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
  if (!processCache) {
    const redis = getSharedRedis();
    processCache = createPageCache(PAGE_CACHE_DEFAULTS, {
      store: redis
        ? createRedisPageStore(redis)
        : createMemoryPageStore(PAGE_CACHE_DEFAULTS.maxEntries),
      ...(redis && { report: redis }),
    });
  }
  return processCache;
}

/** Where a store's failures are reported (the shared connection logs one line per outage). */
export interface StoreReport {
  failed(error: unknown): void;
  succeeded(): void;
}

/** Creates a micro-cache over `store` (by default this process's memory). */
export function createPageCache(
  options: PageCacheOptions = PAGE_CACHE_DEFAULTS,
  backing: { store?: PageStore; report?: StoreReport } = {},
): PageCache {
  const now = options.now ?? Date.now;
  const store = backing.store ?? createMemoryPageStore(options.maxEntries, now);
  const failed = new WeakSet<Request>();
  const keepMs = options.freshMs + options.staleMs;

  /** A store call that never throws: `undefined` and a report when the store cannot answer. */
  async function tryStore<T>(
    call: () => Promise<T>,
  ): Promise<{ ok: true; value: T } | { ok: false }> {
    try {
      const value = await call();
      backing.report?.succeeded();
      return { ok: true, value };
    } catch (error) {
      backing.report?.failed(error);
      return { ok: false };
    }
  }

  /** Renders, streams the answer to the visitor and keeps a copy once the whole page is known. */
  async function renderAndStore(
    request: Request,
    key: string,
    render: () => Promise<Response>,
    replacing: boolean,
  ) {
    // A refresh that cannot be kept (an error, a 404 now, a cookie) drops the stale copy too.
    const forget = () => {
      if (replacing) void tryStore(() => store.delete(key));
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
        const page: StoredPage = {
          status: response.status,
          headers,
          bodyParts: nonce ? markup.split(nonce) : [markup],
          storedAt: now(),
        };
        void tryStore(() => store.set(key, page, keepMs));
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
      return store.size;
    },
    markFailed(request) {
      failed.add(request);
    },
    async handle(request, render) {
      if (!isAnonymousRead(request)) return withStatus(await render(), 'BYPASS');
      const key = keyOf(request);
      const found = await tryStore(() => store.get(key));
      if (!found.ok) return withStatus(await render(), 'BYPASS');
      const page = found.value;
      const age = page ? now() - page.storedAt : Infinity;
      if (page && age <= options.freshMs) return replay(page, 'HIT');
      if (page && age <= keepMs) {
        // One visitor renders the page anew; the others meanwhile get the stale copy.
        const claim = await tryStore(() => store.claimRefresh(key, options.staleMs));
        if (!claim.ok || !claim.value) return replay(page, 'STALE');
        return renderAndStore(request, key, render, true);
      }
      if (page) await tryStore(() => store.delete(key));
      return renderAndStore(request, key, render, false);
    },
  };
}
