import { createServer, type IncomingMessage, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { LOCALES } from '../i18n';
import { ContentError, createContentClient } from './client.server';

/** A stand-in Content Lake recording what `@sanity/client` sends. */
const seen: { url: URL; auth: string | undefined }[] = [];
let server: Server;
let host = '';

beforeAll(async () => {
  server = createServer((request: IncomingMessage, response) => {
    const url = new URL(request.url ?? '/', 'http://x');
    seen.push({ url, auth: request.headers.authorization });
    response.setHeader('Content-Type', 'application/json');
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
afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())));

const sanity = (token?: string) => ({
  projectId: 'treize',
  dataset: 'production',
  apiVersion: '2025-02-19',
  apiHost: host,
  token,
  previewSecret: undefined,
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
