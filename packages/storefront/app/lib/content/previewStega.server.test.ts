import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  startContentTestEmulator,
  type ContentEmulatorHandle,
} from '../../test/contentTestEmulator';
import { LOCALES } from '../i18n/locales';
import { createContentClient } from './client.server';
import { HOME_QUERY, LAYOUT_QUERY, PAGE_QUERY } from './queries';
import { cleanStega, hasStega } from './stega';

let content: ContentEmulatorHandle;

beforeAll(async () => {
  content = await startContentTestEmulator();
});
afterAll(() => content.stop());

const STUDIO = 'https://studio.example.test';
const fr = LOCALES.find((locale) => locale.pathPrefix === '')!;

function client() {
  return createContentClient({
    projectId: 'treize',
    dataset: 'production',
    apiVersion: '2025-02-19',
    apiHost: content.emulator.url,
    token: 'local-content-token',
    previewSecret: 'preview-secret',
    studioUrl: STUDIO,
  });
}

/** Every string of a value with its path. */
function strings(value: unknown, path = ''): [string, string][] {
  if (typeof value === 'string') return [[path, value]];
  if (Array.isArray(value)) return value.flatMap((item, i) => strings(item, `${path}[${i}]`));
  if (value && typeof value === 'object')
    return Object.entries(value).flatMap(([key, item]) => strings(item, `${path}.${key}`));
  return [];
}

/** The edit link in a stega string (the current encoding: four characters per byte). */
function editLink(text: string): string {
  const digits: Record<string, number> = { '\u200B': 0, '\u200C': 1, '\u200D': 2, '\uFEFF': 3 };
  const run = [...text].filter((character) => character in digits).slice(4);
  const bytes = new Uint8Array(run.length / 4);
  for (let i = 0; i < bytes.length; i++)
    bytes[i] = run.slice(i * 4, i * 4 + 4).reduce((byte, c) => (byte << 2) | digits[c]!, 0);
  return (JSON.parse(new TextDecoder().decode(bytes)) as { href: string }).href;
}

describe('preview reads carry stega, published reads never do', () => {
  it('answers published reads with no invisible characters at all', async () => {
    const home = await client().fetch(HOME_QUERY, { locale: fr });
    const layout = await client().fetch(LAYOUT_QUERY, { locale: fr });
    for (const [path, text] of [...strings(home), ...strings(layout)])
      expect(hasStega(text), `published ${path}`).toBe(false);
  });

  it('encodes the home title with an edit link to its field in the Studio', async () => {
    // The demo's French home has a draft: preview shows its title.
    const draftTitle = await content.editor.fetch<string>('*[_id == "drafts.home-fr"][0].title');
    const preview = await client().fetch(HOME_QUERY, { locale: fr, preview: true });
    expect(hasStega(preview!.title!)).toBe(true);
    expect(cleanStega(preview!.title!)).toBe(draftTitle);
    const link = new URL(editLink(preview!.title!));
    expect(link.origin).toBe(STUDIO);
    expect(link.searchParams.get('id')).toBe('home-fr');
    expect(link.searchParams.get('type')).toBe('home');
    expect(link.searchParams.get('path')).toBe('title');
  });

  it('leaves data plain in preview: ids, slugs, links, gids, SEO, layout choices', async () => {
    const page = await client().fetch(PAGE_QUERY, {
      locale: fr,
      params: { slug: 'notre-atelier' },
      preview: true,
    });
    const layout = await client().fetch(LAYOUT_QUERY, { locale: fr, preview: true });
    const encoded = [...strings(page), ...strings(layout)].filter(([, text]) => hasStega(text));
    expect(encoded.length).toBeGreaterThan(0);
    for (const [path] of encoded)
      expect(path).toMatch(/\.(title|intro|text|label|caption|heading)$/);
    expect(page!.slug).toBe('notre-atelier');
    expect(hasStega(JSON.stringify(page!.seo ?? {}))).toBe(false);
  });
});
