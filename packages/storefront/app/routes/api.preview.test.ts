import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { isPreview, setAppContext } from '../lib/server/context.server';
import { PREVIEW_SECRET, routeArgs, testContext } from '../test/fakes';
import { thrownStatus } from '../test/thrownStatus';
import { action, loader } from './api.preview';

beforeEach(() => setAppContext(testContext()));
afterEach(() => setAppContext(undefined));

describe('preview mode (behaviour §6)', () => {
  it('is a 404 when no secret is configured', async () => {
    setAppContext(testContext({ sanity: { previewSecret: undefined } }));
    expect(
      await thrownStatus(() => loader(routeArgs(`/api/preview?secret=${PREVIEW_SECRET}`, {}))),
    ).toBe(404);
  });

  it('refuses a missing or wrong secret and a slug off this site', async () => {
    expect(await thrownStatus(() => loader(routeArgs('/api/preview', {})))).toBe(403);
    expect(
      await thrownStatus(() => loader(routeArgs('/api/preview?secret=wrong-secret', {}))),
    ).toBe(403);
    expect(
      await thrownStatus(() =>
        loader(routeArgs(`/api/preview?secret=${PREVIEW_SECRET}&slug=//evil.test`, {})),
      ),
    ).toBe(400);
    expect(
      await thrownStatus(() =>
        loader(routeArgs(`/api/preview?secret=${PREVIEW_SECRET}&slug=https://evil.test`, {})),
      ),
    ).toBe(400);
  });

  it('enters with the secret, redirects to the slug, and leaves with a POST', async () => {
    const entered = (await loader(
      routeArgs(`/api/preview?secret=${PREVIEW_SECRET}&slug=/pages/entretien`, {}),
    )) as Response;
    expect(entered.status).toBe(302);
    expect(entered.headers.get('Location')).toBe('/pages/entretien');
    const cookie = entered.headers.get('Set-Cookie')!.split(';')[0]!;
    expect(await isPreview(new Request('http://shop.test/', { headers: { Cookie: cookie } }))).toBe(
      true,
    );

    const left = (await action(
      routeArgs(
        '/api/preview',
        {},
        {
          method: 'POST',
          headers: { Cookie: cookie, Referer: 'http://shop.test/pages/entretien?x=1' },
        },
      ),
    )) as Response;
    expect(left.headers.get('Location')).toBe('/pages/entretien?x=1');
    const cleared = left.headers.get('Set-Cookie')!.split(';')[0]!;
    expect(
      await isPreview(new Request('http://shop.test/', { headers: { Cookie: cleared } })),
    ).toBe(false);
  });

  it('does not follow a Referer from another site when leaving', async () => {
    const left = (await action(
      routeArgs(
        '/api/preview',
        {},
        { method: 'POST', headers: { Referer: 'https://evil.test/x' } },
      ),
    )) as Response;
    expect(left.headers.get('Location')).toBe('/');
  });
});
