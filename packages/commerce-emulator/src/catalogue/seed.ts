import type Database from 'better-sqlite3';
import { mkdirSync } from 'node:fs';
import { join } from 'node:path';
import sharp from 'sharp';
import { buildCatalogue } from './build.js';
import { isSeeded, seedDatabase } from '../store/database.js';

/** Where rendered artwork lives inside a data dir. */
export const imageDirOf = (dataDir: string) => join(dataDir, 'media');

/**
 * Seeds the catalogue when the data dir is new, when asked to (`reset`), or when a different
 * catalogue size is asked for; renders every artwork to PNG with sharp. Carts survive otherwise.
 */
export async function ensureSeeded(
  db: Database.Database,
  dataDir: string,
  options: { reset?: boolean; catalogueSize?: number },
): Promise<boolean> {
  const storedSize = isSeeded(db)
    ? Number(
        (db.prepare("SELECT value FROM meta WHERE key = 'catalogue_size'").pluck().get() as
          string | undefined) ?? 0,
      )
    : 0;
  const wantedSize = options.catalogueSize ?? (storedSize || undefined);
  const fresh =
    !isSeeded(db) ||
    options.reset === true ||
    (wantedSize !== undefined && wantedSize !== storedSize);
  if (!fresh) return false;
  const catalogue = buildCatalogue(wantedSize);
  const imageDir = imageDirOf(dataDir);
  mkdirSync(imageDir, { recursive: true });
  await Promise.all(
    catalogue.images.map((image) =>
      sharp(Buffer.from(image.svg))
        .png({ compressionLevel: 6 })
        .toFile(join(imageDir, `${image.key}.png`)),
    ),
  );
  seedDatabase(db, catalogue);
  return true;
}
