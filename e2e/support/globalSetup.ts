import { spawn, spawnSync, type ChildProcess } from 'node:child_process';
import { existsSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { startCommerceEmulator } from '@treize/commerce-emulator';
import { startContentEmulator } from '@treize/content-emulator';
import { CHROMIUM_PATH } from '../../scripts/chromium.mjs';
import { stack } from './env';
import { freePort, waitForHttp } from './ports';

const here = dirname(fileURLToPath(import.meta.url));
const storefrontDir = join(here, '../../packages/storefront');

/** Debian's Chromium is the only browser the journeys use: Playwright never downloads one. */
function ensureChromium(): void {
  if (existsSync(CHROMIUM_PATH)) return;
  console.log(
    '[e2e] /usr/bin/chromium is missing: running "apt-get update && apt-get install -y chromium"',
  );
  const result = spawnSync('sh', ['-c', 'apt-get update && apt-get install -y chromium'], {
    stdio: 'inherit',
  });
  if (result.status !== 0 || !existsSync(CHROMIUM_PATH))
    throw new Error('Installing chromium with apt-get failed');
}

/** The storefront's own production server, as `npm start` runs it. */
const storefrontServer = join(storefrontDir, 'server/serve.mjs');

/**
 * Starts the commerce and content emulators on free ports with fresh data dirs, then the built
 * storefront pointed at them, and returns the teardown.
 */
export default async function globalSetup(): Promise<() => Promise<void>> {
  ensureChromium();
  const serverBuild = join(storefrontDir, 'build/server/index.js');
  if (!existsSync(serverBuild)) {
    throw new Error(
      `No storefront build at ${serverBuild}: run "npm run build -w @treize/storefront" first`,
    );
  }
  const dataRoot = mkdtempSync(join(tmpdir(), 'treize-e2e-'));
  const commerce = await startCommerceEmulator({
    port: 0,
    dataDir: join(dataRoot, 'commerce'),
    reset: true,
    token: 'local-storefront-token',
  });
  const content = await startContentEmulator({
    port: 0,
    dataDir: join(dataRoot, 'content'),
    reset: true,
    token: stack.contentToken,
  });
  const port = await freePort();
  const storefront: ChildProcess = spawn(process.execPath, [storefrontServer, serverBuild], {
    cwd: storefrontDir,
    stdio: ['ignore', 'ignore', 'inherit'],
    env: {
      ...process.env,
      NODE_ENV: 'production',
      PORT: String(port),
      // One worker: journeys read one process's own memory (its page cache, its limits without
      // Redis) and the fault tests signal that very process.
      WEB_CONCURRENCY: '1',
      HOST: '127.0.0.1',
      PUBLIC_STORE_DOMAIN: commerce.url,
      PUBLIC_STOREFRONT_API_TOKEN: 'local-storefront-token',
      SANITY_API_HOST: content.url,
      SANITY_API_TOKEN: stack.contentToken,
      // Contact requests are written with the server-side write token (the emulator has one token).
      SANITY_WRITE_TOKEN: stack.contentToken,
      SANITY_PREVIEW_SECRET: stack.previewSecret,
      SESSION_SECRET: 'e2e-session-secret-0123456789',
      // The tag manager runs only with consent and a tracking id; the journeys serve its script.
      GA_TRACKING_ID: stack.gaTrackingId,
      TAG_MANAGER_SCRIPT_URL: stack.tagManagerScriptUrl,
      QA_INSPECTOR: 'on',
    },
  });
  const url = `http://127.0.0.1:${port}`;
  await waitForHttp(`${url}/`, 30_000);
  process.env.E2E_STOREFRONT_URL = url;
  process.env.E2E_CONTENT_URL = content.url;
  process.env.E2E_COMMERCE_URL = commerce.url;

  return async () => {
    storefront.kill('SIGTERM');
    await Promise.all([commerce.close(), content.close()]);
    rmSync(dataRoot, { recursive: true, force: true });
  };
}
