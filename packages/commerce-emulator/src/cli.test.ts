import { spawn } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterAll, describe, expect, it } from 'vitest';

const cli = fileURLToPath(new URL('./cli.ts', import.meta.url));
const dataDir = mkdtempSync(join(tmpdir(), 'treize-commerce-cli-'));
afterAll(() => rmSync(dataDir, { recursive: true, force: true }));

function run(args: string[]) {
  const child = spawn(process.execPath, ['--import', 'tsx', cli, ...args], {
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let stdout = '';
  let stderr = '';
  child.stdout.on('data', (chunk: Buffer) => (stdout += chunk.toString()));
  child.stderr.on('data', (chunk: Buffer) => (stderr += chunk.toString()));
  const exited = new Promise<number | null>((resolve) => child.on('exit', (code) => resolve(code)));
  const ready = new Promise<string>((resolve, reject) => {
    child.stdout.on('data', () => {
      const match = /commerce emulator listening on (http:\/\/127\.0\.0\.1:\d+)\n/.exec(stdout);
      if (match?.[1]) resolve(match[1]);
    });
    void exited.then((code) => reject(new Error(`exited with ${code}: ${stderr}`)));
  });
  // Runs that are expected to fail never await `ready`.
  ready.catch(() => undefined);
  return { child, ready, exited, output: () => ({ stdout, stderr }) };
}

describe('treize-commerce-emulator', () => {
  it('prints its URL when ready, serves the API with the given token, and exits 0 on SIGTERM', async () => {
    const proc = run(['--port', '0', '--data', dataDir, '--token', 'cli-token']);
    const url = await proc.ready;
    expect(proc.output().stdout).toBe(`commerce emulator listening on ${url}\n`);
    const answer = await fetch(`${url}/api/2023-10/graphql.json`, {
      method: 'POST',
      headers: {
        'content-type': 'application/json',
        'X-Shopify-Storefront-Access-Token': 'cli-token',
      },
      body: JSON.stringify({ query: '{ product(handle: "comete") { id } }' }),
    });
    expect(((await answer.json()) as { data: unknown }).data).toEqual({
      product: { id: 'gid://shopify/Product/9100000004' },
    });
    proc.child.kill('SIGTERM');
    expect(await proc.exited).toBe(0);
  });

  it('exits 0 on SIGINT too', async () => {
    const proc = run(['--port', '0', '--data', dataDir]);
    await proc.ready;
    proc.child.kill('SIGINT');
    expect(await proc.exited).toBe(0);
  });

  it('refuses bad flags with a usage message and code 2', async () => {
    const proc = run(['--port', 'abc', '--data', dataDir]);
    expect(await proc.exited).toBe(2);
    expect(proc.output().stderr).toContain('--port must be a port number');
    const unknown = run(['--colour', 'or']);
    expect(await unknown.exited).toBe(2);
    expect(unknown.output().stderr).toContain('Usage:');
  });
});
