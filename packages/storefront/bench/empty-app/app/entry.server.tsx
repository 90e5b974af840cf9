import { PassThrough } from 'node:stream';
import { createReadableStreamFromReadable } from '@react-router/node';
import { renderToPipeableStream } from 'react-dom/server';
import { ServerRouter, type EntryContext } from 'react-router';
import { createServerEdge } from '../../../app/lib/http/serverEdge.server';

/**
 * The baseline runs on the shop's own HTTP server (`server/serve.mjs`), so the ratios compare page
 * rendering, not two servers: that server needs the build to hand it the shop's edge answers.
 */
export const serverEdge = createServerEdge({ production: true });

/** React Router's smallest streaming render: no nonce, no caching rules, no bot handling. */
export default function handleRequest(
  request: Request,
  status: number,
  headers: Headers,
  routerContext: EntryContext,
) {
  return new Promise<Response>((resolve, reject) => {
    const { pipe } = renderToPipeableStream(
      <ServerRouter context={routerContext} url={request.url} />,
      {
        onShellReady() {
          const body = new PassThrough();
          headers.set('Content-Type', 'text/html; charset=utf-8');
          resolve(new Response(createReadableStreamFromReadable(body), { headers, status }));
          pipe(body);
        },
        onShellError: reject,
      },
    );
  });
}
