import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import type { AddressInfo } from 'node:net';
import { openDatabase } from './store/database.js';
import { ensureSeeded, imageDirOf } from './catalogue/seed.js';
import { buildEmulatorSchema } from './graphql/schema.js';
import { resolvers } from './graphql/resolvers/index.js';
import { createEmulatorServer } from './http/server.js';
import type { ServedApiVersion } from './graphql/apiVersions.js';
import type { GraphQLSchema } from 'graphql';

/** Builds each version's schema once, on first use: most runs only ever ask for one version. */
function memoiseSchemas(build: (version: ServedApiVersion) => GraphQLSchema) {
  const built = new Map<ServedApiVersion, GraphQLSchema>();
  return (version: ServedApiVersion) => {
    let schema = built.get(version);
    if (!schema) {
      schema = build(version);
      built.set(version, schema);
    }
    return schema;
  };
}

/** Options of {@link startCommerceEmulator}. */
export interface CommerceEmulatorOptions {
  /** Port to listen on; 0 picks a free one. Default 4100. */
  port?: number;
  /** Interface to listen on. Default 127.0.0.1. */
  host?: string;
  /** Folder holding the SQLite file and the rendered artwork. */
  dataDir: string;
  /** Reseed the catalogue (and drop carts) even when the data dir already holds one. */
  reset?: boolean;
  /** The Storefront API access token accepted. Default `local-storefront-token`. */
  token?: string;
  /** Products in the catalogue: the 24 demo products, plus generated ones beyond 24. */
  catalogueSize?: number;
  /** Log one line per request. */
  log?: boolean;
  /**
   * Public origin of the storefront, where account e-mails link when a call does not name it in
   * the `X-Emulator-Storefront-Origin` header (an invitation from a script). Default: the emulator's.
   */
  storefrontOrigin?: string;
}

/** A running emulator. */
export interface CommerceEmulator {
  url: string;
  port: number;
  close(): Promise<void>;
}

/** The committed video clips (media/) sit next to dist/ and src/. */
const videoDir = join(dirname(fileURLToPath(import.meta.url)), '..', 'media');

/**
 * Starts the local Storefront API: opens (and seeds on first start) the SQLite store in `dataDir`,
 * then listens. Resolves once it accepts connections.
 */
export async function startCommerceEmulator(
  options: CommerceEmulatorOptions,
): Promise<CommerceEmulator> {
  const host = options.host ?? '127.0.0.1';
  const db = openDatabase(options.dataDir);
  try {
    await ensureSeeded(db, options.dataDir, {
      reset: options.reset,
      catalogueSize: options.catalogueSize,
    });
  } catch (error) {
    db.close();
    throw error;
  }
  const { server, setOrigin } = createEmulatorServer({
    db,
    schemaFor: memoiseSchemas((version) => buildEmulatorSchema(resolvers, version)),
    token: options.token ?? 'local-storefront-token',
    imageDir: imageDirOf(options.dataDir),
    videoDir,
    log: options.log ?? false,
    storefrontOrigin: options.storefrontOrigin,
  });
  await new Promise<void>((resolve, reject) => {
    server.once('error', (error) => {
      db.close();
      reject(error);
    });
    server.listen(options.port ?? 4100, host, () => resolve());
  });
  const port = (server.address() as AddressInfo).port;
  const publicHost = host === '0.0.0.0' || host === '::' ? '127.0.0.1' : host;
  const url = `http://${publicHost}:${port}`;
  setOrigin(url);
  return {
    url,
    port,
    close: () =>
      new Promise<void>((resolve, reject) => {
        server.close((error) => {
          db.close();
          if (error) reject(error);
          else resolve();
        });
        server.closeAllConnections();
      }),
  };
}
