import { spawn, type ChildProcess } from 'node:child_process';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { startRedisServer, type RedisServer } from '../../scripts/redisServer.mjs';
import { stack } from './env';
import { freePort, waitForHttp } from './ports';

/**
 * Two storefront processes sharing one real Redis, on the global stack's emulators: what a
 * deployment of several processes behind a load balancer looks like. Each process runs one
 * worker (`WEB_CONCURRENCY=1`) so a test knows which process answered.
 */
const here = dirname(fileURLToPath(import.meta.url));
export const storefrontDir = join(here, '../../packages/storefront');

export interface SharedStack {
  redis: RedisServer;
  /** The two storefronts' URLs. */
  shops: [string, string];
  /** Everything both storefronts wrote to stderr. */
  output(): string;
  stop(): Promise<void>;
}

/** Waits for `/readyz` to say 200, as a load balancer does before sending shoppers. */
async function ready(url: string) {
  const deadline = Date.now() + 30_000;
  while ((await fetch(`${url}/readyz`)).status !== 200) {
    if (Date.now() > deadline) throw new Error(`${url}/readyz did not become ready`);
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
}

export async function startSharedStack(): Promise<SharedStack> {
  const redis = await startRedisServer();
  let output = '';
  const children: ChildProcess[] = [];
  const shops = await Promise.all(
    [0, 1].map(async () => {
      const port = await freePort();
      const child = spawn(
        process.execPath,
        [join(storefrontDir, 'server/serve.mjs'), join(storefrontDir, 'build/server/index.js')],
        {
          cwd: storefrontDir,
          stdio: ['ignore', 'ignore', 'pipe'],
          env: {
            ...process.env,
            NODE_ENV: 'production',
            WEB_CONCURRENCY: '1',
            PORT: String(port),
            HOST: '127.0.0.1',
            PUBLIC_STORE_DOMAIN: stack.commerce,
            PUBLIC_STOREFRONT_API_TOKEN: 'local-storefront-token',
            SANITY_API_HOST: stack.content,
            SANITY_API_TOKEN: stack.contentToken,
            SANITY_WRITE_TOKEN: stack.contentToken,
            SESSION_SECRET: 'shared-session-secret-0123456789',
            PAGE_CACHE: 'on',
            REDIS_URL: redis.url,
            // The tests name their client with X-Forwarded-For, as a load balancer would.
            TRUSTED_PROXIES: '127.0.0.1',
          },
        },
      );
      child.stderr!.on('data', (chunk) => (output += chunk));
      children.push(child);
      const url = `http://127.0.0.1:${port}`;
      await waitForHttp(`${url}/healthz`, 60_000);
      await ready(url);
      return url;
    }),
  );
  return {
    redis,
    shops: shops as [string, string],
    output: () => output,
    async stop() {
      for (const child of children) child.kill('SIGTERM');
      await Promise.all(
        children.map(
          (child) =>
            child.exitCode === null && new Promise((resolve) => child.once('exit', resolve)),
        ),
      );
      await redis.stop();
    },
  };
}
