import { spawnSync } from 'node:child_process';
import { existsSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import type { BrowserContext } from '@playwright/test';
import { stack } from './env';

const studioDir = join(dirname(fileURLToPath(import.meta.url)), '../../packages/studio');

export interface LocalStudio {
  url: string;
  close(): Promise<void>;
}

/**
 * Serves the built Studio against a content emulator (this run's shared one unless told), its
 * Presentation tool opening that storefront, building it first when it was never built (`sanity
 * build`, about a minute; a CI cache of packages/studio/dist skips it).
 */
export async function startStudio(
  target: { content: string; storefront: string } = stack,
): Promise<LocalStudio> {
  if (!existsSync(join(studioDir, 'dist/index.html'))) {
    const build = spawnSync('npx', ['sanity', 'build', '--yes'], {
      cwd: studioDir,
      stdio: 'inherit',
      env: { ...process.env, SANITY_TELEMETRY_DISABLED: '1', NO_UPDATE_NOTIFIER: '1' },
    });
    if (build.status !== 0) throw new Error('sanity build failed');
  }
  const serve = join(studioDir, 'server/serve.mjs');
  const { serveStudio } = (await import(pathToFileURL(serve).href)) as {
    serveStudio(options: Record<string, unknown>): Promise<LocalStudio>;
  };
  return serveStudio({
    port: 0,
    emulatorHost: target.content,
    storefrontUrl: target.storefront,
    token: stack.contentToken,
  });
}

/** Records every request to another machine and refuses it; the list is what a test asserts empty. */
export async function refuseOffMachine(context: BrowserContext): Promise<string[]> {
  const offMachine: string[] = [];
  await context.route('**/*', (route) => {
    const { hostname } = new URL(route.request().url());
    if (hostname === 'localhost' || hostname === '127.0.0.1') return route.continue();
    offMachine.push(route.request().url());
    return route.abort('blockedbyclient');
  });
  return offMachine;
}
