import { afterEach, describe, expect, it, vi } from 'vitest';
import { fakeCommerce } from '../../test/fakes';
import { fetchShopId } from './shopId.server';

afterEach(() => {
  vi.restoreAllMocks();
});

describe('the shop id every analytics event names (behaviour §7)', () => {
  it('asks the Storefront API for the shop id in the page locale', async () => {
    const { client, calls } = fakeCommerce(() => ({ shop: { id: 'gid://shopify/Shop/13' } }));
    const locale = { language: 'EN', country: 'US', pathPrefix: '/en-us' } as never;
    expect(await fetchShopId(client, locale)).toBe('gid://shopify/Shop/13');
    expect(calls).toHaveLength(1);
    expect(calls[0]!.locale).toBe(locale);
    expect(calls[0]!.document).toMatch(/query ShopId\b/);
    expect(calls[0]!.document).toMatch(/shop\s*\{\s*id\s*\}/);
  });

  it('leaves analytics without it when the backend fails, logging the error', async () => {
    const log = vi.spyOn(console, 'error').mockImplementation(() => {});
    const failure = new Error('backend down');
    const { client } = fakeCommerce(() => {
      throw failure;
    });
    await expect(fetchShopId(client, {} as never)).resolves.toBeUndefined();
    expect(log).toHaveBeenCalledWith(failure);
  });
});
