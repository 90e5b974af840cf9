import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { createClient, type SanityClient } from '@sanity/client';
import { startContentEmulator, type ContentEmulator } from '@treize/content-emulator';

/** A real content emulator on a free port with its data in a temp dir, and an editor on it. */
export interface ContentEmulatorHandle {
  emulator: ContentEmulator;
  /** Reads and writes the raw dataset with the emulator's token, as an editor's tools do. */
  editor: SanityClient;
  stop(): Promise<void>;
}

/** Starts the content emulator (seeded demo dataset) for tests that need a real Content Lake. */
export async function startContentTestEmulator(): Promise<ContentEmulatorHandle> {
  const dataDir = mkdtempSync(join(tmpdir(), 'treize-content-'));
  const emulator = await startContentEmulator({ port: 0, dataDir });
  const editor = createClient({
    projectId: 'treize',
    dataset: 'production',
    apiVersion: '2025-02-19',
    apiHost: emulator.url,
    useProjectHostname: false,
    useCdn: false,
    token: 'local-content-token',
    perspective: 'raw',
  });
  return {
    emulator,
    editor,
    async stop() {
      await emulator.close();
      rmSync(dataDir, { recursive: true, force: true });
    },
  };
}
