import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { TestProject } from 'vitest/node';
import { startCommerceEmulator } from '../emulator.js';

declare module 'vitest' {
  export interface ProvidedContext {
    /** A data dir seeded with the demo catalogue, which `startHarness` copies instead of seeding. */
    seededDataDir: string;
  }
}

/**
 * Vitest global setup: seeds the demo catalogue once per run (rendering its artwork takes seconds),
 * so that each test file's harness, and each of StrykerJS's reruns, copies it in milliseconds.
 */
export async function setup(project: TestProject) {
  const dataDir = mkdtempSync(join(tmpdir(), 'treize-commerce-template-'));
  const emulator = await startCommerceEmulator({ port: 0, dataDir });
  await emulator.close();
  project.provide('seededDataDir', dataDir);
  return () => rmSync(dataDir, { recursive: true, force: true });
}
