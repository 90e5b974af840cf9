import { createClient, type ClientConfig, type SanityClient } from '@sanity/client';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { startContentEmulator, type ContentEmulator } from '../index.js';

export const TOKEN = 'test-token';
export const API_VERSION = '2025-02-19';

export interface TestEmulator {
  emulator: ContentEmulator;
  dataDir: string;
  /** A real `@sanity/client` configured the way the storefront configures it. */
  client(config?: Partial<ClientConfig>): SanityClient;
  stop(): Promise<void>;
}

/** A real `@sanity/client` for an emulator at `apiHost`, configured the way the storefront configures it. */
export function emulatorClient(apiHost: string, config: Partial<ClientConfig> = {}): SanityClient {
  return createClient({
    projectId: 'treize',
    dataset: 'production',
    apiVersion: API_VERSION,
    useCdn: false,
    apiHost,
    useProjectHostname: false,
    ...config,
  });
}

/** Starts an emulator on a free port over a fresh temporary data directory. */
export async function startTestEmulator(
  dataDir = mkdtempSync(join(tmpdir(), 'treize-content-')),
): Promise<TestEmulator> {
  const emulator = await startContentEmulator({ dataDir, port: 0, token: TOKEN });
  return {
    emulator,
    dataDir,
    client: (config = {}) => emulatorClient(emulator.url, config),
    stop: async () => {
      await emulator.close();
      rmSync(dataDir, { recursive: true, force: true });
    },
  };
}
