import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { API_VERSION, startTestEmulator, type TestEmulator } from '../test-support/emulator.js';

let emu: TestEmulator;
beforeAll(async () => {
  emu = await startTestEmulator();
});
afterAll(() => emu.stop());

const queryUrl = () => `${emu.emulator.url}/v${API_VERSION}/data/query/production`;

/** POSTs a query, timed, answering the status and the JSON body. */
async function post(query: string) {
  const started = performance.now();
  const response = await fetch(queryUrl(), {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ query }),
  });
  return {
    status: response.status,
    body: (await response.json()) as { result?: unknown; error?: Record<string, unknown> },
    ms: performance.now() - started,
  };
}

describe('the budget of one GROQ query', () => {
  it('refuses a query text over 64 KB with Sanity’s error shape, before parsing it', async () => {
    const padding = ' '.repeat(70 * 1024);
    const answer = await post(`*[_type == "page"]${padding}._id`);
    expect(answer.status).toBe(413);
    expect(answer.body.error).toEqual({
      type: 'queryTooLarge',
      description: expect.stringMatching(
        /^The query is 71\d{3} bytes long, over the limit of 65536 bytes/,
      ),
    });
  });

  it('stops a query joining the dataset with itself, and answers the next one at once', async () => {
    const heavy = post('*[]{ "a": *[]{ "b": *[]{ _id } } }');
    const light = post('*[_type == "page"][0]._id');
    const [stopped, answered] = await Promise.all([heavy, light]);
    // Stopped by its row budget, or by the deadline on a slow machine: either way bounded.
    expect([400, 408]).toContain(stopped.status);
    expect(stopped.body.error).toEqual(
      stopped.status === 400
        ? {
            type: 'queryTooExpensive',
            description: expect.stringMatching(/^The query visits more than 50000 documents/),
          }
        : {
            type: 'queryTimeout',
            description: expect.stringMatching(/^The query ran longer than 2000 ms/),
          },
    );
    expect(stopped.ms).toBeLessThan(5_000);
    expect(answered.status).toBe(200);
    expect(typeof answered.body.result).toBe('string');
    expect(answered.ms).toBeLessThan(stopped.ms + 1_000);
  });

  it('answers the storefront’s real queries through the real client within the budget', async () => {
    const client = emu.client();
    const pages = await client.fetch<{ _id: string }[]>(
      '*[_type == "page" && defined(slug.current)]{ _id, "related": *[_type == "page" && references(^._id)]._id }',
    );
    expect(pages.length).toBeGreaterThan(0);
  });
});
