import { cpSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { createStorefrontClient } from '@shopify/hydrogen-react';
import { afterAll, beforeAll, inject } from 'vitest';
import { startCommerceEmulator, type CommerceEmulator } from '../emulator.js';
import { NEWEST_API_VERSION } from '../graphql/apiVersions.js';

export const TOKEN = 'local-storefront-token';

/** A GraphQL answer as the wire carries it. */
export interface GraphQLAnswer<T = Record<string, unknown>> {
  data?: T;
  errors?: {
    message: string;
    locations?: { line: number; column: number }[];
    path?: (string | number)[];
    extensions?: Record<string, unknown>;
  }[];
}

/** An emulator in a temp dir on a free port, and the real Storefront client pointed at it. */
export interface Harness {
  emulator: CommerceEmulator;
  dataDir: string;
  /** POSTs a query through the client's URL and headers (newest API version unless told). */
  query<T = Record<string, unknown>>(
    query: string,
    variables?: Record<string, unknown>,
    version?: string,
  ): Promise<GraphQLAnswer<T>>;
  /** Restarts the emulator on the same data dir (persistence tests). */
  restart(): Promise<void>;
  stop(): Promise<void>;
}

export async function startHarness(options: { catalogueSize?: number } = {}): Promise<Harness> {
  const dataDir = mkdtempSync(join(tmpdir(), 'treize-commerce-'));
  // The demo catalogue seeded once by the global setup (src/test/seededTemplate.ts), copied.
  const template = options.catalogueSize === undefined ? inject('seededDataDir') : undefined;
  if (template) cpSync(template, dataDir, { recursive: true });
  let emulator = await startCommerceEmulator({
    port: 0,
    dataDir,
    catalogueSize: options.catalogueSize,
  });
  const harness: Harness = {
    get emulator() {
      return emulator;
    },
    dataDir,
    async query(query, variables = {}, version = NEWEST_API_VERSION) {
      const client = createStorefrontClient({
        storeDomain: emulator.url,
        publicStorefrontToken: TOKEN,
        storefrontApiVersion: version,
      });
      const response = await fetch(client.getStorefrontApiUrl(), {
        method: 'POST',
        headers: client.getPublicTokenHeaders(),
        body: JSON.stringify({ query, variables }),
      });
      if (response.status !== 200)
        throw new Error(`Storefront API answered ${response.status}: ${await response.text()}`);
      return (await response.json()) as GraphQLAnswer<never>;
    },
    async restart() {
      await emulator.close();
      emulator = await startCommerceEmulator({ port: 0, dataDir });
    },
    async stop() {
      await emulator.close();
      rmSync(dataDir, { recursive: true, force: true });
    },
  };
  return harness;
}

/** The data of an answer, failing the test with the errors when there are any. */
export function dataOf<T>(answer: GraphQLAnswer<T>): T {
  if (answer.errors?.length) throw new Error(`GraphQL errors: ${JSON.stringify(answer.errors)}`);
  if (!answer.data) throw new Error('GraphQL answer without data');
  return answer.data;
}

/** A GraphQL answer's data as tests read it, any field deep. */
export type Json = Record<string, any>; // eslint-disable-line @typescript-eslint/no-explicit-any

/** The harness of a test file, started in its beforeAll and stopped in its afterAll. */
export interface HarnessHooks {
  /** The running harness (only inside tests and hooks: it starts in beforeAll). */
  readonly harness: Harness;
  /** POSTs a query (newest API version) and answers its data, failing on GraphQL errors. */
  q<T = Json>(query: string, variables?: Record<string, unknown>): Promise<T>;
}

/**
 * Registers the beforeAll that starts a harness and the afterAll that stops it, for a whole test
 * file (or the describe block it is called in).
 */
export function useHarness(options: { catalogueSize?: number } = {}): HarnessHooks {
  let started: Harness | undefined;
  beforeAll(async () => {
    started = await startHarness(options);
  });
  afterAll(() => started?.stop());
  const hooks: HarnessHooks = {
    get harness() {
      if (!started) throw new Error('The harness starts in beforeAll: use it inside tests.');
      return started;
    },
    async q<T = Json>(query: string, variables?: Record<string, unknown>) {
      return dataOf(await hooks.harness.query<T>(query, variables));
    },
  };
  return hooks;
}
