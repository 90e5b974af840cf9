import { createServer } from 'node:net';

/** A port that was free a moment ago (the OS picks it: listen on 0, read, close). */
export function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = createServer();
    server.unref();
    server.on('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const address = server.address();
      server.close(() =>
        typeof address === 'object' && address
          ? resolve(address.port)
          : reject(new Error('no port')),
      );
    });
  });
}

/** Resolves once `url` answers any HTTP status, or rejects after `timeoutMs`. */
export async function waitForHttp(url: string, timeoutMs: number): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    try {
      await fetch(url);
      return;
    } catch (error) {
      if (Date.now() > deadline)
        throw new Error(
          `${url} did not answer within ${timeoutMs} ms: ${(error as Error).message}`,
          { cause: error },
        );
      await new Promise((r) => setTimeout(r, 200));
    }
  }
}
