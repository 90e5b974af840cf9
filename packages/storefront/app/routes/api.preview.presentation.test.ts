import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { startContentTestEmulator, type ContentEmulatorHandle } from '../test/contentTestEmulator';
import { previewFramer, setAppContext } from '../lib/server/context.server';
import { routeArgs, testContext } from '../test/fakes';
import { thrownStatus } from '../test/thrownStatus';
import { loader } from './api.preview';

let content: ContentEmulatorHandle;
const SECRET = 'presentation-secret-0123456789';
const STUDIO = 'https://studio.test:3333';

beforeAll(async () => {
  content = await startContentTestEmulator();
  // What the Studio's Presentation tool writes before it opens the preview frame.
  await content.editor.createOrReplace({
    _id: 'drafts.presentation-secret',
    _type: 'sanity.previewUrlSecret',
    secret: SECRET,
    source: 'preview-url',
    studioUrl: STUDIO,
  });
});
afterAll(() => content.stop());
afterEach(() => setAppContext(undefined));

function useEmulator() {
  setAppContext(
    testContext({ sanity: { apiHost: content.emulator.url, token: 'local-content-token' } }),
  );
}

describe('entering preview from the Studio’s Presentation tool', () => {
  it('checks its secret in the dataset, keeps the page and lets that Studio frame it', async () => {
    useEmulator();
    const entered = (await loader(
      routeArgs(
        `/api/preview?sanity-preview-secret=${SECRET}&sanity-preview-perspective=drafts&sanity-preview-pathname=${encodeURIComponent('/pages/entretien')}`,
        {},
      ),
    )) as Response;
    expect(entered.status).toBe(302);
    expect(entered.headers.get('Location')).toBe(
      '/pages/entretien?sanity-preview-perspective=drafts',
    );
    const setCookie = entered.headers.get('Set-Cookie')!;
    // The frame is another site's: only such a cookie comes back with its requests.
    expect(setCookie).toMatch(/; Secure/);
    expect(setCookie).toMatch(/; SameSite=None/);
    expect(setCookie).toMatch(/; Partitioned/);
    const cookie = setCookie.split(';')[0]!;
    expect(
      await previewFramer(new Request('http://shop.test/', { headers: { Cookie: cookie } })),
    ).toBe('https://studio.test:3333');
  });

  it('refuses an unknown secret with the shop’s 403', async () => {
    useEmulator();
    expect(
      await thrownStatus(() =>
        loader(
          routeArgs('/api/preview?sanity-preview-secret=not-the-one&sanity-preview-pathname=/', {}),
        ),
      ),
    ).toBe(403);
  });

  it('keeps only the path of a page named on another site', async () => {
    useEmulator();
    const pathname = encodeURIComponent('//evil.test/pages/entretien');
    const entered = (await loader(
      routeArgs(
        `/api/preview?sanity-preview-secret=${SECRET}&sanity-preview-pathname=${pathname}`,
        {},
      ),
    )) as Response;
    expect(entered.headers.get('Location')).toBe('/pages/entretien');
  });

  it('lets no Studio frame a visitor’s page', async () => {
    useEmulator();
    expect(await previewFramer(new Request('http://shop.test/'))).toBeUndefined();
  });
});
