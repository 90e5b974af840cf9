import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { CommerceError } from '../lib/commerce/client.server';
import { setAppContext } from '../lib/server/context.server';
import { fakeCommerce, routeArgs, testContext } from '../test/fakes';
import { PAGE_SIZE, loader, pageVariables } from './($locale).collections.$handle';

const commerce = fakeCommerce(({ variables }) => {
  if (variables.after === 'unknown-cursor') throw new CommerceError('Invalid cursor');
  if (variables.handle !== 'bagues') return { collection: null };
  return {
    collection: {
      id: 'gid://shopify/Collection/9300000002',
      handle: 'bagues',
      title: 'Bagues',
      description: '',
      products: { nodes: [], pageInfo: { hasNextPage: false, hasPreviousPage: false } },
    },
  };
});

beforeEach(() => {
  commerce.calls.length = 0;
  setAppContext(testContext({ commerce: commerce.client }));
});
afterEach(() => setAppContext(undefined));

describe('collection pagination', () => {
  it('pages forward with after and backward with before', () => {
    expect(pageVariables(new URLSearchParams())).toEqual({ first: PAGE_SIZE });
    expect(pageVariables(new URLSearchParams('after=abc'))).toEqual({
      first: PAGE_SIZE,
      after: 'abc',
    });
    expect(pageVariables(new URLSearchParams('before=abc'))).toEqual({
      last: PAGE_SIZE,
      before: 'abc',
    });
  });

  it('answers 400 for both cursors, a malformed cursor or one the Storefront API does not know', async () => {
    for (const query of ['after=a&before=b', 'after=%3Cscript%3E', 'after=unknown-cursor']) {
      await expect(
        loader(routeArgs(`/collections/bagues?${query}`, { handle: 'bagues' })),
        query,
      ).rejects.toMatchObject({
        init: { status: 400 },
      });
    }
  });

  it('answers 404 for an unknown collection and reads a known one in the locale', async () => {
    await expect(loader(routeArgs('/collections/nope', { handle: 'nope' }))).rejects.toMatchObject({
      init: { status: 404 },
    });
    const data = await loader(
      routeArgs('/en-us/collections/bagues', { locale: 'en-us', handle: 'bagues' }),
    );
    expect(data.collection.title).toBe('Bagues');
    expect(commerce.calls.at(-1)?.locale.country).toBe('US');
  });
});
