import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { LOCALES } from '../i18n/locales';
import { createSwrCache } from '../cache/cache.server';
import { ContentError, createContentClient, sanityClientConfig } from './client.server';

/** A stand-in Content Lake recording what `@sanity/client` sends. */
const seen: { url: URL; auth: string | undefined }[] = [];
let server: Server;
const unanswered: ServerResponse[] = [];
let host = '';

beforeAll(async () => {
  server = createServer((request: IncomingMessage, response) => {
    const url = new URL(request.url ?? '/', 'http://x');
    seen.push({ url, auth: request.headers.authorization });
    response.setHeader('Content-Type', 'application/json');
    if (url.searchParams.get('query') === 'slow') {
      // Answers only once the tests are over: slower than any deadline, however busy the machine.
      unanswered.push(response);
      return;
    }
    if (url.searchParams.get('query') === 'down') {
      response.statusCode = 500;
      response.end(JSON.stringify({ error: { description: 'unavailable' } }));
      return;
    }
    if (url.searchParams.get('query') === 'broken') {
      response.statusCode = 400;
      response.end(
        JSON.stringify({ error: { description: 'expected expression', type: 'queryParseError' } }),
      );
      return;
    }
    response.end(
      JSON.stringify({ ms: 1, query: url.searchParams.get('query'), result: { ok: true } }),
    );
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  host = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
});
afterAll(() => {
  for (const response of unanswered.splice(0))
    response.end(JSON.stringify({ ms: 1, result: null }));
  return new Promise<void>((resolve) => server.close(() => resolve()));
});

const sanity = (token?: string) => ({
  projectId: 'treize',
  dataset: 'production',
  apiVersion: '2025-02-19',
  apiHost: host,
  token,
  previewSecret: undefined,
  studioUrl: 'https://localhost:3333',
});

describe('content client', () => {
  it('queries the published perspective with the locale language and the French fallback', async () => {
    seen.length = 0;
    const result = await createContentClient(sanity('secret-token')).fetch(
      '*[_type == "home"][0]',
      {
        locale: LOCALES[1]!,
        params: { slug: 'a' },
      },
    );
    expect(result).toEqual({ ok: true });
    const { url, auth } = seen[0]!;
    expect(url.pathname).toBe('/v2025-02-19/data/query/production');
    expect(url.searchParams.get('perspective')).toBe('published');
    expect(url.searchParams.get('$language')).toBe('"en"');
    expect(url.searchParams.get('$fallback')).toBe('"fr"');
    expect(url.searchParams.get('$slug')).toBe('"a"');
    expect(auth).toBeUndefined();
  });

  it('reads drafts with the token in preview', async () => {
    seen.length = 0;
    await createContentClient(sanity('secret-token')).fetch('*', {
      locale: LOCALES[0]!,
      preview: true,
    });
    expect(seen[0]?.url.searchParams.get('perspective')).toBe('drafts');
    expect(seen[0]?.auth).toBe('Bearer secret-token');
  });

  it('reports a refused query as ContentError', async () => {
    await expect(
      createContentClient(sanity()).fetch('broken', { locale: LOCALES[0]! }),
    ).rejects.toBeInstanceOf(ContentError);
  });
});

describe('content client: failures, retries and the cache', () => {
  const policy = { timeoutMs: 2_000, retries: 1 };

  it('a refused query is not worth a second try and says so', async () => {
    seen.length = 0;
    const error = (await createContentClient(sanity(), undefined, policy)
      .fetch('broken', { locale: LOCALES[0]! })
      .catch((e: unknown) => e)) as ContentError;
    expect(error.message).toMatch(/^The content service refused or failed a query: /);
    expect(error.name).toBe('ContentError');
    expect(error.unavailable).toBe(false);
    expect(seen).toHaveLength(1);
  });

  it('a service that is down (5xx) is unavailable and read again once', async () => {
    seen.length = 0;
    const error = (await createContentClient(sanity(), undefined, policy)
      .fetch('down', { locale: LOCALES[0]! })
      .catch((e: unknown) => e)) as ContentError;
    expect(error).toBeInstanceOf(ContentError);
    expect(error.unavailable).toBe(true);
    expect(seen).toHaveLength(2);
  });

  it('an unreachable service is unavailable', async () => {
    const error = (await createContentClient(
      { ...sanity(), apiHost: 'http://127.0.0.1:9' },
      undefined,
      { timeoutMs: 2_000, retries: 0 },
    )
      .fetch('*', { locale: LOCALES[0]! })
      .catch((e: unknown) => e)) as ContentError;
    expect(error.unavailable).toBe(true);
  });

  it('published reads are cached per query and parameters; preview reads never', async () => {
    seen.length = 0;
    const client = createContentClient(sanity('secret-token'), createSwrCache());
    await client.fetch('*[0]', { locale: LOCALES[0]! });
    await client.fetch('*[0]', { locale: LOCALES[0]! });
    await client.fetch('*[0]', { locale: LOCALES[1]! });
    await client.fetch('*[1]', { locale: LOCALES[0]! });
    expect(seen).toHaveLength(3);
    await client.fetch('*[0]', { locale: LOCALES[0]!, preview: true });
    await client.fetch('*[0]', { locale: LOCALES[0]!, preview: true });
    expect(seen).toHaveLength(5);
  });

  it('preview without a token reads the published content', async () => {
    seen.length = 0;
    await createContentClient(sanity()).fetch('*', { locale: LOCALES[0]!, preview: true });
    expect(seen[0]?.url.searchParams.get('perspective')).toBe('published');
    expect(seen[0]?.auth).toBeUndefined();
  });

  it('sanityClientConfig reads the live API, never retries itself, and names a local host', () => {
    expect(sanityClientConfig({ ...sanity(), apiHost: 'http://127.0.0.1:4200' })).toEqual({
      projectId: 'treize',
      dataset: 'production',
      apiVersion: '2025-02-19',
      useCdn: false,
      maxRetries: 0,
      apiHost: 'http://127.0.0.1:4200',
      useProjectHostname: false,
    });
    expect(sanityClientConfig({ ...sanity(), apiHost: undefined })).toEqual({
      projectId: 'treize',
      dataset: 'production',
      apiVersion: '2025-02-19',
      useCdn: false,
      maxRetries: 0,
    });
  });

  it('a query slower than the deadline is given up as unavailable', async () => {
    const error = (await createContentClient(sanity(), undefined, { timeoutMs: 100, retries: 0 })
      .fetch('slow', { locale: LOCALES[0]! })
      .catch((e: unknown) => e)) as ContentError;
    expect(error).toBeInstanceOf(ContentError);
    expect(error.unavailable).toBe(true);
  });

  it('a ContentError is not an outage unless said so', () => {
    expect(new ContentError('x').unavailable).toBe(false);
  });
});
