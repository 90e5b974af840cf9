import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { startContentEmulator } from '../index.js';
import {
  emulatorClient,
  startTestEmulator,
  TOKEN,
  type TestEmulator,
} from '../test-support/emulator.js';

let test: TestEmulator;

beforeAll(async () => {
  test = await startTestEmulator();
});

afterAll(async () => {
  await test.stop();
});

function get(path: string): Promise<Response> {
  return fetch(`${test.emulator.url}/v2025-02-19/data/history/production/${path}`, {
    headers: { Authorization: `Bearer ${TOKEN}` },
  });
}

async function transactions(path: string): Promise<Record<string, unknown>[]> {
  const response = await get(path);
  expect(response.status).toBe(200);
  expect(response.headers.get('content-type')).toMatch(/application\/x-ndjson/);
  return (await response.text())
    .split('\n')
    .filter((line) => line !== '')
    .map((line) => JSON.parse(line) as Record<string, unknown>);
}

describe('GET /v{apiVersion}/data/history/{dataset}', () => {
  it('lists a document edited twice as its two transactions, in order, and gives it back at the first revision', async () => {
    const writer = test.client({ token: TOKEN });
    const first = await writer.create({ _id: 'label-history', _type: 'label', value: 'Or' });
    const second = await writer.patch('label-history').set({ value: 'Argent' }).commit();
    await writer.create({ _id: 'label-elsewhere', _type: 'label', value: 'Autre' });

    const lines = await transactions(
      'transactions/label-history?excludeContent=true&effectFormat=mendoza&includeIdentifiedDocumentsOnly=true',
    );
    expect(lines.map((line) => line.id)).toEqual([first._rev, second._rev]);
    expect(lines[0]).toEqual({
      id: first._rev,
      timestamp: first._createdAt,
      author: 'treize-editor',
      documentIDs: ['label-history'],
      effects: {
        'label-history': {
          apply: [0, expect.objectContaining({ value: 'Or' })],
          revert: [0, null],
        },
      },
    });
    expect(lines[1]?.effects).toMatchObject({
      'label-history': { apply: [0, { value: 'Argent' }], revert: [0, { value: 'Or' }] },
    });

    const withMutations = await transactions(`transactions/label-history?reverse=true&limit=1`);
    expect(withMutations).toMatchObject([
      {
        id: second._rev,
        mutations: [{ patch: { id: 'label-history', set: { value: 'Argent' } } }],
      },
    ]);

    const atFirst = await get(`documents/label-history?revision=${first._rev}`);
    expect(await atFirst.json()).toEqual({
      documents: [expect.objectContaining({ _id: 'label-history', _rev: first._rev, value: 'Or' })],
    });
    const atTime = await get(`documents/label-history?time=${first._createdAt}`);
    expect(((await atTime.json()) as { documents: unknown[] }).documents).toMatchObject([
      { value: second._updatedAt === first._updatedAt ? 'Argent' : 'Or' },
    ]);
  });

  it('bounds a listing by transaction, inclusive, as the Studio pages through it', async () => {
    const writer = test.client({ token: TOKEN });
    const revisions: string[] = [];
    await writer.create({ _id: 'label-pages', _type: 'label', value: '0' });
    for (const value of ['1', '2', '3']) {
      const result = await writer.patch('label-pages').set({ value }).commit();
      revisions.push(result._rev);
    }
    const lines = await transactions(
      `transactions/label-pages?fromTransaction=${revisions[0]}&toTransaction=${revisions[1]}&excludeContent=true`,
    );
    expect(lines.map((line) => line.id)).toEqual(revisions.slice(0, 2));
    expect(lines[0]).not.toHaveProperty('mutations');
  });

  it('tells an unknown revision and a deleted document as absent, and gives the last state before deletion', async () => {
    const writer = test.client({ token: TOKEN });
    await writer.create({ _id: 'label-gone', _type: 'label', value: 'Perle' });
    await writer.delete('label-gone');
    expect(await (await get('documents/label-gone?revision=no-such-revision')).json()).toEqual({
      documents: [],
    });
    expect(
      await (await get(`documents/label-gone?time=${new Date().toISOString()}`)).json(),
    ).toEqual({
      documents: [],
    });
    expect(await (await get('documents/label-gone?lastRevision=true')).json()).toMatchObject({
      documents: [{ _id: 'label-gone', value: 'Perle' }],
    });
  });

  it('keeps the transactions its journal held when it starts again', async () => {
    const dataDir = mkdtempSync(join(tmpdir(), 'treize-history-'));
    const first = await startTestEmulator(dataDir);
    const edit = await first
      .client({ token: TOKEN })
      .create({ _id: 'label-kept', _type: 'label', value: 'Nacre' });
    await first.emulator.close();
    const again = await startContentEmulator({ dataDir, port: 0, token: TOKEN });
    try {
      const response = await fetch(
        `${again.url}/v2025-02-19/data/history/production/transactions/label-kept`,
        { headers: { Authorization: `Bearer ${TOKEN}` } },
      );
      expect(JSON.parse(await response.text())).toMatchObject({
        id: edit._rev,
        documentIDs: ['label-kept'],
        mutations: [{ createOrReplace: { _id: 'label-kept', value: 'Nacre' } }],
      });
    } finally {
      await again.close();
      rmSync(dataDir, { recursive: true, force: true });
    }
  });

  it('keeps every kept transaction, in order, across two restarts, and resumes a listener across them', async () => {
    const dataDir = mkdtempSync(join(tmpdir(), 'treize-history-'));
    const read = async (url: string, path: string, headers: Record<string, string> = {}) =>
      fetch(`${url}/v2025-02-19/data/${path}`, {
        headers: { Authorization: `Bearer ${TOKEN}`, ...headers },
      });
    const listLines = async (url: string) =>
      (await (await read(url, 'history/production/transactions/label-twice')).text())
        .split('\n')
        .filter((line) => line !== '')
        .map((line) => JSON.parse(line) as { id: string });
    /** The first event a listener resuming after `lastEventId` is told. */
    const resumeEvent = async (url: string, lastEventId: string) => {
      const response = await read(
        url,
        'listen/production?query=*%5B_type%3D%3D%22label%22%5D&enableResume=true',
        { 'Last-Event-ID': lastEventId },
      );
      const reader = response.body!.getReader();
      const { value } = await reader.read();
      await reader.cancel();
      return /^event: (\w+)$/m.exec(new TextDecoder().decode(value))?.[1];
    };
    const first = await startContentEmulator({ dataDir, port: 0, token: TOKEN });
    const client = (apiHost: string) => emulatorClient(apiHost, { token: TOKEN });
    const created = await client(first.url).create({
      _id: 'label-twice',
      _type: 'label',
      value: 'Or',
    });
    await first.close();
    const second = await startContentEmulator({ dataDir, port: 0, token: TOKEN });
    const patched = await client(second.url).patch('label-twice').set({ value: 'Argent' }).commit();
    await second.close();
    const third = await startContentEmulator({ dataDir, port: 0, token: TOKEN });
    try {
      expect((await listLines(third.url)).map((line) => line.id)).toEqual([
        created._rev,
        patched._rev,
      ]);
      const atFirst = await read(
        third.url,
        `history/production/documents/label-twice?revision=${created._rev}`,
      );
      expect(await atFirst.json()).toMatchObject({
        documents: [{ _id: 'label-twice', _rev: created._rev, value: 'Or' }],
      });
      // Heard the creation, missed the edit made after the first restart: it is replayed.
      expect(await resumeEvent(third.url, `${created._rev}#label-twice`)).toBe('welcomeback');
      expect(await resumeEvent(third.url, `${patched._rev}#label-twice`)).toBe('welcomeback');
    } finally {
      await third.close();
      rmSync(dataDir, { recursive: true, force: true });
    }
  });

  it('refuses a bad time with a message, and anonymous readers', async () => {
    const bad = await get('documents/label-gone?time=hier');
    expect(bad.status).toBe(400);
    expect(JSON.stringify(await bad.json())).toMatch(/not a date-time/);
    const anonymous = await fetch(
      `${test.emulator.url}/v2025-02-19/data/history/production/transactions/label-gone`,
    );
    expect(anonymous.status).toBe(401);
  });
});
