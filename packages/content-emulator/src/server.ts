import { mkdirSync, rmSync, writeFileSync, existsSync } from 'node:fs';
import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import { join } from 'node:path';
import { createHandler } from './http/router.js';
import { buildSeed } from './seed/index.js';
import type { StoredDocument } from './store/documents.js';
import { HISTORY_LIMIT, recordOfEntry, type TransactionRecord } from './store/history.js';
import { Journal } from './store/journal.js';
import { Store } from './store/store.js';

export interface ContentEmulatorOptions {
  /** Port to listen on; 0 (the default) picks a free one. */
  port?: number;
  /** Interface to bind; defaults to 127.0.0.1. */
  host?: string;
  /** Where documents (snapshot + journal) and image files live. */
  dataDir: string;
  /** Forget everything in `dataDir` and load the seed again. */
  reset?: boolean;
  /** The token accepted for drafts, raw and mutations; defaults to `local-content-token`. */
  token?: string;
  /** Log one line per request. */
  log?: boolean;
}

export interface ContentEmulator {
  /** Base URL, e.g. `http://127.0.0.1:4200`: use it as the client's `apiHost`. */
  url: string;
  port: number;
  close(): Promise<void>;
}

export const DEFAULT_TOKEN = 'local-content-token';
const PROJECT_ID = 'treize';
const DATASET = 'production';

async function openDataset(
  dataDir: string,
  assetsDir: string,
): Promise<{
  journal: Journal;
  documents: Map<string, StoredDocument>;
  recorded: TransactionRecord[];
}> {
  const journal = new Journal(dataDir);
  if (journal.isEmpty()) {
    const seed = await buildSeed();
    mkdirSync(assetsDir, { recursive: true });
    // Image files first: the snapshot is what marks the seed as loaded.
    for (const asset of seed.assets) {
      const path = join(assetsDir, asset.file);
      if (!existsSync(path)) writeFileSync(path, asset.data);
    }
    journal.compact(seed.documents);
    return {
      journal,
      documents: new Map(seed.documents.map((doc) => [doc._id, doc])),
      recorded: [],
    };
  }
  const recorded: TransactionRecord[] = [];
  const documents = journal.load(
    (entry, before) => recorded.push(recordOfEntry(entry, before)),
    HISTORY_LIMIT,
  );
  journal.compact();
  return { journal, documents, recorded };
}

/**
 * Starts a local Sanity Content Lake: query, doc and mutate endpoints over the `production` dataset
 * of project `treize` (any project id is accepted), and the image pipeline. The dataset is seeded
 * with the Atelier Treize demo content the first time `dataDir` is used.
 */
export async function startContentEmulator(
  options: ContentEmulatorOptions,
): Promise<ContentEmulator> {
  const host = options.host ?? '127.0.0.1';
  if (options.reset) rmSync(options.dataDir, { recursive: true, force: true });
  const assetsDir = join(options.dataDir, 'assets');
  const { journal, documents, recorded } = await openDataset(options.dataDir, assetsDir);
  let baseUrl = '';
  const store = new Store(
    journal,
    documents,
    (doc) =>
      doc._type === 'sanity.imageAsset' && typeof doc.path === 'string'
        ? { ...doc, url: `${baseUrl}/${doc.path}` }
        : doc,
    recorded,
  );
  const server = createServer(
    createHandler({
      store,
      token: options.token ?? DEFAULT_TOKEN,
      projectId: PROJECT_ID,
      dataset: DATASET,
      assetsDir,
      log: options.log ?? false,
    }),
  );
  server.keepAliveTimeout = 5_000;
  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(options.port ?? 0, host, () => resolve());
  });
  const { port } = server.address() as AddressInfo;
  baseUrl = `http://${host.includes(':') ? `[${host}]` : host}:${port}`;
  return {
    url: baseUrl,
    port,
    close: () =>
      new Promise<void>((resolve, reject) => {
        server.close((error) => {
          journal.close();
          if (error) reject(error);
          else resolve();
        });
        server.closeAllConnections();
      }),
  };
}
