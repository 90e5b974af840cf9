import { generateAsset, type ArtworkSpec, type GeneratedAsset } from './artwork.js';

/**
 * The demo pictures, one per aspect ratio of behaviour §2 at least: vertical 2:3, horizontal 3:2,
 * product 4:5, film 2.39:1, tarot 7:12; plus the SEO share image (1200×630, PNG).
 */
export const ARTWORKS = [
  { name: 'atelier-etabli', width: 1800, height: 1200, format: 'jpg', motif: 'bench', hue: 32 },
  { name: 'mains-orfevre', width: 1200, height: 1800, format: 'jpg', motif: 'ring', hue: 24 },
  { name: 'etoile-or', width: 1200, height: 1500, format: 'jpg', motif: 'star', hue: 44 },
  { name: 'lune-argent', width: 1200, height: 1500, format: 'jpg', motif: 'moon', hue: 210 },
  { name: 'perles-eau-douce', width: 1200, height: 1500, format: 'jpg', motif: 'pearls', hue: 340 },
  { name: 'maille-forcat', width: 1200, height: 1500, format: 'jpg', motif: 'chain', hue: 38 },
  { name: 'soleil-laiton', width: 1200, height: 1800, format: 'jpg', motif: 'sun', hue: 48 },
  { name: 'panorama-atelier', width: 2868, height: 1200, format: 'jpg', motif: 'bench', hue: 18 },
  { name: 'carte-treize', width: 1050, height: 1800, format: 'jpg', motif: 'star', hue: 280 },
  { name: 'carte-lune', width: 1050, height: 1800, format: 'jpg', motif: 'moon', hue: 260 },
  { name: 'vitrine', width: 1800, height: 1200, format: 'jpg', motif: 'pearls', hue: 12 },
  { name: 'partage', width: 1200, height: 630, format: 'png', motif: 'wordmark', hue: 40 },
] as const satisfies readonly ArtworkSpec[];

export type ArtworkName = (typeof ARTWORKS)[number]['name'];

export type AssetSet = Record<ArtworkName, GeneratedAsset>;

let generated: Promise<AssetSet> | undefined;

/** Renders every demo picture once per process (sharp is deterministic, so the ids are stable). */
export function generateAssets(): Promise<AssetSet> {
  generated ??= Promise.all(
    ARTWORKS.map(async (spec) => [spec.name, await generateAsset(spec)] as const),
  ).then((entries) => Object.fromEntries(entries) as AssetSet);
  return generated;
}
