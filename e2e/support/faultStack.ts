import { spawn, type ChildProcess } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { freePort, waitForHttp } from './ports';

/**
 * A stack of its own: both emulators as separate processes (so a fault test can freeze them with
 * SIGSTOP or kill them with SIGKILL, which the in-process emulators of the global setup do not
 * allow) and the built storefront with the deadlines a test asks for, all on free ports so it
 * never clashes with the shared stack or another worker. The Studio's journeys use one too: what
 * they publish would otherwise show on every other journey's pages.
 */

const here = dirname(fileURLToPath(import.meta.url));
const repo = join(here, '../..');
const storefrontDir = join(repo, 'packages/storefront');

export type BackendName = 'commerce' | 'content';

const CLI: Record<BackendName, string> = {
  commerce: join(repo, 'packages/commerce-emulator/dist/cli.js'),
  content: join(repo, 'packages/content-emulator/dist/cli.js'),
};

export interface FaultStackOptions {
  /** `BACKEND_TIMEOUT_MS` of the storefront. */
  timeoutMs: number;
  /** `BACKEND_RETRIES` of the storefront. */
  retries: number;
}

/** The preview secret of a stack of its own. */
export const OWN_STACK_PREVIEW_SECRET = 'fault-preview-secret';

export interface FaultStack {
  storefront: string;
  commerce: string;
  content: string;
  /** Freezes a backend: it keeps its port and connections but answers nothing. */
  freeze(name: BackendName): void;
  thaw(name: BackendName): void;
  /** Kills a backend outright (its port then refuses connections). */
  kill(name: BackendName): Promise<void>;
  /** Starts a killed backend again on the same port and data; resolves once it answers. */
  restart(name: BackendName): Promise<void>;
  /** Whether the storefront process is still running. */
  storefrontAlive(): boolean;
  /** Everything the storefront wrote to stdout and stderr. */
  storefrontOutput(): string;
  stop(): Promise<void>;
}

function exited(child: ChildProcess): Promise<void> {
  return child.exitCode !== null || child.signalCode !== null
    ? Promise.resolve()
    : new Promise((resolve) => child.once('exit', () => resolve()));
}

export async function startFaultStack(options: FaultStackOptions): Promise<FaultStack> {
  const dataRoot = mkdtempSync(join(tmpdir(), 'treize-faults-'));
  const ports = { commerce: await freePort(), content: await freePort() };
  const backends = new Map<BackendName, ChildProcess>();

  async function launch(name: BackendName, reset: boolean) {
    const child = spawn(
      process.execPath,
      [
        CLI[name],
        '--port',
        String(ports[name]),
        '--data',
        join(dataRoot, name),
        ...(reset ? ['--reset'] : []),
      ],
      { stdio: ['ignore', 'ignore', 'inherit'] },
    );
    backends.set(name, child);
    await waitForHttp(`http://127.0.0.1:${ports[name]}/`, 60_000);
  }

  await Promise.all([launch('commerce', true), launch('content', true)]);
  const port = await freePort();
  let output = '';
  // No NODE_ENV, as `npm start` runs it: the server itself defaults to production, before React loads.
  const inherited = { ...process.env };
  delete inherited.NODE_ENV;
  const storefront = spawn(
    process.execPath,
    [join(storefrontDir, 'server/serve.mjs'), join(storefrontDir, 'build/server/index.js')],
    {
      cwd: storefrontDir,
      stdio: ['ignore', 'pipe', 'pipe'],
      env: {
        ...inherited,
        PORT: String(port),
        HOST: '127.0.0.1',
        // One worker: journeys read one process's own memory (its page cache, its limits without
        // Redis) and the fault tests signal that very process.
        WEB_CONCURRENCY: '1',
        PUBLIC_STORE_DOMAIN: `http://127.0.0.1:${ports.commerce}`,
        PUBLIC_STOREFRONT_API_TOKEN: 'local-storefront-token',
        SANITY_API_HOST: `http://127.0.0.1:${ports.content}`,
        SANITY_API_TOKEN: 'local-content-token',
        SANITY_WRITE_TOKEN: 'local-content-token',
        SANITY_PREVIEW_SECRET: OWN_STACK_PREVIEW_SECRET,
        SESSION_SECRET: 'fault-session-secret-0123456789',
        BACKEND_TIMEOUT_MS: String(options.timeoutMs),
        BACKEND_RETRIES: String(options.retries),
      },
    },
  );
  storefront.stdout!.on('data', (chunk) => (output += chunk));
  storefront.stderr!.on('data', (chunk) => (output += chunk));
  const storefrontUrl = `http://127.0.0.1:${port}`;
  await waitForHttp(`${storefrontUrl}/robots.txt`, 60_000);

  const backend = (name: BackendName) => backends.get(name)!;
  return {
    storefront: storefrontUrl,
    commerce: `http://127.0.0.1:${ports.commerce}`,
    content: `http://127.0.0.1:${ports.content}`,
    freeze: (name) => void backend(name).kill('SIGSTOP'),
    thaw: (name) => void backend(name).kill('SIGCONT'),
    async kill(name) {
      backend(name).kill('SIGKILL');
      await exited(backend(name));
    },
    restart: (name) => launch(name, false),
    storefrontAlive: () => storefront.exitCode === null && storefront.signalCode === null,
    storefrontOutput: () => output,
    async stop() {
      // A frozen process ignores SIGTERM: kill everything outright, then drop the data.
      const all = [storefront, ...backends.values()];
      for (const child of all) child.kill('SIGKILL');
      await Promise.all(all.map(exited));
      rmSync(dataRoot, { recursive: true, force: true });
    },
  };
}

/**
 * The first variant of the product `handle`, read from the commerce emulator itself (so nothing of
 * it lands in the storefront's caches), as a product page would.
 */
export async function firstVariantId(commerce: string, handle: string): Promise<string> {
  const response = await fetch(`${commerce}/api/2023-10/graphql.json`, {
    method: 'POST',
    headers: {
      'Content-Type': 'application/json',
      'X-Shopify-Storefront-Access-Token': 'local-storefront-token',
    },
    body: JSON.stringify({
      query: `{ product(handle: "${handle}") { variants(first: 1) { nodes { id } } } }`,
    }),
  });
  const body = (await response.json()) as {
    data: { product: { variants: { nodes: { id: string }[] } } };
  };
  return body.data.product.variants.nodes[0]!.id;
}
