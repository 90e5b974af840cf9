import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestEmulator, TOKEN, type TestEmulator } from '../test-support/emulator.js';

let test: TestEmulator;

beforeAll(async () => {
  test = await startTestEmulator();
});

afterAll(async () => {
  await test.stop();
});

/** Reads server-sent events off a real HTTP stream until `count` named events have arrived. */
async function readEvents(
  response: Response,
  count: number,
): Promise<{ event: string; data: Record<string, unknown>; id?: string }[]> {
  const reader = response.body!.pipeThrough(new TextDecoderStream()).getReader();
  const events: { event: string; data: Record<string, unknown>; id?: string }[] = [];
  let buffer = '';
  while (events.length < count) {
    const { value, done } = await reader.read();
    if (done) break;
    buffer += value;
    let end;
    while ((end = buffer.indexOf('\n\n')) !== -1) {
      const block = buffer.slice(0, end);
      buffer = buffer.slice(end + 2);
      const event = /^event: (.+)$/m.exec(block)?.[1];
      const data = /^data: (.+)$/m.exec(block)?.[1];
      const id = /^id: (.+)$/m.exec(block)?.[1];
      if (event && data) events.push({ event, data: JSON.parse(data), ...(id ? { id } : {}) });
    }
  }
  await reader.cancel();
  return events;
}

describe('GET /v{apiVersion}/data/listen/{dataset}', () => {
  it('sends welcome, then a mutation event with Mendoza effects for a matching document only', async () => {
    const query = encodeURIComponent('*[_type == "label" && key == $key]');
    const response = await fetch(
      `${test.emulator.url}/v2025-02-19/data/listen/production?query=${query}&$key=%22listen%22&effectFormat=mendoza&includeResult=true`,
      { headers: { Authorization: `Bearer ${TOKEN}`, Origin: 'http://localhost:3333' } },
    );
    expect(response.headers.get('content-type')).toMatch(/text\/event-stream/);
    expect(response.headers.get('access-control-allow-origin')).toBe('http://localhost:3333');
    const events = readEvents(response, 3);
    const writer = test.client({ token: TOKEN });
    await writer.create({ _id: 'label-other', _type: 'label', key: 'other' });
    await writer.create({ _id: 'drafts.label-listen', _type: 'label', key: 'listen', value: 'A' });
    await writer.delete('drafts.label-listen');
    const [welcome, appear, disappear] = await events;
    expect(welcome).toMatchObject({ event: 'welcome', data: { listenerName: expect.any(String) } });
    expect(appear).toMatchObject({
      event: 'mutation',
      data: {
        documentId: 'drafts.label-listen',
        transition: 'appear',
        result: { value: 'A' },
        effects: { apply: [0, { _id: 'drafts.label-listen', value: 'A' }] },
        mutations: [{ create: { _id: 'drafts.label-listen', value: 'A' } }],
      },
    });
    expect(appear?.data.resultRev).toEqual(expect.any(String));
    expect(disappear).toMatchObject({
      event: 'mutation',
      data: {
        documentId: 'drafts.label-listen',
        transition: 'disappear',
        previousRev: appear?.data.resultRev,
      },
    });
  });

  it('tells a Studio edit as the mutations it became, chained by revision, with effects', async () => {
    const writer = test.client({ token: TOKEN });
    await writer.createOrReplace({ _id: 'label-chain', _type: 'label', key: 'chain', value: 'Or' });
    const query = encodeURIComponent('*[_id in $ids]');
    const ids = encodeURIComponent(JSON.stringify(['label-chain', 'drafts.label-chain']));
    const response = await fetch(
      `${test.emulator.url}/v2025-02-19/data/listen/production?query=${query}&$ids=${ids}&includeResult=false&effectFormat=mendoza`,
      { headers: { Authorization: `Bearer ${TOKEN}` } },
    );
    const events = readEvents(response, 4);
    const act = (actions: unknown[]) =>
      fetch(`${test.emulator.url}/v2025-02-19/data/actions/production`, {
        method: 'POST',
        headers: { Authorization: `Bearer ${TOKEN}`, 'Content-Type': 'application/json' },
        body: JSON.stringify({ actions, transactionId: `tx-${actions.length}` }),
      });
    const edit = {
      actionType: 'sanity.action.document.edit',
      draftId: 'drafts.label-chain',
      publishedId: 'label-chain',
      patch: { diffMatchPatch: { value: '@@ -1,2 +1,6 @@\n-Or\n+Argent\n' } },
    };
    await act([edit]);
    await act([
      {
        actionType: 'sanity.action.document.publish',
        draftId: 'drafts.label-chain',
        publishedId: 'label-chain',
      },
    ]);
    const [, created, published, dropped] = await events;
    expect(created?.data).toMatchObject({
      documentId: 'drafts.label-chain',
      transactionId: 'tx-1',
      transition: 'appear',
      mutations: [
        { create: { _id: 'drafts.label-chain', value: 'Or' } },
        { patch: { id: 'drafts.label-chain', diffMatchPatch: edit.patch.diffMatchPatch } },
      ],
      effects: { apply: [0, { _id: 'drafts.label-chain', value: 'Argent' }] },
    });
    expect(created?.data).not.toHaveProperty('result');
    expect(created?.data.previousRev).toBeUndefined();
    // Publishing replaces the published document and deletes the draft in one transaction.
    const byId = Object.fromEntries(
      [published, dropped].map((event) => [event?.data.documentId, event?.data]),
    );
    expect(byId['label-chain']).toMatchObject({
      transition: 'update',
      transactionTotalEvents: 2,
      mutations: [{ createOrReplace: { _id: 'label-chain', value: 'Argent' } }],
    });
    expect(byId['drafts.label-chain']).toMatchObject({
      transition: 'disappear',
      previousRev: created?.data.resultRev,
      mutations: [{ delete: { id: 'drafts.label-chain' } }],
    });
  });

  it('hides drafts from an anonymous listener', async () => {
    const query = encodeURIComponent('*[_type == "label" && key == "anon"]');
    const response = await fetch(
      `${test.emulator.url}/v2025-02-19/data/listen/production?query=${query}`,
    );
    const events = readEvents(response, 2);
    const writer = test.client({ token: TOKEN });
    await writer.create({ _id: 'drafts.label-anon', _type: 'label', key: 'anon' });
    await writer.create({ _id: 'label-anon', _type: 'label', key: 'anon' });
    const [, mutation] = await events;
    expect(mutation?.data.documentId).toBe('label-anon');
  });

  it('refuses a listener without a query with a message', async () => {
    const response = await fetch(`${test.emulator.url}/v2025-02-19/data/listen/production`);
    expect(response.status).toBe(400);
    expect(JSON.stringify(await response.json())).toMatch(/query parameter is missing/);
  });

  it('resumes from the welcome when the client dropped before hearing any mutation', async () => {
    const fresh = await startTestEmulator();
    try {
      const query = encodeURIComponent('*[_type == "label"]');
      const listen = (lastEventId?: string) =>
        fetch(
          `${fresh.emulator.url}/v2025-02-19/data/listen/production?query=${query}&includeResult=false&enableResume=true`,
          {
            headers: {
              Authorization: `Bearer ${TOKEN}`,
              ...(lastEventId ? { 'Last-Event-ID': lastEventId } : {}),
            },
          },
        );
      // No transaction yet: the client hears the welcome alone, drops, and one is written meanwhile.
      const [welcome] = await readEvents(await listen(), 1);
      expect(welcome).toMatchObject({ event: 'welcome', id: expect.any(String) });
      const created = await fresh
        .client({ token: TOKEN })
        .create({ _id: 'label-early', _type: 'label', value: 'Or' });
      const [back, missed] = await readEvents(await listen(welcome?.id), 2);
      expect(back?.event).toBe('welcomeback');
      expect(missed?.data).toMatchObject({
        documentId: 'label-early',
        transactionId: created._rev,
      });

      // A welcome after that transaction names it: nothing missed since, nothing replayed.
      const [later] = await readEvents(await listen(), 1);
      expect(later?.id).toBe(created._rev);
      const resumed = await listen(later?.id);
      const replayed = readEvents(resumed, 2);
      await fresh.client({ token: TOKEN }).patch('label-early').set({ value: 'Argent' }).commit();
      const [again, next] = await replayed;
      expect(again?.event).toBe('welcomeback');
      expect(next?.data).toMatchObject({ documentId: 'label-early', previousRev: created._rev });
    } finally {
      await fresh.stop();
    }
  });

  it('resumes after the last event a client saw, missed events first, then live; an unknown position is a reset', async () => {
    const writer = test.client({ token: TOKEN });
    const query = encodeURIComponent('*[_type == "label" && key == "resume"]');
    const listenUrl = `${test.emulator.url}/v2025-02-19/data/listen/production?query=${query}&includeResult=false&enableResume=true`;
    const listen = (lastEventId?: string) =>
      fetch(listenUrl, {
        headers: {
          Authorization: `Bearer ${TOKEN}`,
          ...(lastEventId ? { 'Last-Event-ID': lastEventId } : {}),
        },
      });

    // One transaction touching two documents: the client hears the first of its events, then drops.
    const first = await listen();
    const heard = readEvents(first, 2);
    await writer
      .transaction()
      .create({ _id: 'label-resume-a', _type: 'label', key: 'resume' })
      .create({ _id: 'label-resume-b', _type: 'label', key: 'resume' })
      .commit();
    const [welcome, firstEvent] = await heard;
    expect(welcome?.event).toBe('welcome');
    expect(firstEvent?.id).toBe(`${firstEvent?.data.transactionId}#${firstEvent?.data.documentId}`);
    await writer.patch('label-resume-a').set({ value: 'missed' }).commit();

    const resumed = await listen(firstEvent?.id);
    const replayed = readEvents(resumed, 4);
    await writer.patch('label-resume-b').set({ value: 'live' }).commit();
    const [back, rest, missed, live] = await replayed;
    expect(back).toMatchObject({
      event: 'welcomeback',
      data: { listenerName: expect.any(String) },
    });
    expect(rest?.data).toMatchObject({
      transactionId: firstEvent?.data.transactionId,
      transactionCurrentEvent: 2,
    });
    expect(rest?.data.documentId).not.toBe(firstEvent?.data.documentId);
    expect(missed?.data).toMatchObject({
      documentId: 'label-resume-a',
      mutations: [{ patch: { set: { value: 'missed' } } }],
    });
    expect(live?.data).toMatchObject({ documentId: 'label-resume-b', transition: 'update' });

    const lost = await listen('no-such-transaction#label-resume-a');
    expect((await readEvents(lost, 1))[0]).toMatchObject({ event: 'reset' });
    const withoutResume = await fetch(listenUrl.replace('&enableResume=true', ''), {
      headers: { Authorization: `Bearer ${TOKEN}`, 'Last-Event-ID': firstEvent?.id ?? '' },
    });
    expect((await readEvents(withoutResume, 1))[0]?.event).toBe('welcome');
  });
});
