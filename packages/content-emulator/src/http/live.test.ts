import type { LiveEvent } from '@sanity/client';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestEmulator, TOKEN, type TestEmulator } from '../test-support/emulator.js';

let test: TestEmulator;

beforeAll(async () => {
  test = await startTestEmulator();
});

afterAll(async () => {
  await test.stop();
});

describe('GET /v{apiVersion}/data/live/events/{dataset} through @sanity/client', () => {
  it('welcomes the client, then tells each transaction as a restart', async () => {
    const client = test.client({ token: TOKEN });
    const events: LiveEvent[] = [];
    const restarted = new Promise<void>((resolve, reject) => {
      const subscription = client.live.events({ includeDrafts: true }).subscribe({
        next: (event) => {
          events.push(event);
          if (event.type === 'welcome')
            void client.create({ _id: 'drafts.label-live', _type: 'label', key: 'live' });
          if (event.type === 'restart') {
            subscription.unsubscribe();
            resolve();
          }
        },
        error: reject,
      });
    });
    await restarted;
    expect(events.map((event) => event.type)).toEqual(['welcome', 'restart']);
    expect(events[1]).toMatchObject({ type: 'restart', id: expect.any(String) });
  });
});
