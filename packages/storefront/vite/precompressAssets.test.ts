import { randomBytes } from 'node:crypto';
import { mkdtemp, readFile, readdir, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { MIN_BYTES, writeCompressedCopies } from './precompressAssets';

let directory: string;
beforeEach(async () => {
  directory = await mkdtemp(join(tmpdir(), 'precompress-'));
});
afterEach(async () => {
  await rm(directory, { recursive: true, force: true });
});

/** Script-like text of exactly `bytes` bytes: repetitive, as minified code is. */
const script = (bytes: number) => {
  const line = 'export function add(a,b){return a+b}\n';
  return Buffer.from(line.repeat(Math.ceil(bytes / line.length))).subarray(0, bytes);
};

describe('writeCompressedCopies', () => {
  it('writes gzip and brotli copies that decode to the file, each smaller than it', async () => {
    const content = script(40_000);
    await writeFile(join(directory, 'app.js'), content);
    await writeFile(join(directory, 'shell.css'), script(5_000));

    expect(await writeCompressedCopies(directory, ['app.js', 'shell.css'])).toEqual([
      'app.js',
      'shell.css',
    ]);

    const gzipped = await readFile(join(directory, 'app.js.gz'));
    const brotli = await readFile(join(directory, 'app.js.br'));
    expect(gunzipSync(gzipped).equals(content)).toBe(true);
    expect(brotliDecompressSync(brotli).equals(content)).toBe(true);
    expect(gzipped.length).toBeLessThan(content.length);
    expect(brotli.length).toBeLessThan(gzipped.length);
  });

  it('leaves alone fonts, files below the threshold and files compression would not shrink', async () => {
    await writeFile(join(directory, 'inter.woff2'), script(4_000));
    await writeFile(join(directory, 'tiny.js'), script(MIN_BYTES - 1));
    await writeFile(join(directory, 'noise.js'), randomBytes(8_000));

    expect(await writeCompressedCopies(directory, ['inter.woff2', 'tiny.js', 'noise.js'])).toEqual(
      [],
    );
    expect((await readdir(directory)).sort()).toEqual(['inter.woff2', 'noise.js', 'tiny.js']);
  });

  it('compresses a file of exactly the threshold', async () => {
    const content = script(MIN_BYTES);
    expect(content.length).toBe(MIN_BYTES);
    await writeFile(join(directory, 'edge.js'), content);
    expect(await writeCompressedCopies(directory, ['edge.js'])).toEqual(['edge.js']);
  });
});
