import { stegaClean } from '@sanity/client/stega';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestEmulator, TOKEN, type TestEmulator } from '../test-support/emulator.js';

let test: TestEmulator;

beforeAll(async () => {
  test = await startTestEmulator();
});

afterAll(async () => {
  await test.stop();
});

/** The storefront's home query (fallback to French when a language has no home). */
const HOME_QUERY = `coalesce(
  *[_type == "home" && language == $language][0],
  *[_type == "home" && language == $fallback][0]
){ _id, title, intro, seo, body[] }`;

interface SourceMap {
  documents: { _id: string; _type: string }[];
  paths: string[];
  mappings: Record<
    string,
    { type: string; source: { type: string; document: number; path: number } }
  >;
}

/** Where the source map says the value at `resultPath` came from: `[document id, source path]`. */
function sourceOf(map: SourceMap, resultPath: string): [string, string] | undefined {
  const mapping = map.mappings[resultPath];
  if (!mapping) return undefined;
  return [map.documents[mapping.source.document]!._id, map.paths[mapping.source.path]!];
}

async function queryWithMap(query: string, params: Record<string, unknown>, mode: string) {
  const client = test.client();
  return client.fetch<unknown>(query, params, {
    filterResponse: false,
    resultSourceMap: mode === 'true' ? true : 'withKeyArraySelector',
  }) as unknown as Promise<{ result: Record<string, unknown>; resultSourceMap?: SourceMap }>;
}

describe('Content Source Maps on /v{apiVersion}/data/query/{dataset}', () => {
  it('answers no source map unless asked, as Sanity does', async () => {
    const answer = (await test
      .client()
      .fetch(HOME_QUERY, { language: 'fr', fallback: 'fr' }, { filterResponse: false })) as {
      resultSourceMap?: unknown;
    };
    expect(answer).not.toHaveProperty('resultSourceMap');
  });

  it('maps the home page title, intro and SEO to the French home document', async () => {
    const { result, resultSourceMap: map } = await queryWithMap(
      HOME_QUERY,
      { language: 'fr', fallback: 'fr' },
      'withKeyArraySelector',
    );
    expect(result.title).toBe('Bijoux faits main à Paris');
    expect(map).toBeDefined();
    expect(sourceOf(map!, "$['title']")).toEqual(['home-fr', "$['title']"]);
    expect(sourceOf(map!, "$['intro']")).toEqual(['home-fr', "$['intro']"]);
    expect(sourceOf(map!, "$['seo']['title']")).toEqual(['home-fr', "$['seo']['title']"]);
    expect(map!.documents).toEqual([{ _id: 'home-fr', _type: 'home' }]);
  });

  it('names array items by _key with withKeyArraySelector and by index with true', async () => {
    const keyed = await queryWithMap(
      HOME_QUERY,
      { language: 'en', fallback: 'fr' },
      'withKeyArraySelector',
    );
    const body = keyed.result.body as {
      _key: string;
      children?: { _key: string; text: string }[];
    }[];
    const block = body.findIndex((item) => item.children?.some((span) => span.text.length > 0));
    const { _key: blockKey, children } = body[block]!;
    const spanKey = children![0]!._key;
    const resultPath = `$['body'][${block}]['children'][0]['text']`;
    expect(sourceOf(keyed.resultSourceMap!, resultPath)).toEqual([
      'home-en',
      `$['body'][?(@._key=='${blockKey}')]['children'][?(@._key=='${spanKey}')]['text']`,
    ]);

    const indexed = await queryWithMap(HOME_QUERY, { language: 'en', fallback: 'fr' }, 'true');
    expect(sourceOf(indexed.resultSourceMap!, resultPath)).toEqual([
      'home-en',
      `$['body'][${block}]['children'][0]['text']`,
    ]);
  });

  it('maps values followed through a reference to the referenced document', async () => {
    const { result, resultSourceMap: map } = await queryWithMap(
      `*[_type == "layout" && language == "en"][0]{ "first": globalProducts[0]->{ _id, "handle": slug.current } }`,
      {},
      'withKeyArraySelector',
    );
    const first = result.first as { _id: string; handle: string };
    expect(sourceOf(map!, "$['first']['handle']")).toEqual([first._id, "$['slug']['current']"]);
  });

  it('leaves strings the query computed unmapped', async () => {
    const { resultSourceMap: map } = await queryWithMap(
      `*[_id == "home-fr"][0]{ "greeting": "Bonjour " + title, title }`,
      {},
      'withKeyArraySelector',
    );
    expect(map!.mappings).not.toHaveProperty("$['greeting']");
    expect(sourceOf(map!, "$['title']")).toEqual(['home-fr', "$['title']"]);
  });

  it('gives a draft its draft id in the drafts perspective', async () => {
    const client = test.client({ token: TOKEN });
    const home = await client.getDocument('home-fr');
    await client.createOrReplace({ ...home!, _id: 'drafts.home-fr', title: 'Titre du brouillon' });
    try {
      const answer = (await test.client({ token: TOKEN, perspective: 'drafts' }).fetch(
        HOME_QUERY,
        { language: 'fr', fallback: 'fr' },
        {
          filterResponse: false,
          resultSourceMap: 'withKeyArraySelector',
        },
      )) as unknown as { result: { title: string }; resultSourceMap: SourceMap };
      expect(answer.result.title).toBe('Titre du brouillon');
      expect(sourceOf(answer.resultSourceMap, "$['title']")).toEqual([
        'drafts.home-fr',
        "$['title']",
      ]);
    } finally {
      await client.delete('drafts.home-fr');
    }
  });

  it("lets @sanity/client's stega encode the mapped strings and leave ids alone", async () => {
    const client = test.client({
      stega: { enabled: true, studioUrl: 'https://localhost:3333' },
    });
    const home = await client.fetch<{ title: string; _id: string }>(HOME_QUERY, {
      language: 'fr',
      fallback: 'fr',
    });
    expect(home.title).not.toBe('Bijoux faits main à Paris');
    expect(stegaClean(home.title)).toBe('Bijoux faits main à Paris');
    // Ids are never encoded (the default filter skips underscored keys).
    expect(home._id).toBe('home-fr');
  });

  it('refuses an unknown resultSourceMap value with a 400', async () => {
    const response = await fetch(
      `${test.emulator.url}/v2025-02-19/data/query/production?query=*[0]&resultSourceMap=yes`,
    );
    expect(response.status).toBe(400);
    expect(await response.text()).toContain('resultSourceMap must be');
  });
});
