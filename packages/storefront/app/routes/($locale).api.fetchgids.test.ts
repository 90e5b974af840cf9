import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { setAppContext } from '../lib/server/context.server';
import { fakeCommerce, routeArgs, testContext } from '../test/fakes';
import { action } from './($locale).api.fetchgids';

const commerce = fakeCommerce(({ variables }) => ({
  nodes: (variables.ids as string[]).map((id) => (id.endsWith('/0') ? null : { id, handle: 'x' })),
}));
let context = testContext({ commerce: commerce.client });

beforeEach(() => {
  commerce.calls.length = 0;
  context = testContext({ commerce: commerce.client });
  setAppContext(context);
});
afterEach(() => setAppContext(undefined));

async function previewCookie(): Promise<string> {
  const session = await context.sessions.getSession();
  session.set('preview', true);
  return context.sessions.commitSession(session);
}

function post(ids: string, cookie?: string) {
  return action(
    routeArgs(
      '/en-fr/api/fetchgids',
      { locale: 'en-fr' },
      {
        method: 'POST',
        body: new URLSearchParams({ ids }),
        headers: cookie ? { Cookie: cookie } : {},
      },
    ),
  );
}

describe('fetchgids (behaviour §6, §7)', () => {
  it('does not exist outside preview mode', async () => {
    await expect(post('["gid://shopify/Product/1"]')).rejects.toMatchObject({
      init: { status: 404 },
    });
    expect(commerce.calls).toHaveLength(0);
  });

  it('resolves the ids in preview, leaving out unknown ones', async () => {
    const answer = await post(
      '["gid://shopify/Product/1","gid://shopify/ProductVariant/2","gid://shopify/Product/0"]',
      await previewCookie(),
    );
    expect(answer).toEqual([
      { id: 'gid://shopify/Product/1', handle: 'x' },
      { id: 'gid://shopify/ProductVariant/2', handle: 'x' },
    ]);
    expect(commerce.calls[0]?.locale.pathPrefix).toBe('/en-fr');
  });

  it('answers 400 for ids that are not a JSON list of gids', async () => {
    const cookie = await previewCookie();
    for (const ids of [
      'nope',
      '[]',
      '"gid://shopify/Product/1"',
      '["javascript:alert(1)"]',
      '[1]',
    ]) {
      const answer = (await post(ids, cookie)) as unknown as {
        init: { status: number };
        data: { error: string };
      };
      expect(answer.init.status, ids).toBe(400);
      expect(answer.data.error).toMatch(/ids/);
    }
  });
});
