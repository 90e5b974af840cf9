import { PassThrough } from 'node:stream';
import { createReadableStreamFromReadable } from '@react-router/node';
import { isbot } from 'isbot';
import { renderToPipeableStream } from 'react-dom/server';
import { ServerRouter, type EntryContext } from 'react-router';
import { lazyComponentsReady } from './components/lazyComponent';
import { applyPageCaching } from './lib/cacheControl.server';
import { getEnv } from './lib/env.server';
import { getPageCache } from './lib/pageCache.server';

// Validate the configuration when the server starts, not on the first request: a missing or
// malformed variable stops `react-router-serve` with one message per problem (issue 6).
getEnv();

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
  return new Promise<Response>((resolve, reject) => {
    let shellRendered = false;
    const userAgent = request.headers.get('user-agent');
    const waitForAll = (userAgent && isbot(userAgent)) || routerContext.isSpaMode;
    const { pipe, abort } = renderToPipeableStream(
      <ServerRouter context={routerContext} url={request.url} />,
      {
        // React 19.2 moves a finished Suspense boundary out of place (hidden, swapped in by a
        // script) once the page passes this many bytes; without JavaScript it would stay hidden.
        // Finished content is always written in place (the locale switcher must work without JS).
        progressiveChunkSize: Number.POSITIVE_INFINITY,
        [waitForAll ? 'onAllReady' : 'onShellReady']() {
          shellRendered = true;
          const body = new PassThrough();
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
