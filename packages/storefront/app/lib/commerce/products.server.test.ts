import { describe, expect, it } from 'vitest';
import type { PortableTextBody } from '../content/types';
import { fakeCommerce } from '../../test/fakes';
import { LOCALES } from '../i18n/locales';
import { fetchProductCards, GID, productGidsOf } from './products.server';

/** The product cards of the editorial products modules (behaviour §2 Product card). */
const gid = (n: number) => `gid://shopify/Product/${n}`;
const body = (blocks: unknown[]) => blocks as PortableTextBody;

describe('productGidsOf', () => {
  it('collects the gids of every products module once, in order', () => {
    expect(
      productGidsOf(
        body([
          { _type: 'module.products', products: [{ gid: gid(2) }, { gid: gid(1) }] },
          { _type: 'block', products: [{ gid: gid(3) }] },
          { _type: 'module.products', products: [{ gid: gid(1) }, { gid: gid(4) }] },
          { _type: 'module.products' },
        ]),
      ),
    ).toEqual([gid(2), gid(1), gid(4)]);
  });

  it('leaves out what is not a Storefront API gid', () => {
    expect(
      productGidsOf(
        body([
          {
            _type: 'module.products',
            products: [
              { gid: 42 },
              { gid: 'x' + gid(1) },
              { gid: gid(1) + '/x' },
              { gid: 'gid://shopify/Product/' },
              { gid: 'gid://shopify/Product_/1' },
              { gid: 'gid://shopify/Product/a-1' },
            ],
          },
        ]),
      ),
    ).toEqual(['gid://shopify/Product/a-1']);
    expect(productGidsOf(null)).toEqual([]);
    expect(productGidsOf(undefined)).toEqual([]);
    expect(GID.test('gid://shopify/Collection/Ab-9')).toBe(true);
  });
});

describe('fetchProductCards', () => {
  it('asks nothing for no ids', async () => {
    const { client, calls } = fakeCommerce(() => ({ nodes: [] }));
    expect(await fetchProductCards(client, LOCALES[1]!, [])).toEqual({});
    expect(calls).toEqual([]);
  });

  it('answers the products by gid, without unknown or non-product ids', async () => {
    const card = (id: string) => ({ id, handle: `h-${id.split('/').pop()}`, title: 'Bague' });
    const { client, calls } = fakeCommerce(() => ({
      nodes: [card(gid(1)), null, {}, card(gid(2))],
    }));
    const ids = [gid(1), gid(9), 'gid://shopify/Collection/1', gid(2)];
    expect(await fetchProductCards(client, LOCALES[1]!, ids)).toEqual({
      [gid(1)]: card(gid(1)),
      [gid(2)]: card(gid(2)),
    });
    expect(calls[0]!.locale).toBe(LOCALES[1]);
    expect(calls[0]!.variables).toEqual({ ids });
    expect(calls[0]!.document).toContain('query ProductCardsById($ids: [ID!]!');
  });
});
