import { PassThrough } from 'node:stream';
import { createReadableStreamFromReadable } from '@react-router/node';
import { isbot } from 'isbot';
import { renderToPipeableStream } from 'react-dom/server';
import { ServerRouter, type EntryContext, type HandleDataRequestFunction } from 'react-router';
import dictionaryChunks from 'virtual:dictionary-chunks';
import { DictionaryPreload } from './components/DictionaryPreload';
import { lazyComponentsReady } from './components/lazyComponent';
import { ShellStylesheetPreload, shellStylesheetHref } from './components/ShellStylesheet';
import { applyPageCaching } from './lib/cache/cacheControl.server';
import { getEnv } from './lib/server/env.server';
import { previewFramer } from './lib/server/context.server';
import { getSharedRedis } from './lib/server/redis.server';
import { getLocaleFromPathname, localeSourcePath } from './lib/i18n/locales';
import { dictionaryPartsFor } from './lib/i18n/translate';
import { getPageCache } from './lib/cache/pageCache.server';
import { createServerEdge } from './lib/http/serverEdge.server';
import { deferScriptsUntilFirstPaint } from './lib/http/deferScripts.server';
import { contentSecurityPolicy, createNonce } from './lib/security/headers.server';
import { NonceProvider } from './lib/security/nonce';
import { RETRY_AFTER_SECONDS } from './lib/server/unavailable.server';

// Validate the configuration when the server starts, not on the first request: a missing or
// malformed variable stops `react-router-serve` with one message per problem.
getEnv();
// Connect to the shared Redis (REDIS_URL) now, so it is ready before the first request: a call
// made while it is not connected fails at once rather than wait (lib/server/redis.server).
getSharedRedis();

/**
 * What `server/serve.mjs` answers itself (odd methods, unparsable requests, static file headers):
 * the server reaches it through the build's `entry.module`, so it speaks the shop's languages.
 */
export const serverEdge = createServerEdge({ production: getEnv().production });

/** The request context `server/serve.mjs` builds for each request: the socket's peer address. */
export { requestContextFor } from './lib/http/clientAddress.server';

/** What `server/serve.mjs` answers on `/readyz`: the backends and Redis reachable. */
export { readiness } from './lib/server/readiness.server';

const STREAM_TIMEOUT_MS = 5_000;

/** Streams the HTML; bots and SPA-mode builds wait for the whole document. */
export default async function handleRequest(
  request: Request,
  responseStatusCode: number,
  responseHeaders: Headers,
  routerContext: EntryContext,
) {
  // Lazy components render in place on the server (no fallback streamed in their stead).
  await lazyComponentsReady();
  const env = getEnv();
  const nonce = createNonce();
  const rootData = routerContext.staticHandlerContext.loaderData.root as
    { gaTrackingId?: string } | undefined;
  responseHeaders.set(
    'Content-Security-Policy',
    contentSecurityPolicy({
      nonce,
      storeDomain: env.storeDomain,
      contentImageBaseUrl: env.sanity.apiHost ?? 'https://cdn.sanity.io',
      // The tag manager may load only when a tracking id is configured.
      tagManagerScriptUrl: rootData?.gaTrackingId ? process.env.TAG_MANAGER_SCRIPT_URL : undefined,
      production: env.production,
      framedBy: await previewFramer(request),
    }),
  );
  if (responseStatusCode === 503) responseHeaders.set('Retry-After', String(RETRY_AFTER_SECONDS));
  return new Promise<Response>((resolve, reject) => {
    let shellRendered = false;
    const userAgent = request.headers.get('user-agent');
    const waitForAll = (userAgent && isbot(userAgent)) || routerContext.isSpaMode;
    const pathname = localeSourcePath(new URL(request.url));
    const { pipe, abort } = renderToPipeableStream(
      <NonceProvider nonce={nonce}>
        <ShellStylesheetPreload href={shellStylesheetHref(routerContext.manifest)} />
        <DictionaryPreload
          language={getLocaleFromPathname(pathname).language}
          parts={dictionaryPartsFor(pathname)}
          addresses={dictionaryChunks}
        />
        <ServerRouter context={routerContext} url={request.url} nonce={nonce} />
      </NonceProvider>,
      {
        nonce,
        // React 19.2 moves a finished Suspense boundary out of place (hidden, swapped in by a
        // script) once the page passes this many bytes; without JavaScript it would stay hidden.
        // Finished content is always written in place (the locale switcher must work without JS).
        progressiveChunkSize: Number.POSITIVE_INFINITY,
        [waitForAll ? 'onAllReady' : 'onShellReady']() {
          shellRendered = true;
          // Production pages fetch their scripts after the first paint; the dev
          // server's module scripts (Vite's client, hot reload) start at once.
          const body = env.production ? deferScriptsUntilFirstPaint(nonce) : new PassThrough();
          responseHeaders.set('Content-Type', 'text/html; charset=utf-8');
          applyPageCaching(request, responseStatusCode, responseHeaders);
          resolve(
            new Response(createReadableStreamFromReadable(body), {
              headers: responseHeaders,
              status: responseStatusCode,
            }),
          );
          pipe(body);
        },
        onShellError(error: unknown) {
          reject(error);
        },
        onError(error: unknown) {
          responseStatusCode = 500;
          // A page whose streamed part failed already went out as a 200: never keep it (ADR 002).
          getPageCache(getEnv().pageCache)?.markFailed(request);
          // Errors after the shell are reported once here; before it, onShellError rejects.
          if (shellRendered) console.error(error);
        },
      },
    );
    setTimeout(abort, STREAM_TIMEOUT_MS + 1_000);
  });
}

export const streamTimeout = STREAM_TIMEOUT_MS;

/** A client navigation that hit a down backend gets the same `Retry-After` as a document. */
export const handleDataRequest: HandleDataRequestFunction = (response) => {
  if (response.status === 503 && !response.headers.has('Retry-After'))
    response.headers.set('Retry-After', String(RETRY_AFTER_SECONDS));
  return response;
};
