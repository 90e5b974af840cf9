/**
 * A pass-through HTTP proxy in front of the commerce emulator that remembers every GraphQL error
 * it forwards. The served skeleton is pointed at it (PUBLIC_STORE_DOMAIN), so an error counts even
 * when the skeleton's loader swallows it, and it is filed under the route being visited.
 */
import { createServer, request as httpRequest } from 'node:http';

const UPSTREAM_TIMEOUT_MS = 30_000;

/** Operation names and error messages found in one Storefront API answer. */
function graphqlErrorsOf(requestBody, responseBody) {
  let operation = 'anonymous';
  try {
    const sent = JSON.parse(requestBody);
    operation =
      sent.operationName ?? /(?:query|mutation)\s+(\w+)/.exec(sent.query ?? '')?.[1] ?? operation;
  } catch {
    // not JSON: the emulator answers it with an error, recorded below
  }
  try {
    const answer = JSON.parse(responseBody);
    return (answer.errors ?? []).map((e) => `${operation}: ${e.message ?? String(e)}`);
  } catch {
    return [`${operation}: the answer is not JSON (${responseBody.slice(0, 120)})`];
  }
}

/**
 * Starts the proxy on a free port of 127.0.0.1. `label()` names the route being visited when a
 * request arrives; `errorsFor(label)` lists what went wrong under it.
 */
export async function startRecordingProxy(upstreamUrl, label) {
  const upstream = new URL(upstreamUrl);
  const errors = new Map();
  const record = (route, message) => errors.set(route, [...(errors.get(route) ?? []), message]);
  const server = createServer((req, res) => {
    const route = label();
    const chunks = [];
    req.on('data', (chunk) => chunks.push(chunk));
    req.on('end', () => {
      const requestBody = Buffer.concat(chunks);
      const forwarded = httpRequest(
        {
          host: upstream.hostname,
          port: upstream.port,
          method: req.method,
          path: req.url,
          headers: { ...req.headers, host: upstream.host, 'accept-encoding': 'identity' },
          timeout: UPSTREAM_TIMEOUT_MS,
        },
        (answer) => {
          const body = [];
          answer.on('data', (chunk) => body.push(chunk));
          answer.on('end', () => {
            const raw = Buffer.concat(body);
            const text = raw.toString('utf8');
            if (/\/graphql(\.json)?$/.test(new URL(req.url, upstream).pathname)) {
              if ((answer.statusCode ?? 500) >= 400)
                record(
                  route,
                  `HTTP ${answer.statusCode} from the Storefront API: ${text.slice(0, 200)}`,
                );
              else
                for (const message of graphqlErrorsOf(requestBody.toString('utf8'), text))
                  record(route, message);
            }
            const headers = { ...answer.headers };
            delete headers['content-length'];
            delete headers['transfer-encoding'];
            res.writeHead(answer.statusCode ?? 502, headers);
            res.end(raw);
          });
        },
      );
      forwarded.on('timeout', () => forwarded.destroy(new Error('the emulator did not answer')));
      forwarded.on('error', (error) => {
        record(route, `proxy: ${error.message}`);
        res.writeHead(502);
        res.end();
      });
      forwarded.end(requestBody);
    });
  });
  await new Promise((resolve) => server.listen(0, '127.0.0.1', resolve));
  return {
    url: `http://127.0.0.1:${server.address().port}`,
    errorsFor: (route) => errors.get(route) ?? [],
    close: () => new Promise((resolve) => server.close(resolve)),
  };
}
