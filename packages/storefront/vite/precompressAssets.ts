import { readFile, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { promisify } from 'node:util';
import { brotliCompress, constants, gzip } from 'node:zlib';
import type { Plugin } from 'vite';

const gzipAsync = promisify(gzip);
const brotliAsync = promisify(brotliCompress);

/** Text files worth compressing; fonts (woff2) and images are compressed already. */
export const COMPRESSIBLE = /\.(js|mjs|css|svg|json|txt|html|xml|webmanifest)$/;
/** Below this, a compressed copy saves less than its own headers cost. */
export const MIN_BYTES = 1024;

export interface CompressedCopies {
  gzip: Buffer;
  brotli: Buffer;
}

/** The two encodings a browser may accept, each at its smallest setting: built once, served often. */
export async function compressCopies(content: Buffer): Promise<CompressedCopies> {
  const [gzipped, brotli] = await Promise.all([
    gzipAsync(content, { level: 9 }),
    brotliAsync(content, {
      params: {
        [constants.BROTLI_PARAM_QUALITY]: constants.BROTLI_MAX_QUALITY,
        [constants.BROTLI_PARAM_SIZE_HINT]: content.length,
      },
    }),
  ]);
  return { gzip: gzipped, brotli };
}

/**
 * Writes `file.gz` and `file.br` beside each compressible file of at least {@link MIN_BYTES} in
 * `directory`; `fileNames` are relative to it. A copy that would not be smaller is not written,
 * so the server falls back to the file itself. Returns the names that got copies.
 */
export async function writeCompressedCopies(
  directory: string,
  fileNames: readonly string[],
): Promise<string[]> {
  const written: string[] = [];
  for (const name of fileNames) {
    if (!COMPRESSIBLE.test(name)) continue;
    const path = join(directory, name);
    const content = await readFile(path);
    if (content.length < MIN_BYTES) continue;
    const copies = await compressCopies(content);
    let wrote = false;
    if (copies.gzip.length < content.length) {
      await writeFile(`${path}.gz`, copies.gzip);
      wrote = true;
    }
    if (copies.brotli.length < content.length) {
      await writeFile(`${path}.br`, copies.brotli);
      wrote = true;
    }
    if (wrote) written.push(name);
  }
  return written;
}

/**
 * The production server gzipped every script and stylesheet on every request. The
 * 340 KB framework file cost about 9 ms of the server's one thread each time (112 answers a second
 * on the bench machine), more than rendering a product page, and a first visit fetches a dozen
 * such files. The browser build now leaves compressed copies beside its files, at settings too
 * slow to use per request (gzip 9, brotli 11), and `server/precompressed.mjs` sends them as they
 * are.
 */
export function precompressAssets(): Plugin {
  return {
    name: 'treize:precompress-assets',
    apply: 'build',
    applyToEnvironment: (environment) => environment.name === 'client',
    async writeBundle(options, bundle) {
      if (!options.dir) return;
      await writeCompressedCopies(options.dir, Object.keys(bundle));
    },
  };
}
