import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { buildCatalogue } from '../catalogue/build.js';
import { isSeeded, openDatabase, seedDatabase } from './database.js';

const dirs: string[] = [];
afterEach(() => {
  for (const dir of dirs.splice(0)) rmSync(dir, { recursive: true, force: true });
});

describe('seeding the database', () => {
  it('seeds over an earlier seed whose variants point at its products (a reset, a schema upgrade)', () => {
    const dir = mkdtempSync(join(tmpdir(), 'commerce-seed-'));
    dirs.push(dir);
    const db = openDatabase(dir);
    const catalogue = buildCatalogue();
    seedDatabase(db, catalogue);
    // An older schema version on disk: the next start must reseed, not crash.
    db.prepare("UPDATE meta SET value = 'older' WHERE key = 'schema'").run();
    expect(isSeeded(db)).toBe(false);
    expect(() => seedDatabase(db, catalogue)).not.toThrow();
    expect(isSeeded(db)).toBe(true);
    expect(db.prepare('SELECT COUNT(*) FROM products').pluck().get()).toBe(
      catalogue.products.length,
    );
    // Foreign keys guard the data again once the seed is written.
    expect(db.pragma('foreign_keys', { simple: true })).toBe(1);
    db.close();
  });
});
