// Passes the Studio's API calls to the content emulator. The browser reaches the Studio over one
// HTTP/2 connection, so its many long-lived listeners share it instead of queueing behind HTTP/1.1's
// six connections per host; from here to the emulator each call is its own HTTP/1.1 request.
import { request as httpRequest } from 'node:http';

/**
 * What the emulator answers: API paths, which carry a version first (/v1, /vX, /v2025-02-19), and
 * the uploaded images and files, whose URLs the emulator writes on the origin that asked (here,
 * the Studio's), so the Studio's previews of an upload load through it too.
 */
export const EMULATOR_PATH = /^\/(?:v(?:1|X|\d{4}-\d{2}-\d{2})|images|files)\//;

/** Headers of one hop only, which HTTP/2 forbids and HTTP/1.1 must not forward. */
const HOP_BY_HOP = new Set([
  'connection',
  'keep-alive',
  'proxy-connection',
  'transfer-encoding',
  'upgrade',
  'host',
  'http2-settings',
]);

function forwardable(headers) {
  return Object.fromEntries(
    Object.entries(headers).filter(([name]) => !name.startsWith(':') && !HOP_BY_HOP.has(name)),
  );
}

export function proxyToEmulator(request, response, emulatorHost) {
  const target = new URL(request.url, emulatorHost);
  const upstream = httpRequest(
    target,
    { method: request.method, headers: forwardable(request.headers) },
    (answer) => {
      response.writeHead(answer.statusCode ?? 502, forwardable(answer.headers));
      answer.pipe(response);
    },
  );
  upstream.on('error', (error) => {
    if (response.headersSent) return response.destroy();
    response.writeHead(502, { 'Content-Type': 'application/json' });
    response.end(
      JSON.stringify({
        error: {
          description: `The content emulator at ${emulatorHost} did not answer: ${error.message}`,
          type: 'badGateway',
        },
      }),
    );
  });
  // A listener the browser closes must close upstream too, or the emulator keeps streaming to nobody.
  response.on('close', () => upstream.destroy());
  request.pipe(upstream);
}
