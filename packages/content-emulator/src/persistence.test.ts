import { spawn, type ChildProcess } from 'node:child_process';
import { appendFileSync, mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { once } from 'node:events';
import { afterEach, describe, expect, it } from 'vitest';
import { emulatorClient, startTestEmulator, TOKEN } from './test-support/emulator.js';

const dirs: string[] = [];
const children: ChildProcess[] = [];

function tempDir(): string {
  const dir = mkdtempSync(join(tmpdir(), 'treize-content-durable-'));
  dirs.push(dir);
  return dir;
}

afterEach(() => {
  for (const child of children.splice(0))
    if (child.exitCode === null && child.signalCode === null) child.kill('SIGKILL');
  for (const dir of dirs.splice(0)) rmSync(dir, { recursive: true, force: true });
});

/** Runs the real CLI (from source, through tsx) and resolves with its URL once it prints it. */
async function spawnCli(
  dataDir: string,
  extra: string[] = [],
): Promise<{ child: ChildProcess; url: string }> {
  const child = spawn(
    process.execPath,
    ['--import', 'tsx', 'src/cli.ts', '--port', '0', '--data', dataDir, '--token', TOKEN, ...extra],
    {
      cwd: join(import.meta.dirname, '..'),
      stdio: ['ignore', 'pipe', 'pipe'],
    },
  );
  children.push(child);
  let output = '';
  const url = await new Promise<string>((resolve, reject) => {
    child.stdout?.on('data', (chunk: Buffer) => {
      output += chunk.toString();
      const match = /^content emulator listening on (http:\/\/127\.0\.0\.1:\d+)$/m.exec(output);
      if (match?.[1]) resolve(match[1]);
    });
    child.stderr?.on('data', (chunk: Buffer) => {
      output += chunk.toString();
    });
    child.once('exit', (code) =>
      reject(new Error(`the CLI exited (${code}) before listening:\n${output}`)),
    );
  });
  return { child, url };
}

const clientFor = (apiHost: string) => emulatorClient(apiHost, { token: TOKEN });

// Spawning the CLI through tsx and seeding takes seconds on a quiet 2-core machine, over a minute
// on a saturated one: the limit only guards against a hang.
describe('durability', { timeout: 180_000 }, () => {
  it('keeps mutations across a restart, and does not load the seed again', async () => {
    const dataDir = tempDir();
    const first = await startTestEmulator(dataDir);
    await first.client({ token: TOKEN }).patch('home-en').set({ title: 'Changed' }).commit();
    await first.client({ token: TOKEN }).delete('page-entretien-en');
    await first.emulator.close();
    const second = await startTestEmulator(dataDir);
    const client = second.client({ token: TOKEN });
    expect(await client.fetch('*[_id == "home-en"][0].title')).toBe('Changed');
    expect(await client.getDocument('page-entretien-en')).toBeUndefined();
    // The recent transactions stay in the journal, so the history outlives the restart.
    expect(readFileSync(join(dataDir, 'journal.ndjson'), 'utf8')).toContain('"Changed"');
    await second.emulator.close();
  });

  it('keeps an acknowledged mutation after SIGKILL, and ignores a torn journal line', async () => {
    const dataDir = tempDir();
    const { child, url } = await spawnCli(dataDir);
    const client = clientFor(url);
    await client.create({
      _id: 'contact-kill',
      _type: 'contactRequest',
      language: 'fr',
      firstName: 'Lou',
    });
    await client.patch('layout-fr').set({ 'banner.text': 'Soldes' }).commit();
    child.kill('SIGKILL');
    await once(child, 'exit');
    // A crash in the middle of writing the next transaction leaves half a line behind.
    appendFileSync(join(dataDir, 'journal.ndjson'), '{"transactionId":"torn","put":[{"_id":"half');
    const restarted = await spawnCli(dataDir);
    const after = clientFor(restarted.url);
    expect(await after.getDocument('contact-kill')).toMatchObject({ firstName: 'Lou' });
    expect(await after.fetch('*[_id == "layout-fr"][0].banner.text')).toBe('Soldes');
    restarted.child.kill('SIGTERM');
    const [code] = await once(restarted.child, 'exit');
    expect(code).toBe(0);
  });

  it('loads the seed again with --reset', async () => {
    const dataDir = tempDir();
    const first = await spawnCli(dataDir);
    await clientFor(first.url).delete('home-fr');
    first.child.kill('SIGTERM');
    await once(first.child, 'exit');
    const reset = await spawnCli(dataDir, ['--reset']);
    expect(await clientFor(reset.url).fetch('*[_id == "home-fr"][0].title')).toBe(
      'Bijoux faits main à Paris',
    );
  });
});
