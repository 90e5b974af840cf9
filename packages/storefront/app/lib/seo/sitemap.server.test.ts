import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startEmulator, type EmulatorHandle } from '../../test/cartTestEmulator';
import { redirectIfRenamed } from '../commerce/redirects.server';
import {
  catalogueSitemapEntries,
  shopSitemapEntries,
  sitemapRoot,
  type CatalogueSitemap,
} from './sitemap.server';
import { LOCALES } from '../i18n/locales';
import { createContentClient, type ContentClient } from '../content/client.server';
import {
  startContentTestEmulator,
  type ContentEmulatorHandle,
} from '../../test/contentTestEmulator';

let h: EmulatorHandle;
// Seeding renders the demo artwork: slow on a busy machine.
beforeAll(async () => {
  h = await startEmulator();
}, 120_000);
afterAll(() => h?.stop());

/** The demo's editorial pages, each in French and English under one slug. */
let contentEmulator: ContentEmulatorHandle;
let content: ContentClient;
beforeAll(async () => {
  contentEmulator = await startContentTestEmulator();
  content = createContentClient({
    projectId: 'treize',
    dataset: 'production',
    apiVersion: '2025-02-19',
    apiHost: contentEmulator.emulator.url,
    token: undefined,
    previewSecret: undefined,
    studioUrl: 'https://localhost:3333',
  });
}, 120_000);
afterAll(() => contentEmulator?.stop());

describe('sitemapRoot on the demo catalogue', () => {
  it('lists products, collections, pages, policies, the journal and its articles in one file', async () => {
    const root = await sitemapRoot({ commerce: h.commerce, content });
    if (!('entries' in root)) throw new Error('the demo catalogue fits in one sitemap file');
    const paths = root.entries.map((e) => e.path);
    expect(paths.filter((p) => p.startsWith('/products/'))).toHaveLength(24);
    expect(paths.filter((p) => p.startsWith('/collections/'))).toHaveLength(5);
    expect(paths).toContain('/pages/notre-atelier');
    expect(paths.filter((p) => p === '/pages/notre-atelier')).toHaveLength(1);
    expect(paths).toContain('/policies/privacy-policy');
    expect(paths).toContain('/blogs/journal');
    expect(paths).toContain('/blogs/journal/treize-etoiles');
    expect(new Set(paths).size).toBe(paths.length);
  });
});

describe('the sitemap of a catalogue of 1,200 products', () => {
  const SIZE = 1_200;
  let big: EmulatorHandle;
  beforeAll(async () => {
    big = await startEmulator({ catalogueSize: SIZE });
  }, 180_000);
  afterAll(() => big?.stop());

  it('is an index of files of 250 that together list every product and collection once', async () => {
    const root = await sitemapRoot({ commerce: big.commerce, content });
    if (!('files' in root)) throw new Error('1,200 products need more than one sitemap file');
    expect(root.files).toEqual([
      '/sitemap/pages/1.xml',
      '/sitemap/collections/1.xml',
      ...[1, 2, 3, 4, 5].map((page) => `/sitemap/products/${page}.xml`),
    ]);
    const listed: string[] = [];
    for (const file of root.files) {
      const [, , kind, page] = file.replace(/\.xml$/, '').split('/');
      const entries =
        kind === 'pages'
          ? await shopSitemapEntries({ commerce: big.commerce, content })
          : await catalogueSitemapEntries(
              { commerce: big.commerce },
              kind as CatalogueSitemap,
              Number(page),
            );
      expect(entries.length).toBeLessThanOrEqual(250);
      listed.push(...entries.map((entry) => entry.path));
    }
    const products = listed.filter((path) => path.startsWith('/products/'));
    expect(products).toHaveLength(SIZE);
    expect(new Set(products).size).toBe(SIZE);
    expect(products).toContain('/products/etoile-treize');
    expect(listed.filter((path) => path.startsWith('/collections/'))).toHaveLength(5);
    expect(listed).toContain('/blogs/journal/treize-etoiles');
    expect(new Set(listed).size).toBe(listed.length);
  });
});

describe('redirectIfRenamed (Hydrogen storefrontRedirect)', () => {
  it('sends a renamed product to its new handle, keeping the locale, with a 301', async () => {
    const [fr, enUs] = [LOCALES[0]!, LOCALES[1]!];
    const french = await redirectIfRenamed(h.commerce, fr, '/products/etoile-13');
    expect(french?.status).toBe(301);
    expect(french?.headers.get('Location')).toBe('/products/etoile-treize');
    const english = await redirectIfRenamed(h.commerce, enUs, '/collections/boucles');
    expect(english?.headers.get('Location')).toBe('/en-us/collections/boucles-d-oreilles');
  });

  it('answers null for a path nobody renamed', async () => {
    expect(await redirectIfRenamed(h.commerce, LOCALES[0]!, '/products/jamais-vu')).toBeNull();
  });
});
