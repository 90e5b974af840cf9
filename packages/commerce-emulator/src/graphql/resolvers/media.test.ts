import { join } from 'node:path';
import Database from 'better-sqlite3';
import { describe, expect, it } from 'vitest';
import { useHarness } from '../../test/harness.js';

const emu = useHarness();
const { q } = emu;

const MEDIA = `
  query Media($language: LanguageCode) @inContext(language: $language) {
    product(handle: "anneau-treize") {
      media(first: 2) { nodes { __typename id alt mediaContentType presentation { id }
        previewImage { id altText url }
        ... on MediaImage { image { id altText width height url src originalSrc thumbhash } } } }
    }
  }`;

describe('MediaImage, Video and Image', () => {
  it('answers ids, alt texts in the asked language, sizes and the emulator’s URLs', async () => {
    const files = `${emu.harness.emulator.url}/cdn/shop/files`;
    const fr = await q(MEDIA);
    expect(fr.product.media.nodes).toEqual([
      {
        __typename: 'Video',
        id: 'gid://shopify/Video/950000901',
        alt: 'Anneau Treize - Bague (gravée), vidéo',
        mediaContentType: 'VIDEO',
        presentation: null,
        previewImage: {
          id: 'gid://shopify/ProductImage/anneau-treize-or',
          altText: 'Anneau Treize - Bague (gravée), vidéo',
          url: `${files}/anneau-treize-or.jpg`,
        },
      },
      {
        __typename: 'MediaImage',
        id: 'gid://shopify/MediaImage/940000901',
        alt: 'Anneau Treize - Bague (gravée), or',
        mediaContentType: 'IMAGE',
        presentation: null,
        previewImage: {
          id: 'gid://shopify/ProductImage/anneau-treize-or',
          altText: 'Anneau Treize - Bague (gravée), or',
          url: `${files}/anneau-treize-or.jpg`,
        },
        image: {
          id: 'gid://shopify/ProductImage/anneau-treize-or',
          altText: 'Anneau Treize - Bague (gravée), or',
          width: 1000,
          height: 1250,
          url: `${files}/anneau-treize-or.jpg`,
          src: `${files}/anneau-treize-or.jpg`,
          originalSrc: `${files}/anneau-treize-or.jpg`,
          thumbhash: null,
        },
      },
    ]);
    const en = await q(MEDIA, { language: 'EN' });
    const [video, image] = en.product.media.nodes;
    expect(video.alt).toBe('Ring Thirteen - Ring (engraved), video');
    expect(video.previewImage.altText).toBe('Ring Thirteen - Ring (engraved), video');
    expect(image.alt).toBe('Ring Thirteen - Ring (engraved), gold');
    expect(image.image.altText).toBe('Ring Thirteen - Ring (engraved), gold');
  });

  it('turns each transform argument into its own CDN parameter, scaled sizes included', async () => {
    const data = await q(`{ product(handle: "anneau-treize") { featuredImage {
      plain: url
      empty: url(transform: {})
      width: url(transform: { maxWidth: 400 })
      height: url(transform: { maxHeight: 500 })
      scaled: url(transform: { maxWidth: 400, maxHeight: 500, scale: 2 })
      crop: url(transform: { crop: LEFT })
      jpeg: url(transform: { preferredContentType: JPG })
      png: url(transform: { preferredContentType: PNG })
      transformedSrc(maxWidth: 300, scale: 3, crop: TOP, preferredContentType: WEBP) } } }`);
    const base = `${emu.harness.emulator.url}/cdn/shop/files/anneau-treize-or.jpg`;
    expect(data.product.featuredImage).toEqual({
      plain: base,
      empty: base,
      width: `${base}?width=400`,
      height: `${base}?height=500`,
      scaled: `${base}?width=800&height=1000`,
      crop: `${base}?crop=left`,
      jpeg: `${base}?format=jpeg`,
      png: `${base}?format=png`,
      transformedSrc: `${base}?width=900&crop=top&format=webp`,
    });
  });

  it('answers the size the store holds for an image, and the artwork’s size when it holds none', async () => {
    const db = new Database(join(emu.harness.dataDir, 'commerce.sqlite'));
    try {
      db.prepare('UPDATE images SET width = 800, height = 600 WHERE key = ?').run(
        'lune-pleine-argent',
      );
      db.prepare('DELETE FROM images WHERE key = ?').run('lune-pleine-or-rose');
    } finally {
      db.close();
    }
    const data = await q(
      '{ product(handle: "lune-pleine") { images(first: 3) { nodes { id width height } } } }',
    );
    expect(data.product.images.nodes).toEqual([
      { id: 'gid://shopify/ProductImage/lune-pleine-or', width: 1000, height: 1250 },
      { id: 'gid://shopify/ProductImage/lune-pleine-argent', width: 800, height: 600 },
      { id: 'gid://shopify/ProductImage/lune-pleine-or-rose', width: 1000, height: 1250 },
    ]);
  });
});
