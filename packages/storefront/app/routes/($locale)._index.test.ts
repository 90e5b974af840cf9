import { afterEach, describe, expect, it } from 'vitest';
import { setAppContext } from '../lib/server/context.server';
import { fakeCommerce, fakeContent, routeArgs, testContext } from '../test/fakes';
import { loader } from './($locale)._index';

afterEach(() => setAppContext(undefined));

const card = (n: number) => ({
  id: `gid://shopify/Product/${n}`,
  handle: `p${n}`,
  title: `P${n}`,
  availableForSale: true,
  variants: { nodes: [] },
  media: { nodes: [] },
});

function setup(body: unknown[]) {
  const commerce = fakeCommerce(({ document, variables }) =>
    document.includes('nodes(ids')
      ? { nodes: (variables.ids as string[]).map((id) => card(Number(id.split('/').pop()))) }
      : { products: { nodes: [card(7), card(8)] } },
  );
  const content = fakeContent(() => ({ _id: 'home-fr', title: 'Accueil', body }));
  setAppContext(testContext({ commerce: commerce.client, content: content.client }));
  return { commerce, content };
}

describe('home loader', () => {
  it('resolves the products of the editorial body and lists nothing else', async () => {
    const { commerce } = setup([
      {
        _type: 'module.products',
        _key: 'm',
        columns: 4,
        products: [{ _key: 'a', _type: 'productWithVariant', gid: 'gid://shopify/Product/1' }],
      },
    ]);
    const data = await loader(routeArgs('/', {}));
    expect(Object.keys(data.productsByGid)).toEqual(['gid://shopify/Product/1']);
    expect(data.products).toEqual([]);
    expect(commerce.calls).toHaveLength(1);
  });

  it('lists the latest products when the home shows none', async () => {
    setup([]);
    const data = await loader(routeArgs('/en-fr', { locale: 'en-fr' }));
    expect(data.products.map((p) => p.handle)).toEqual(['p7', 'p8']);
  });
});
