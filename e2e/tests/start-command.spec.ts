import { spawn } from 'node:child_process';
import { once } from 'node:events';
import { createServer } from 'node:net';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { expect, test } from '@playwright/test';

/**
 * `npm start` honours the three port variables the README names: the shop and both demo backends
 * come up where they are told, the shop talks to those backends, and Ctrl-C stops all three.
 */
const root = join(dirname(fileURLToPath(import.meta.url)), '../..');

async function freePort(): Promise<number> {
  const server = createServer();
  server.listen(0, '127.0.0.1');
  await once(server, 'listening');
  const { port } = server.address() as { port: number };
  server.close();
  await once(server, 'close');
  return port;
}

async function answers(url: string): Promise<boolean> {
  try {
    await (await fetch(url)).arrayBuffer();
    return true;
  } catch {
    return false;
  }
}

test('npm start puts the shop and both backends on the ports it is given, and stops them all', async ({
  page,
}) => {
  test.setTimeout(240_000);
  const [shop, commerce, content] = [await freePort(), await freePort(), await freePort()];
  const start = spawn(process.execPath, [join(root, 'scripts/start.mjs')], {
    cwd: root,
    env: {
      ...process.env,
      PORT: String(shop),
      COMMERCE_EMULATOR_PORT: String(commerce),
      CONTENT_EMULATOR_PORT: String(content),
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let output = '';
  start.stdout.on('data', (chunk: Buffer) => (output += chunk.toString()));
  start.stderr.on('data', (chunk: Buffer) => (output += chunk.toString()));
  try {
    await expect
      .poll(() => output, { timeout: 200_000, intervals: [500] })
      .toContain(`Atelier Treize: http://localhost:${shop}`);

    expect(await answers(`http://127.0.0.1:${commerce}/`)).toBe(true);
    expect(await answers(`http://127.0.0.1:${content}/`)).toBe(true);

    // The home page is made of the content backend's layout and the commerce backend's products.
    const response = await page.goto(`http://127.0.0.1:${shop}/collections/bagues`);
    expect(response?.status()).toBe(200);
    await expect(page.locator('main a[href^="/products/"]').first()).toBeVisible();
    await expect(page.locator('footer')).toBeVisible();
    const pictures = await page
      .locator('img[src*="127.0.0.1"]')
      .evaluateAll((images) => images.map((image) => (image as HTMLImageElement).src));
    for (const src of pictures) expect(src).toMatch(new RegExp(`:(${commerce}|${content})/`));
  } finally {
    start.kill('SIGTERM');
    if (start.exitCode === null) await once(start, 'exit');
  }
  expect(start.exitCode).toBe(0);
  for (const port of [shop, commerce, content])
    expect(await answers(`http://127.0.0.1:${port}/`), `port ${port} still answers`).toBe(false);
});
