import { describe, expect, it } from 'vitest';
import {
  buildClientSchema,
  getIntrospectionQuery,
  printSchema,
  type IntrospectionQuery,
} from 'graphql';
import { createStorefrontClient } from '@shopify/hydrogen-react';
import { loadStorefrontIntrospection } from '../graphql/schema.js';
import { dataOf, TOKEN, useHarness } from '../test/harness.js';

const emu = useHarness();

const post = (body: string, headers: Record<string, string>, version = '2023-10') =>
  fetch(`${emu.harness.emulator.url}/api/${version}/graphql.json`, {
    method: 'POST',
    headers,
    body,
  });

describe('the Storefront API endpoint', () => {
  it('serves exactly the schema Shopify published for each served version', async () => {
    for (const version of ['2023-10', '2025-10', '2026-04'] as const) {
      const answer = dataOf(
        await emu.harness.query<IntrospectionQuery>(
          getIntrospectionQuery({ descriptions: true }),
          {},
          version,
        ),
      );
      const served = printSchema(buildClientSchema(answer));
      const shipped = printSchema(buildClientSchema(loadStorefrontIntrospection(version)));
      expect(served).toBe(shipped);
    }
  });

  it('answers a query with deferred fragments whole, each field where it belongs', async () => {
    const plain = dataOf(
      await emu.harness.query<{ shop: { name: string; description: string | null } }>(
        '{ shop { name description } }',
      ),
    );
    const deferred = dataOf(
      await emu.harness.query<{ shop: { name: string; description: string | null } }>(
        '{ shop { name ... @defer(label: "more") { description } } }',
      ),
    );
    expect(deferred).toEqual(plain);
    expect(deferred.shop.name).not.toBe('');
  });

  it('answers a wrong or missing token with Shopify’s 401', async () => {
    const client = createStorefrontClient({
      storeDomain: emu.harness.emulator.url,
      publicStorefrontToken: 'wrong',
      storefrontApiVersion: '2023-10',
    });
    const wrong = await fetch(client.getStorefrontApiUrl(), {
      method: 'POST',
      headers: client.getPublicTokenHeaders(),
      body: JSON.stringify({ query: '{ shop { name } }' }),
    });
    expect(wrong.status).toBe(401);
    expect(await wrong.json()).toEqual({
      errors: '[API] Invalid API key or access token (unrecognized login or wrong password)',
    });
    const missing = await post(JSON.stringify({ query: '{ shop { name } }' }), {
      'content-type': 'application/json',
    });
    expect(missing.status).toBe(401);
  });

  it('accepts the private token header', async () => {
    const client = createStorefrontClient({
      storeDomain: emu.harness.emulator.url,
      privateStorefrontToken: TOKEN,
      storefrontApiVersion: '2023-10',
    });
    const response = await fetch(client.getStorefrontApiUrl(), {
      method: 'POST',
      headers: client.getPrivateTokenHeaders({ buyerIp: '127.0.0.1' }),
      body: JSON.stringify({ query: '{ shop { name } }' }),
    });
    expect(((await response.json()) as { data: unknown }).data).toEqual({
      shop: { name: 'Atelier Treize' },
    });
  });

  it('accepts application/graphql bodies', async () => {
    const client = createStorefrontClient({
      storeDomain: emu.harness.emulator.url,
      publicStorefrontToken: TOKEN,
      storefrontApiVersion: '2023-10',
      contentType: 'graphql',
    });
    const headers = client.getPublicTokenHeaders();
    expect(headers['content-type']).toBe('application/graphql');
    const response = await fetch(client.getStorefrontApiUrl(), {
      method: 'POST',
      headers,
      body: '{ shop { name } }',
    });
    expect(((await response.json()) as { data: unknown }).data).toEqual({
      shop: { name: 'Atelier Treize' },
    });
  });

  it('answers invalid documents with graphql-js validation errors and their locations', async () => {
    const answer = await emu.harness.query('{\n  shop {\n    nom\n  }\n}');
    expect(answer.data).toBeUndefined();
    expect(answer.errors?.[0]?.message).toBe(
      'Cannot query field "nom" on type "Shop". Did you mean "name"?',
    );
    expect(answer.errors?.[0]?.locations).toEqual([{ line: 3, column: 5 }]);
    const syntax = await emu.harness.query('{ shop { name }');
    expect(syntax.errors?.[0]?.message).toMatch(/^Syntax Error/);
    expect(syntax.errors?.[0]?.locations?.[0]?.line).toBe(1);
  });

  it('names a field it does not resolve instead of answering a silent null', async () => {
    const answer = await emu.harness.query<{ shop: { name: string; customerAccountUrl: null } }>(
      '{ shop { name customerAccountUrl } }',
      {},
      '2026-04',
    );
    expect(answer.data?.shop).toEqual({ name: 'Atelier Treize', customerAccountUrl: null });
    expect(answer.errors).toHaveLength(1);
    expect(answer.errors?.[0]?.message).toContain('"Shop.customerAccountUrl"');
    expect(answer.errors?.[0]?.path).toEqual(['shop', 'customerAccountUrl']);
    const nonNull = await emu.harness.query(
      '{ product(handle: "comete") { title category { name } } }',
    );
    expect(nonNull.errors?.[0]?.message).toContain('"Product.category"');
  });

  it('answers a body that is not JSON with a 400 and a message', async () => {
    const response = await post('{not json', {
      'content-type': 'application/json',
      'X-Shopify-Storefront-Access-Token': TOKEN,
    });
    expect(response.status).toBe(400);
    expect((await response.json()) as unknown).toEqual({
      errors: expect.stringContaining('not valid JSON'),
    });
    const noQuery = await post('{"variables":{}}', {
      'content-type': 'application/json',
      'X-Shopify-Storefront-Access-Token': TOKEN,
    });
    expect(noQuery.status).toBe(400);
  });

  it('answers a CORS preflight and tags answers for browsers', async () => {
    const preflight = await fetch(`${emu.harness.emulator.url}/api/2023-10/graphql.json`, {
      method: 'OPTIONS',
      headers: {
        Origin: 'http://localhost:3000',
        'Access-Control-Request-Method': 'POST',
        'Access-Control-Request-Headers': 'content-type,x-shopify-storefront-access-token',
      },
    });
    expect(preflight.status).toBe(204);
    expect(preflight.headers.get('access-control-allow-origin')).toBe('http://localhost:3000');
    expect(preflight.headers.get('access-control-allow-headers')).toBe(
      'content-type,x-shopify-storefront-access-token',
    );
    const answer = await post(JSON.stringify({ query: '{ shop { name } }' }), {
      'content-type': 'application/json',
      'X-Shopify-Storefront-Access-Token': TOKEN,
      Origin: 'http://localhost:3000',
    });
    expect(answer.headers.get('access-control-allow-origin')).toBe('http://localhost:3000');
  });

  it('answers unknown paths and methods with 4xx messages', async () => {
    const missing = await fetch(`${emu.harness.emulator.url}/nothing-here`);
    expect(missing.status).toBe(404);
    expect(((await missing.json()) as { errors: string }).errors).toContain(
      '/api/{version}/graphql.json',
    );
    const get = await fetch(`${emu.harness.emulator.url}/api/2023-10/graphql.json`);
    expect(get.status).toBe(405);
  });

  it('records analytics batches and lists and clears them', async () => {
    const batch = {
      events: [
        {
          schema_id: 'trekkie_storefront_page_view/1.4',
          payload: { pageType: 'home' },
          metadata: { event_created_at_ms: 1 },
        },
      ],
      metadata: { event_sent_at_ms: 2 },
    };
    const sent = await fetch(
      `${emu.harness.emulator.url}/.well-known/shopify/monorail/unstable/produce_batch`,
      {
        method: 'POST',
        headers: { 'content-type': 'text/plain' },
        body: JSON.stringify(batch),
      },
    );
    expect(await sent.json()).toEqual({ result: [{ status: 200, message: 'ok' }] });
    expect(await (await fetch(`${emu.harness.emulator.url}/__emulator/analytics`)).json()).toEqual(
      batch.events,
    );
    const bad = await fetch(
      `${emu.harness.emulator.url}/.well-known/shopify/monorail/unstable/produce_batch`,
      { method: 'POST', body: 'nope' },
    );
    expect(bad.status).toBe(400);
    expect(((await bad.json()) as { result: { status: number }[] }).result[0]?.status).toBe(400);
    expect(
      (await fetch(`${emu.harness.emulator.url}/__emulator/analytics`, { method: 'DELETE' }))
        .status,
    ).toBe(204);
    expect(await (await fetch(`${emu.harness.emulator.url}/__emulator/analytics`)).json()).toEqual(
      [],
    );
  });
});
