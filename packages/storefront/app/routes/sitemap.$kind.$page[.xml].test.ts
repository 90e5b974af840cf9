import { afterEach, describe, expect, it } from 'vitest';
import { setAppContext } from '../lib/server/context.server';
import { fakeCommerce, fakeContent, routeArgs, testContext } from '../test/fakes';
import { loader } from './sitemap.$kind.$page[.xml]';

afterEach(() => setAppContext(undefined));

/** A catalogue of two pages of products: page 1 holds `etoile-treize`, page 2 `comete`. */
function setup() {
  const commerce = fakeCommerce(({ variables }) => {
    const items =
      variables.type === 'PRODUCT'
        ? ([
            [{ handle: 'etoile-treize', updatedAt: '2026-01-01T00:00:00Z' }],
            [{ handle: 'comete', updatedAt: '2026-01-02T00:00:00Z' }],
          ][Number(variables.page) - 1] ?? [])
        : [];
    return { sitemap: { resources: { items } } };
  });
  setAppContext(testContext({ commerce: commerce.client, content: fakeContent(() => []).client }));
  return commerce;
}

const file = (kind: string, page: string) =>
  loader(routeArgs(`/sitemap/${kind}/${page}.xml`, { kind, page }));

describe('a sitemap file', () => {
  it('lists its page of products in every locale', async () => {
    setup();
    const response = await file('products', '2');
    expect(response.headers.get('Content-Type')).toBe('application/xml; charset=utf-8');
    const xml = await response.text();
    expect(xml).toContain('<loc>http://shop.test/products/comete</loc>');
    expect(xml).toContain('<loc>http://shop.test/en-us/products/comete</loc>');
    expect(xml).not.toContain('etoile-treize');
  });

  it.each([
    ['products', '3'],
    ['products', '0'],
    ['products', '01'],
    ['products', '1e3'],
    ['pages', '2'],
    ['blogs', '1'],
    ['__proto__', '1'],
  ])('answers 404 in French for a file the index never lists (%s/%s)', async (kind, page) => {
    setup();
    await expect(file(kind, page)).rejects.toMatchObject({
      data: 'Ce fichier du plan du site n’existe pas. Le plan du site commence à /sitemap.xml.',
      init: { status: 404 },
    });
  });
});
