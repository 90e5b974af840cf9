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

const writer = () => test.client({ token: TOKEN, perspective: 'raw' });

async function failure(promise: Promise<unknown>): Promise<ClientError> {
  const error = await promise.then(
    () => undefined,
    (caught: unknown) => caught,
  );
  if (!(error instanceof ClientError))
    throw new Error(`expected a ClientError, got ${String(error)}`);
  return error;
}

describe('POST /v{apiVersion}/data/mutate/{dataset} through @sanity/client', () => {
  it('creates a document with system fields, and refuses to create it twice', async () => {
    const created = await writer().create({
      _id: 'contact-1',
      _type: 'contactRequest',
      language: 'fr',
      firstName: 'Camille',
    });
    expect(created).toMatchObject({
      _id: 'contact-1',
      firstName: 'Camille',
      _rev: expect.any(String),
    });
    expect(created._createdAt).toBe(created._updatedAt);
    const error = await failure(writer().create({ _id: 'contact-1', _type: 'contactRequest' }));
    expect(error.statusCode).toBe(409);
    expect(error.details).toMatchObject({
      type: 'mutationError',
      items: [{ index: 0, error: { type: 'documentAlreadyExistsError', id: 'contact-1' } }],
    });
  });

  it('creates with a generated id when none is given', async () => {
    const created = await writer().create({ _type: 'contactRequest', language: 'en' });
    expect(created._id).toMatch(/^[A-Za-z0-9_-]{22}$/);
  });

  it('createOrReplace replaces and keeps _createdAt; createIfNotExists leaves an existing document alone', async () => {
    const first = await writer().createOrReplace({ _id: 'replace-me', _type: 'page', title: 'A' });
    const second = await writer().createOrReplace({ _id: 'replace-me', _type: 'page', title: 'B' });
    expect(second).toMatchObject({ title: 'B', _createdAt: first._createdAt });
    expect(second._rev).not.toBe(first._rev);
    await writer().createIfNotExists({ _id: 'replace-me', _type: 'page', title: 'C' });
    expect(await writer().getDocument('replace-me')).toMatchObject({ title: 'B' });
    await writer().createIfNotExists({ _id: 'fresh', _type: 'page', title: 'D' });
    expect(await writer().getDocument('fresh')).toMatchObject({ title: 'D' });
  });

  it('patches with set, setIfMissing, unset, inc, dec and insert', async () => {
    await writer().create({
      _id: 'patched',
      _type: 'page',
      title: 'Avant',
      count: 10,
      stock: 5,
      tags: ['a', 'c'],
      items: [
        { _key: 'k1', label: 'un' },
        { _key: 'k2', label: 'deux' },
      ],
      obsolete: true,
    });
    const patched = await writer()
      .patch('patched')
      .set({ title: 'Après', 'seo.title': 'Nouveau', 'items[_key=="k2"].label': 'two' })
      .setIfMissing({ title: 'ignored', intro: 'Bonjour' })
      .unset(['obsolete', 'items[_key=="k1"]'])
      .inc({ count: 3 })
      .dec({ stock: 2 })
      .insert('after', 'tags[0]', ['b'])
      .commit();
    expect(patched).toMatchObject({
      title: 'Après',
      seo: { title: 'Nouveau' },
      intro: 'Bonjour',
      count: 13,
      stock: 3,
      tags: ['a', 'b', 'c'],
      items: [{ _key: 'k2', label: 'two' }],
    });
    expect(patched).not.toHaveProperty('obsolete');
    const prepended = await writer()
      .patch('patched')
      .insert('before', 'tags[0]', ['start'])
      .commit();
    expect(prepended.tags).toEqual(['start', 'a', 'b', 'c']);
    const appended = await writer()
      .patch('patched')
      .insert('after', 'tags[-1]', ['end'])
      .unset(['tags[0]'])
      .commit();
    expect(appended.tags).toEqual(['a', 'b', 'c', 'end']);
    const replaced = await writer()
      .patch('patched')
      .insert('replace', 'tags[-1]', ['fin'])
      .commit();
    expect(replaced.tags).toEqual(['a', 'b', 'c', 'fin']);
  });

  it('deletes by id and by query, and returns ids and documents when asked', async () => {
    await writer().create({ _id: 'gone-1', _type: 'contactRequest' });
    await writer().create({ _id: 'gone-2', _type: 'contactRequest', product: 'temp' });
    const byId = await writer().delete('gone-1');
    expect(byId).toMatchObject({ results: [{ id: 'gone-1', operation: 'delete' }] });
    const byQuery = await writer().delete({
      query: '*[_type == "contactRequest" && product == $p]',
      params: { p: 'temp' },
    });
    expect(byQuery.results).toEqual([{ id: 'gone-2', operation: 'delete' }]);
    expect(await writer().getDocuments(['gone-1', 'gone-2'])).toEqual([null, null]);
    const response = await fetch(
      `${test.emulator.url}/v2025-02-19/data/mutate/production?returnIds=true&returnDocuments=true&visibility=async`,
      {
        method: 'POST',
        headers: { Authorization: `Bearer ${TOKEN}`, 'Content-Type': 'application/json' },
        body: JSON.stringify({ mutations: [{ create: { _id: 'shown', _type: 'page' } }] }),
      },
    );
    expect(await response.json()).toEqual({
      transactionId: expect.any(String),
      results: [
        { id: 'shown', operation: 'create', document: expect.objectContaining({ _id: 'shown' }) },
      ],
      documentIds: ['shown'],
    });
  });

  it('publishes a draft in one transaction, visible to the published perspective at once', async () => {
    const draft = await writer().getDocument('drafts.home-en');
    expect(draft).toBeUndefined();
    await writer().create({
      _id: 'drafts.page-nouveau-fr',
      _type: 'page',
      language: 'fr',
      title: 'Nouveau',
      slug: { _type: 'slug', current: 'nouveau' },
    });
    expect(await test.client().fetch('*[slug.current == "nouveau"][0].title')).toBeNull();
    const unpublished = await writer().getDocument('drafts.page-nouveau-fr');
    await writer()
      .transaction()
      .createOrReplace({ ...unpublished, _id: 'page-nouveau-fr' } as { _id: string; _type: string })
      .delete('drafts.page-nouveau-fr')
      .commit();
    expect(await test.client().fetch('*[slug.current == "nouveau"][0].title')).toBe('Nouveau');
  });

  it('is atomic: when one mutation fails nothing of the transaction is kept', async () => {
    const error = await failure(
      writer()
        .transaction()
        .create({ _id: 'atomic-1', _type: 'page', title: 'never' })
        .patch('home-fr', (patch) => patch.set({ title: 'never either' }))
        .patch('does-not-exist', (patch) => patch.set({ title: 'x' }))
        .commit(),
    );
    expect(error.statusCode).toBe(404);
    expect(error.details).toMatchObject({
      type: 'mutationError',
      items: [{ index: 2, error: { type: 'documentNotFoundError', id: 'does-not-exist' } }],
    });
    expect(await writer().getDocument('atomic-1')).toBeUndefined();
    expect(await test.client().fetch('*[_id == "home-fr"][0].title')).toBe(
      'Bijoux faits main à Paris',
    );
  });

  it('loses no update when transactions arrive at once', async () => {
    await writer().create({ _id: 'counter', _type: 'page', count: 0 });
    await Promise.all(
      Array.from({ length: 20 }, () => writer().patch('counter').inc({ count: 1 }).commit()),
    );
    expect(await writer().fetch('*[_id == "counter"][0].count')).toBe(20);
  });

  it('refuses an ifRevisionID that does not match', async () => {
    const error = await failure(
      writer().patch('home-en').ifRevisionId('old-revision').set({ title: 'x' }).commit(),
    );
    expect(error.statusCode).toBe(409);
    expect(error.details).toMatchObject({ items: [{ error: { type: 'conflictError' } }] });
  });

  it('answers 400 for a malformed mutation and 401 without a write token', async () => {
    const bad = await fetch(`${test.emulator.url}/v2025-02-19/data/mutate/production`, {
      method: 'POST',
      headers: { Authorization: `Bearer ${TOKEN}`, 'Content-Type': 'application/json' },
      body: JSON.stringify({ mutations: [{ upsert: { _id: 'x' } }] }),
    });
    expect(bad.status).toBe(400);
    expect(await bad.json()).toMatchObject({
      error: {
        type: 'mutationError',
        items: [{ index: 0, error: { type: 'invalidMutationError' } }],
      },
    });
    const noType = await failure(
      writer().create({ _id: 'typeless' } as unknown as { _type: string }),
    );
    expect(noType.statusCode).toBe(400);
    const anonymous = await failure(test.client().create({ _type: 'contactRequest' }));
    expect(anonymous.statusCode).toBe(401);
  });
});
