import { ClientError } from '@sanity/client';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestEmulator, TOKEN, type TestEmulator } from '../test-support/emulator.js';

let test: TestEmulator;

beforeAll(async () => {
  test = await startTestEmulator();
});

afterAll(async () => {
  await test.stop();
});

async function failure(promise: Promise<unknown>): Promise<ClientError> {
  const error = await promise.then(
    () => undefined,
    (caught: unknown) => caught,
  );
  if (!(error instanceof ClientError))
    throw new Error(`expected a ClientError, got ${String(error)}`);
  return error;
}

const HOME_TITLE = '*[_type == "home" && language == $language][0].title';

describe('GET and POST /v{apiVersion}/data/query/{dataset} through @sanity/client', () => {
  it('answers a query with parameters, including strings with spaces and objects', async () => {
    const client = test.client();
    expect(await client.fetch(HOME_TITLE, { language: 'en' })).toBe('Jewellery handmade in Paris');
    const page = await client.fetch<{ title: string } | null>(
      '*[_type == "page" && slug.current == $slug && language == $l][0]{title}',
      {
        slug: 'savoir-faire',
        l: 'en',
      },
    );
    expect(page).toEqual({ title: 'Craft' });
    expect(await client.fetch('$value', { value: { text: 'deux mots + un', n: [1, 2] } })).toEqual({
      text: 'deux mots + un',
      n: [1, 2],
    });
  });

  it('finds product editorials by handle and by gid, and follows references', async () => {
    const client = test.client();
    const byHandle = await client.fetch(
      '*[_type == "productEditorial" && slug.current == $handle && language == "fr"][0].productWithVariant',
      {
        handle: 'perle-baroque',
      },
    );
    expect(byHandle).toEqual({
      _type: 'productWithVariant',
      gid: 'gid://shopify/Product/9100000007',
      variantGid: 'gid://shopify/ProductVariant/920000707',
    });
    const byGid = await client.fetch(
      '*[_type == "productEditorial" && productWithVariant.gid == $gid && language == "en"][0].editorial.title',
      {
        gid: 'gid://shopify/Product/9100000024',
      },
    );
    expect(byGid).toBe('Sun');
    const globals = await client.fetch(
      '*[_type == "layout" && language == "en"][0].globalProducts[]->slug.current',
    );
    expect(globals).toEqual([
      'etoile-treize',
      'anneau-treize',
      'medaille-treize',
      'gourmette-treize',
    ]);
    const asset = await client.fetch<{ url: string; width: number }>(
      '*[_type == "layout" && language == "fr"][0].seo.image{"url": asset->url, "width": asset->metadata.dimensions.width}',
    );
    expect(asset.width).toBe(1200);
    expect(asset.url.startsWith(`${test.emulator.url}/images/treize/production/`)).toBe(true);
  });

  it('sends a long query as POST and still answers it', async () => {
    const padding = Array.from({ length: 800 }, (_, index) => `"k${index}": ${index}`).join(', ');
    const result = await test
      .client()
      .fetch<{ k799: number; title: string }>(`{${padding}, "title": ${HOME_TITLE}}`, {
        language: 'fr',
      });
    expect(result.k799).toBe(799);
    expect(result.title).toBe('Bijoux faits main à Paris');
  });

  it('returns the query and ms unless returnQuery is false, and accepts a tag', async () => {
    const full = await test
      .client()
      .fetch('count(*[_type == "page"])', {}, { filterResponse: false, tag: 'pages.count' });
    expect(full).toMatchObject({ query: 'count(*[_type == "page"])', result: 6 });
    expect(typeof full.ms).toBe('number');
    const response = await fetch(
      `${test.emulator.url}/v2025-02-19/data/query/production?query=1&returnQuery=false`,
    );
    expect(await response.json()).toEqual({ ms: expect.any(Number), result: 1 });
  });
});

describe('perspectives', () => {
  it('shows only published documents by default from API version 2025-02-19, and hides drafts from anonymous readers', async () => {
    const anonymous = test.client();
    expect(await anonymous.fetch(HOME_TITLE, { language: 'fr' })).toBe('Bijoux faits main à Paris');
    expect(await anonymous.fetch('count(*[_id in path("drafts.**")])')).toBe(0);
    expect(await test.client({ token: TOKEN }).fetch('count(*[_id in path("drafts.**")])')).toBe(0);
  });

  it('overlays drafts in the drafts perspective, and resolves references to drafts too', async () => {
    const preview = test.client({ token: TOKEN, perspective: 'drafts' });
    expect(await preview.fetch(HOME_TITLE, { language: 'fr' })).toBe(
      'Bijoux faits main à Paris — édition de fêtes (brouillon)',
    );
    const doc = await preview.fetch<{ _id: string; _originalId: string }>(
      '*[_type == "home" && language == "fr"][0]{_id, _originalId}',
    );
    expect(doc).toEqual({ _id: 'home-fr', _originalId: 'drafts.home-fr' });
    expect(
      await preview.fetch(
        '*[_type == "layout" && language == "fr"][0].globalProducts[0]->editorial.title',
      ),
    ).toBe('Étoile Treize, nouvelle édition (brouillon)');
    expect(await preview.fetch('count(*[_type == "home"])')).toBe(2);
    const legacy = test.client({ token: TOKEN, perspective: 'previewDrafts' });
    expect(await legacy.fetch(HOME_TITLE, { language: 'fr' })).toContain('brouillon');
  });

  it('shows a never-published draft in the drafts perspective only, under its published id', async () => {
    // Its own server: the new document must not change the counts the other tests read.
    const own = await startTestEmulator();
    try {
      const writer = own.client({ token: TOKEN });
      await writer.create({ _id: 'drafts.note-atelier', _type: 'atelierNote', title: 'Vitrine' });
      const query = '*[_type == "atelierNote"]{_id, _originalId, title}';
      expect(await own.client({ token: TOKEN, perspective: 'drafts' }).fetch(query)).toEqual([
        { _id: 'note-atelier', _originalId: 'drafts.note-atelier', title: 'Vitrine' },
      ]);
      expect(await own.client({ token: TOKEN, perspective: 'published' }).fetch(query)).toEqual([]);
      expect(await own.client().fetch(query)).toEqual([]);
      expect(
        await own
          .client({ token: TOKEN, perspective: 'raw' })
          .fetch('*[_type == "atelierNote"]._id'),
      ).toEqual(['drafts.note-atelier']);
    } finally {
      await own.stop();
    }
  });

  it('shows drafts and published side by side in the raw perspective, and raw is the default before 2025-02-19', async () => {
    const raw = test.client({ token: TOKEN, perspective: 'raw' });
    expect(await raw.fetch('*[_type == "home" && language == "fr"]._id | order(@)')).toEqual([
      'drafts.home-fr',
      'home-fr',
    ]);
    const old = test.client({ token: TOKEN, apiVersion: '2021-10-21' });
    expect(await old.fetch('count(*[_type == "home"])')).toBe(3);
    const oldAnonymous = test.client({ apiVersion: '2021-10-21' });
    expect(await oldAnonymous.fetch('count(*[_type == "home"])')).toBe(2);
  });

  it('answers 401 for drafts or raw without a token, and for a wrong token anywhere', async () => {
    for (const perspective of ['drafts', 'raw'] as const) {
      const error = await failure(test.client({ perspective }).fetch('1'));
      expect(error.statusCode).toBe(401);
      expect(JSON.parse(error.responseBody ?? '{}')).toMatchObject({
        error: 'Unauthorized',
        message: expect.stringContaining(perspective),
      });
    }
    const wrong = await failure(test.client({ token: 'not-the-token' }).fetch('1'));
    expect(wrong.statusCode).toBe(401);
    expect(JSON.parse(wrong.responseBody ?? '{}')).toMatchObject({
      error: 'Unauthorized',
      statusCode: 401,
    });
  });

  it('rejects an unknown perspective with 400', async () => {
    const response = await fetch(
      `${test.emulator.url}/v2025-02-19/data/query/production?query=1&perspective=everything`,
    );
    expect(response.status).toBe(400);
    expect(await response.json()).toEqual({
      error: { type: 'httpBadRequest', description: expect.stringContaining('everything') },
    });
  });
});

describe('errors', () => {
  it('answers a GROQ syntax error with the queryParseError shape', async () => {
    const error = await failure(test.client().fetch('*[_type == "page"'));
    expect(error.statusCode).toBe(400);
    expect(error.details).toMatchObject({
      type: 'queryParseError',
      query: '*[_type == "page"',
      start: expect.any(Number),
      end: expect.any(Number),
    });
    expect(error.message).toContain('GROQ query parse error');
  });

  it('answers an unknown function or a wrong arity with queryParseError over the whole query', async () => {
    const error = await failure(test.client().fetch('*[foo()]'));
    expect(error.statusCode).toBe(400);
    expect(error.details).toMatchObject({
      type: 'queryParseError',
      description: 'Undefined function: foo',
      start: 0,
      end: 8,
    });
    expect((await failure(test.client().fetch('count(1, 2)'))).details).toMatchObject({
      type: 'queryParseError',
    });
  });

  it('answers a missing parameter with queryParseError naming it', async () => {
    const error = await failure(test.client().fetch('*[slug.current == $slug]'));
    expect(error.details).toMatchObject({
      type: 'queryParseError',
      description: 'param $slug referenced, but not provided',
      start: 18,
      end: 23,
    });
  });

  it('answers 404 for an unknown dataset', async () => {
    const error = await failure(test.client({ dataset: 'staging' }).fetch('1'));
    expect(error.statusCode).toBe(404);
    expect(JSON.parse(error.responseBody ?? '{}')).toEqual({
      error: 'Not Found',
      message: 'Dataset "staging" not found for project ID "treize"',
      statusCode: 404,
    });
  });

  it('answers 400 for a parameter that is not JSON and for a bad API version', async () => {
    const param = await fetch(
      `${test.emulator.url}/v2025-02-19/data/query/production?query=$a&$a=plain`,
    );
    expect(param.status).toBe(400);
    expect(
      ((await param.json()) as { error: { description: string } }).error.description,
    ).toContain('JSON-encoded');
    const version = await fetch(`${test.emulator.url}/v2025/data/query/production?query=1`);
    expect(version.status).toBe(400);
  });

  it('allows browser calls with CORS', async () => {
    const preflight = await fetch(`${test.emulator.url}/v2025-02-19/data/query/production`, {
      method: 'OPTIONS',
      headers: {
        Origin: 'http://localhost:3000',
        'Access-Control-Request-Headers': 'authorization',
      },
    });
    expect(preflight.status).toBe(204);
    expect(preflight.headers.get('access-control-allow-origin')).toBe('http://localhost:3000');
    expect(preflight.headers.get('access-control-allow-headers')).toContain('Authorization');
  });
});

describe('request details', () => {
  /** A raw GET on the query endpoint, with the token when asked. */
  async function get(version: string, search: string, token?: string) {
    const response = await fetch(
      `${test.emulator.url}/v${version}/data/query/production?${search}`,
      {
        headers: token ? { Authorization: `Bearer ${token}` } : {},
      },
    );
    return { status: response.status, body: (await response.json()) as Record<string, any> }; // eslint-disable-line @typescript-eslint/no-explicit-any
  }

  const title = `query=${encodeURIComponent(HOME_TITLE)}&$language="fr"`;
  const PUBLISHED = 'Bijoux faits main à Paris';

  it('gives an authenticated reader who names no perspective the published documents from 2025-02-19 and on vX, and raw on v1', async () => {
    expect((await get('2025-02-19', title, TOKEN)).body.result).toBe(PUBLISHED);
    expect((await get('X', title, TOKEN)).body.result).toBe(PUBLISHED);
    const homes = 'query=count(*[_type == "home"])';
    expect((await get('1', homes, TOKEN)).body.result).toBe(3);
  });

  it('treats an empty perspective as none, trims a stack and refuses raw in a stack', async () => {
    expect(await get('2025-02-19', `${title}&perspective=`)).toMatchObject({
      status: 200,
      body: { result: PUBLISHED },
    });
    expect(await get('2021-10-21', 'query=count(*[_type == "home"])&perspective=')).toMatchObject({
      status: 200,
      body: { result: 2 },
    });
    expect(
      (await get('2025-02-19', `${title}&perspective=drafts,%20published`, TOKEN)).body.result,
    ).toContain('brouillon');
    expect(await get('2025-02-19', 'query=1&perspective=raw,drafts', TOKEN)).toEqual({
      status: 400,
      body: {
        error: {
          type: 'httpBadRequest',
          description: 'The raw perspective cannot be combined with others',
        },
      },
    });
  });

  it('lets an anonymous reader ask for the published perspective', async () => {
    expect(await get('2025-02-19', `${title}&perspective=published`)).toMatchObject({
      status: 200,
      body: { result: PUBLISHED },
    });
  });

  it('answers 400 for a missing or blank query', async () => {
    const missing = {
      status: 400,
      body: {
        error: {
          type: 'httpBadRequest',
          description: 'The query parameter is missing: send ?query=<GROQ>',
        },
      },
    };
    expect(await get('2025-02-19', '')).toEqual(missing);
    expect(await get('2025-02-19', 'query=%20%20')).toEqual(missing);
  });

  it('answers 400 for a POST body that is not a query object or whose params are not an object', async () => {
    const post = async (body: string) => {
      const response = await fetch(`${test.emulator.url}/v2025-02-19/data/query/production`, {
        method: 'POST',
        headers: { 'Content-Type': 'application/json' },
        body,
      });
      return { status: response.status, body: (await response.json()) as unknown };
    };
    const notAQuery = {
      status: 400,
      body: {
        error: {
          type: 'httpBadRequest',
          description: 'The POST body must be JSON of the form {"query": "...", "params": {...}}',
        },
      },
    };
    expect(await post('null')).toEqual(notAQuery);
    expect(await post('"1"')).toEqual(notAQuery);
    expect(await post('{}')).toEqual(notAQuery);
    const notAnObject = {
      status: 400,
      body: { error: { type: 'httpBadRequest', description: 'params must be an object' } },
    };
    for (const params of ['null', '"x"', '[1]'])
      expect(await post(`{"query": "1", "params": ${params}}`)).toEqual(notAnObject);
    expect(await post('{"query": "1"}')).toMatchObject({ status: 200, body: { result: 1 } });
  });

  it('evaluates with the project, the dataset and the reader’s identity', async () => {
    const query = `query=${encodeURIComponent('[sanity::projectId(), sanity::dataset(), identity()]')}`;
    expect((await get('2025-02-19', query)).body.result).toEqual(['treize', 'production', '']);
    expect((await get('2025-02-19', query, TOKEN)).body.result).toEqual([
      'treize',
      'production',
      'treize-editor',
    ]);
  });

  it('reports in ms no more than the time the client waited', async () => {
    // The emulator runs in this process, so both ends read the same clock.
    const before = performance.now();
    const { body } = await get('2025-02-19', 'query=1');
    const waited = performance.now() - before;
    expect(body.ms).toBeGreaterThanOrEqual(0);
    expect(body.ms).toBeLessThanOrEqual(Math.ceil(waited));
  });

  it('counts on /health every document the raw perspective shows', async () => {
    const health = (await (await fetch(`${test.emulator.url}/health`)).json()) as {
      documents: number;
    };
    const raw = test.client({ token: TOKEN, perspective: 'raw' });
    expect(health.documents).toBe(await raw.fetch('count(*)'));
  });

  it('prefers a draft created before its published document in the drafts perspective', async () => {
    // Its own server: the new documents must not change the counts the other tests read.
    const own = await startTestEmulator();
    try {
      const writer = own.client({ token: TOKEN });
      await writer.create({ _id: 'drafts.note-vitrine', _type: 'atelierNote', title: 'draft' });
      await writer.create({ _id: 'note-vitrine', _type: 'atelierNote', title: 'published' });
      const drafts = own.client({ token: TOKEN, perspective: 'drafts' });
      expect(await drafts.fetch('*[_type == "atelierNote"]{_id, _originalId, title}')).toEqual([
        { _id: 'note-vitrine', _originalId: 'drafts.note-vitrine', title: 'draft' },
      ]);
    } finally {
      await own.stop();
    }
  });
});

describe('GET /v{apiVersion}/data/doc/{dataset}/{ids}', () => {
  it('returns documents by id; drafts only with a token', async () => {
    expect(await test.client().getDocument('home-en')).toMatchObject({
      _id: 'home-en',
      title: 'Jewellery handmade in Paris',
    });
    expect(await test.client().getDocuments(['home-fr', 'drafts.home-fr', 'nope'])).toEqual([
      expect.objectContaining({ _id: 'home-fr' }),
      null,
      null,
    ]);
    expect(await test.client({ token: TOKEN }).getDocument('drafts.home-fr')).toMatchObject({
      title: expect.stringContaining('brouillon'),
    });
    const response = await fetch(
      `${test.emulator.url}/v2025-02-19/data/doc/production/drafts.home-fr,nope`,
    );
    expect(await response.json()).toEqual({
      documents: [],
      omitted: [
        { id: 'drafts.home-fr', reason: 'permission' },
        { id: 'nope', reason: 'existence' },
      ],
    });
  });
});
