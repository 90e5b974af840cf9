import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startEmulator, type EmulatorHandle } from '../../test/cartTestEmulator';
import { redirectIfRenamed } from '../commerce/redirects.server';
import { collectSitemapEntries } from './sitemap.server';
import { LOCALES } from '../i18n/locales';
import type { ContentClient } from '../content/client.server';

let h: EmulatorHandle;
// Seeding renders the demo artwork: slow on a busy machine.
beforeAll(async () => {
  h = await startEmulator();
}, 120_000);
afterAll(() => h?.stop());

/** The content service's published pages, as the GROQ query answers them. */
const content: ContentClient = {
  fetch: <T>() =>
    Promise.resolve([
      { slug: 'notre-atelier', _updatedAt: '2026-01-02T00:00:00Z' },
      { slug: 'notre-atelier', _updatedAt: '2026-01-02T00:00:00Z' },
    ] as T),
};

describe('collectSitemapEntries', () => {
  it('lists products, collections, pages, policies, the journal and its articles', async () => {
    const paths = (await collectSitemapEntries({ commerce: h.commerce, content })).map(
      (e) => e.path,
    );
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
