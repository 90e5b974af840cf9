import { createCookieSessionStorage } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';
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

afterEach(() => {
  setAppContext(undefined);
  vi.unstubAllEnvs();
});

/** A fresh copy of the module, whose environment is read again (it is read once per process). */
async function freshContextModule() {
  vi.resetModules();
  return import('./context.server');
}

describe('preview mode (behaviour §6)', () => {
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

describe('the context built from the environment', () => {
  it('serves content images from the demo backend, once per process', async () => {
    const { getAppContext } = await freshContextModule();
    const context = getAppContext();
    expect(context.imageConfig).toEqual({
      projectId: 'treize',
      dataset: 'production',
      baseUrl: 'http://127.0.0.1:4200',
    });
    expect(getAppContext()).toBe(context);
  });

  it('serves a real project’s images from Sanity’s CDN', async () => {
    vi.stubEnv('SANITY_PROJECT_ID', 'ab12cd34');
    vi.stubEnv('SANITY_DATASET', 'live');
    const { getAppContext } = await freshContextModule();
    expect(getAppContext().imageConfig).toEqual({
      projectId: 'ab12cd34',
      dataset: 'live',
      baseUrl: 'https://cdn.sanity.io',
    });
  });
});
