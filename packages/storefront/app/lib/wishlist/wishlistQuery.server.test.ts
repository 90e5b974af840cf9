import { afterEach, describe, expect, it, vi } from 'vitest';
import { fakeCommerce } from '../../test/fakes';
import { LOCALES } from '../i18n/locales';
import { wishlistApiMessages } from './wishlistMessages';
import {
  fetchWishlistProducts,
  WishlistLookupTimeout,
  wishlistIdsSchema,
} from './wishlistQuery.server';

/**
 * The wishlist lookup behind `GET /api/wishlist?ids=` (behaviour §7): the ids it accepts, the messages
 * a caller reads in either language, and the products it answers.
 */
const EN = wishlistApiMessages('EN');
const FR = wishlistApiMessages('FR');
const gid = (n: number) => `gid://shopify/Product/${n}`;

afterEach(() => {
  vi.useRealTimers();
});

/** The first message of the schema for `raw`, or the ids it accepts. */
function check(raw: unknown, messages = EN) {
  const parsed = wishlistIdsSchema(messages).safeParse(raw);
  return parsed.success ? parsed.data : parsed.error.issues.map((issue) => issue.message);
}

describe('wishlistApiMessages', () => {
  it('speaks English to EN pages and French to the others', () => {
    expect(EN).toEqual({
      missingIds:
        'Name the products to show in the "ids" parameter, their ids separated by commas.',
      notProductIds: expect.any(Function),
      tooManyIds: expect.any(Function),
      unavailable: 'Your wishlist cannot be loaded right now. Please try again in a few moments.',
    });
    expect(EN.notProductIds('"x"')).toBe(
      'These ids are not products (gid://shopify/Product/…): "x".',
    );
    expect(EN.tooManyIds(100)).toBe('A wishlist shows at most 100 products at a time.');
    expect(FR.missingIds).toBe(
      'Indiquez les produits à afficher dans le paramètre «\u202fids\u202f»\u202f: leurs identifiants séparés par des virgules.',
    );
    // A narrow no-break space before the colon, as in every French sentence of the shop.
    expect(FR.notProductIds('"x"')).toBe(
      'Ces identifiants ne sont pas des produits (gid://shopify/Product/…)\u202f: "x".',
    );
    expect(FR.tooManyIds(100)).toBe('Une liste d’envies s’affiche au plus 100 produits à la fois.');
    expect(FR.unavailable).toBe(
      'Votre liste d’envies ne peut pas être chargée pour le moment. Veuillez réessayer dans quelques instants.',
    );
  });
});

describe('wishlistIdsSchema', () => {
  it('reads comma-separated ids, trimmed, repeats dropped, order kept', () => {
    expect(check(` ${gid(2)}, ${gid(1)},,${gid(2)} `)).toEqual([gid(2), gid(1)]);
  });

  it('no ids, or only commas and spaces, asks for them', () => {
    expect(check(undefined)).toEqual([EN.missingIds]);
    expect(check(' , ,', FR)).toEqual([FR.missingIds]);
    expect(check('')).toEqual([EN.missingIds]);
  });

  it('accepts 100 ids and refuses 101 with the limit', () => {
    const ids = (count: number) => Array.from({ length: count }, (_, i) => gid(i + 1)).join(',');
    expect(check(ids(100))).toHaveLength(100);
    expect(check(ids(101))).toEqual(['A wishlist shows at most 100 products at a time.']);
  });

  it('quotes up to three ids that are not products, cut to 60 characters', () => {
    expect(check(`${gid(1)},gid://shopify/ProductVariant/1`)).toEqual([
      'These ids are not products (gid://shopify/Product/…): "gid://shopify/ProductVariant/1".',
    ]);
    expect(check('a,b,c')).toEqual([
      'These ids are not products (gid://shopify/Product/…): "a", "b", "c".',
    ]);
    expect(check('a,b,c,d')).toEqual([
      'These ids are not products (gid://shopify/Product/…): "a", "b", "c"….',
    ]);
    expect(check('x'.repeat(61))).toEqual([
      `These ids are not products (gid://shopify/Product/…): "${'x'.repeat(60)}".`,
    ]);
  });
});

describe('fetchWishlistProducts', () => {
  const product = (id: string) => ({ id, handle: `h-${id.split('/').pop()}`, title: 'Bague' });

  it('asks for the ids in the locale and answers the products in their order, without the gone ones', async () => {
    const { client, calls } = fakeCommerce(() => ({
      nodes: [product(gid(2)), null, {}, product(gid(1))],
    }));
    const ids = [gid(2), gid(9), gid(8), gid(1)];
    expect(await fetchWishlistProducts(client, LOCALES[1]!, ids)).toEqual([
      product(gid(2)),
      product(gid(1)),
    ]);
    expect(calls).toHaveLength(1);
    expect(calls[0]!.locale).toBe(LOCALES[1]);
    expect(calls[0]!.variables).toEqual({ ids });
    expect(calls[0]!.document).toMatch(/query WishlistProducts\(\$ids: \[ID!\]!/);
    expect(calls[0]!.document).toContain('nodes(ids: $ids)');
  });

  it('gives up after 5 seconds with a WishlistLookupTimeout', async () => {
    vi.useFakeTimers();
    const client = { query: () => new Promise<never>(() => {}) };
    const lookup = fetchWishlistProducts(client, LOCALES[0]!, [gid(1)]);
    const failed = expect(lookup).rejects.toThrow(new WishlistLookupTimeout());
    await vi.advanceTimersByTimeAsync(4_999);
    let settled = false;
    void lookup.catch(() => {
      settled = true;
    });
    await Promise.resolve();
    expect(settled).toBe(false);
    await vi.advanceTimersByTimeAsync(1);
    await failed;
    const error = new WishlistLookupTimeout();
    expect(error.name).toBe('WishlistLookupTimeout');
    expect(error.message).toBe('The Storefront API did not answer the wishlist lookup in 5000 ms');
  });

  it('an answer in time clears the timer', async () => {
    vi.useFakeTimers();
    const { client } = fakeCommerce(() => ({ nodes: [] }));
    await expect(fetchWishlistProducts(client, LOCALES[0]!, [gid(1)], 50)).resolves.toEqual([]);
    expect(vi.getTimerCount()).toBe(0);
  });
});
