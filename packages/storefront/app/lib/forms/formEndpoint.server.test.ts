import { beforeEach, describe, expect, it, vi } from 'vitest';
import { routeArgs, testContext } from '../../test/fakes';
import { setAppContext } from '../server/context.server';
import { publicFormEndpoint } from './formEndpoint.server';

const allowed = { allowed: true, retryAfterSeconds: 0 };
let verdict = allowed;
const handle = vi.fn(async (form: FormData) =>
  Response.json({ email: form.get('email') }, { status: form.get('email') ? 200 : 400 }),
);
const endpoint = publicFormEndpoint({
  form: 'newsletter',
  limiter: () => ({ check: async () => verdict }),
  maxBytes: 1024,
  handle,
  outcomeOf: (status) => (status === 200 ? 'subscribed' : 'invalid'),
});

const post = (body: BodyInit, headers: Record<string, string> = {}) =>
  endpoint.action(
    routeArgs('/api/subscribe', {}, { method: 'POST', body, headers: { ...headers } }),
  ) as Promise<Response | { data: { error: string }; init: ResponseInit }>;

const form = (fields: Record<string, string>) => {
  const body = new FormData();
  for (const [name, value] of Object.entries(fields)) body.set(name, value);
  return body;
};

beforeEach(() => {
  setAppContext(testContext());
  verdict = allowed;
  handle.mockClear();
});

describe('a public form endpoint', () => {
  it('answers a GET with a 405 in the language of the page it came from', () => {
    const answer = endpoint.loader(
      routeArgs('/api/subscribe', {}, { headers: { Referer: 'http://shop.test/en-us' } }),
    ) as unknown as { data: { error: string }; init: ResponseInit };
    expect(answer.init.status).toBe(405);
    expect(answer.data.error).toMatch(/POST/);
  });

  it('refuses a client over its rate limit, and a body over the limit, before handling', async () => {
    verdict = { allowed: false, retryAfterSeconds: 120 };
    expect(((await post(form({ email: 'a@b.fr' }))) as { init: ResponseInit }).init.status).toBe(
      429,
    );
    verdict = allowed;
    const large = form({ email: 'a@b.fr', note: 'x'.repeat(2048) });
    expect((await post(large)) as { init: ResponseInit }).toMatchObject({ init: { status: 413 } });
    expect(handle).not.toHaveBeenCalled();
  });

  it('gives scripts the handler’s answer and sends a plain form post back to its page', async () => {
    const scripted = (await post(form({ email: 'a@b.fr' }))) as Response;
    expect(await scripted.json()).toEqual({ email: 'a@b.fr' });
    const plain = (await post(form({}), {
      'Sec-Fetch-Mode': 'navigate',
      Referer: 'http://shop.test/en-us/pages/atelier',
    })) as Response;
    expect(plain.status).toBe(303);
    expect(plain.headers.get('Location')).toBe(
      '/en-us/pages/atelier?newsletter=invalid#newsletter',
    );
  });
});
