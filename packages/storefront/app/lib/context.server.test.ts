import { createCookieSessionStorage } from 'react-router';
import { afterEach, describe, expect, it } from 'vitest';
import { getAppContext, isPreview, setAppContext, type AppContext } from './context.server';

const sessions = createCookieSessionStorage({
  cookie: { name: 'session', secrets: ['context-test-secret-0123456789'] },
});

/** A context whose preview secret is `previewSecret`; only what `isPreview` reads is real. */
function contextWith(previewSecret: string | undefined): AppContext {
  return { sessions, env: { sanity: { previewSecret } } } as unknown as AppContext;
}

/** A request carrying a session whose `preview` is `value`. */
async function requestWithPreview(value: unknown): Promise<Request> {
  const session = await sessions.getSession();
  session.set('preview' as never, value as never);
  const cookie = (await sessions.commitSession(session)).split(';')[0]!;
  return new Request('http://shop.test/', { headers: { Cookie: cookie } });
}

afterEach(() => setAppContext(undefined));

describe('preview mode (spec §6)', () => {
  it('is on when the signed session says so and the shop has a preview secret', async () => {
    setAppContext(contextWith('treize-demo-preview'));
    expect(await isPreview(await requestWithPreview(true))).toBe(true);
  });

  it('is off without the session flag, with another value, or without a cookie', async () => {
    setAppContext(contextWith('treize-demo-preview'));
    expect(await isPreview(await requestWithPreview(false))).toBe(false);
    expect(await isPreview(await requestWithPreview('true'))).toBe(false);
    expect(await isPreview(new Request('http://shop.test/'))).toBe(false);
  });

  it('is off in a shop without a preview secret, whatever the session says', async () => {
    setAppContext(contextWith(undefined));
    expect(await isPreview(await requestWithPreview(true))).toBe(false);
  });
});

describe('the process context', () => {
  it('is the one a test set until it is replaced', () => {
    const context = contextWith('s');
    setAppContext(context);
    expect(getAppContext()).toBe(context);
    expect(getAppContext()).toBe(context);
  });
});
