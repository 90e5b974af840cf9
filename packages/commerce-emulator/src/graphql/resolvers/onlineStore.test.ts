import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { dataOf, startHarness, type Harness } from '../../test/harness.js';
import { formatAmount } from '../money.js';

let h: Harness;
beforeAll(async () => {
  h = await startHarness();
});
afterAll(() => h.stop());

const EN = '@inContext(language: EN, country: US)';

describe('pages, blogs and articles', () => {
  it('answers pages by handle in French and English, and lists them', async () => {
    const fr = dataOf(
      await h.query<{ page: { title: string; body: string; bodySummary: string } }>(
        '{ page(handle: "notre-atelier") { title body bodySummary } }',
      ),
    );
    expect(fr.page.title).toBe('Notre atelier');
    expect(fr.page.body).toContain('<p>Au fond d’une cour du Marais');
    expect(fr.page.bodySummary).not.toContain('<');
    const en = dataOf(
      await h.query<{ pages: { nodes: { handle: string; title: string }[] } }>(
        `query ${EN} { pages(first: 10, sortKey: TITLE) { nodes { handle title } } }`,
      ),
    );
    expect(en.pages.nodes).toEqual([
      { handle: 'entretien', title: 'Caring for your jewellery' },
      { handle: 'notre-atelier', title: 'Our workshop' },
    ]);
    const missing = dataOf(await h.query<{ page: null }>('{ page(handle: "nope") { id } }'));
    expect(missing.page).toBeNull();
  });

  it('answers the journal with its articles newest first, authors, images and dates', async () => {
    const answer = dataOf(
      await h.query<{
        blog: {
          title: string;
          authors: { name: string }[];
          articles: {
            nodes: {
              handle: string;
              title: string;
              publishedAt: string;
              authorV2: { name: string };
              image: { url: string; altText: string };
              excerpt: string;
              blog: { handle: string };
            }[];
            pageInfo: { hasNextPage: boolean };
          };
        };
      }>(
        `query ${EN} { blog(handle: "journal") { title authors { name }
          articles(first: 3, sortKey: PUBLISHED_AT, reverse: true) {
            nodes { handle title publishedAt authorV2 { name } image { url altText } excerpt blog { handle } }
            pageInfo { hasNextPage } } } }`,
      ),
    );
    expect(answer.blog.title).toBe('Journal');
    expect(answer.blog.authors.map((a) => a.name)).toEqual(['Claire Vasseur', 'Marc Aubertin']);
    const articles = answer.blog.articles.nodes;
    expect(articles.map((a) => a.handle)).toEqual([
      'treize-etoiles',
      'l-or-recycle',
      'choisir-ses-perles',
    ]);
    expect(articles[0]).toMatchObject({
      title: 'Why thirteen stars',
      publishedAt: '2026-10-13T08:00:00Z',
      authorV2: { name: 'Claire Vasseur' },
      blog: { handle: 'journal' },
    });
    expect(articles[0]?.image.url).toMatch(/\/cdn\/shop\/files\/.+\.jpg$/);
    expect(articles[0]?.excerpt).not.toContain('<p>');
    expect(answer.blog.articles.pageInfo.hasNextPage).toBe(true);
  });

  it('finds an article by handle, by id and by tag', async () => {
    const byHandle = dataOf(
      await h.query<{ blog: { articleByHandle: { id: string; contentHtml: string } } }>(
        '{ blog(handle: "journal") { articleByHandle(handle: "l-or-recycle") { id contentHtml } } }',
      ),
    );
    const id = byHandle.blog.articleByHandle.id;
    expect(byHandle.blog.articleByHandle.contentHtml).toContain('creuset');
    const byId = dataOf(
      await h.query<{ article: { handle: string } }>(`{ article(id: "${id}") { handle } }`),
    );
    expect(byId.article.handle).toBe('l-or-recycle');
    const tagged = dataOf(
      await h.query<{ articles: { nodes: { handle: string }[] } }>(
        '{ articles(first: 10, query: "tag:perles") { nodes { handle } } }',
      ),
    );
    expect(tagged.articles.nodes.map((a) => a.handle)).toEqual(['choisir-ses-perles']);
  });

  it('resolves the shop’s policies, the subscription policy included', async () => {
    const answer = dataOf(
      await h.query<{ shop: { subscriptionPolicy: { handle: string; title: string } } }>(
        '{ shop { subscriptionPolicy { handle title body url } } }',
        {},
        '2023-10',
      ),
    );
    expect(answer.shop.subscriptionPolicy).toMatchObject({
      handle: 'subscription-policy',
      title: 'Politique d’abonnement',
    });
  });
});

describe('search over articles and pages', () => {
  type Item = { __typename: string; handle?: string; title?: string };
  const search = async (query: string, args = '', context = '') =>
    dataOf(
      await h.query<{ search: { totalCount: number; nodes: Item[] } }>(
        `query S($query: String!) ${context} { search(query: $query, first: 20${args}) { totalCount
          nodes { __typename ... on Product { handle } ... on Article { handle title } ... on Page { handle title } } } }`,
        { query },
      ),
    ).search;

  it('finds articles by their text and pages by their title, in the asked language', async () => {
    const articles = await search('perle', ', types: [ARTICLE]');
    expect(articles.nodes).toEqual([
      { __typename: 'Article', handle: 'choisir-ses-perles', title: 'Choisir ses perles' },
    ]);
    expect(articles.totalCount).toBe(1);
    const pages = await search('workshop', ', types: [PAGE]', `@inContext(language: EN)`);
    expect(pages.nodes).toEqual([
      { __typename: 'Page', handle: 'notre-atelier', title: 'Our workshop' },
    ]);
    // The English word finds nothing in French: search reads the asked language only.
    expect((await search('workshop', ', types: [PAGE, ARTICLE]')).nodes).toEqual([]);
  });

  it('returns products, then articles, then pages when no type is given and they rank alike, and pages through them', async () => {
    const all = await search('perle');
    expect(all.nodes.map((n) => `${n.__typename}:${n.handle}`)).toEqual([
      'Product:perle-baroque',
      'Product:collier-perles',
      'Product:bracelet-perles',
      'Article:choisir-ses-perles',
      'Page:notre-atelier',
    ]);
    expect(all.totalCount).toBe(5);
    const products = await search('perle', ', types: [PRODUCT]');
    expect(products.nodes.every((n) => n.__typename === 'Product')).toBe(true);
    expect(products.totalCount).toBe(3);
    const next = dataOf(
      await h.query<{ first: { pageInfo: { endCursor: string } } }>(
        `{ first: search(query: "perle", first: 3) { pageInfo { endCursor } } }`,
      ),
    );
    const rest = dataOf(
      await h.query<{ search: { nodes: Item[]; pageInfo: { hasNextPage: boolean } } }>(
        `query R($after: String) { search(query: "perle", first: 3, after: $after) {
          nodes { __typename ... on Article { handle } ... on Page { handle } } pageInfo { hasNextPage } } }`,
        { after: next.first.pageInfo.endCursor },
      ),
    ).search;
    expect(rest.nodes).toEqual([
      { __typename: 'Article', handle: 'choisir-ses-perles' },
      { __typename: 'Page', handle: 'notre-atelier' },
    ]);
    expect(rest.pageInfo.hasNextPage).toBe(false);
  });

  it('needs every word, honours title: and tag: terms, and keeps product filters off articles', async () => {
    expect((await search('perle baroque', ', types: [ARTICLE]')).nodes).toHaveLength(1);
    expect((await search('perle diamant', ', types: [ARTICLE]')).nodes).toEqual([]);
    expect((await search('tag:atelier', ', types: [ARTICLE]')).nodes.map((n) => n.handle)).toEqual([
      'ouverture-de-l-atelier',
    ]);
    expect(
      (await search('title:atelier', ', types: [ARTICLE, PAGE]')).nodes.map((n) => n.handle),
    ).toEqual(['ouverture-de-l-atelier', 'notre-atelier']);
    expect((await search('vendor:treize', ', types: [ARTICLE, PAGE]')).nodes).toEqual([]);
    const hidden = await search('perle', ', unavailableProducts: HIDE, types: [ARTICLE]');
    expect(hidden.nodes.map((n) => n.handle)).toEqual(['choisir-ses-perles']);
  });
});

describe('urlRedirects', () => {
  it('finds the redirect of a renamed handle by path, and nothing for an unknown path', async () => {
    const found = dataOf(
      await h.query<{ urlRedirects: { edges: { node: { path: string; target: string } }[] } }>(
        '{ urlRedirects(first: 1, query: "path:/products/etoile-13") { edges { node { path target } } } }',
      ),
    );
    expect(found.urlRedirects.edges).toEqual([
      { node: { path: '/products/etoile-13', target: '/products/etoile-treize' } },
    ]);
    const none = dataOf(
      await h.query<{ urlRedirects: { edges: unknown[] } }>(
        '{ urlRedirects(first: 1, query: "path:/products/nope") { edges { node { target } } } }',
      ),
    );
    expect(none.urlRedirects.edges).toEqual([]);
  });
});

describe('sitemap', () => {
  it('counts pages and lists every resource of a type with handles and dates', async () => {
    type Answer = {
      sitemap: {
        pagesCount: { count: number };
        resources: { hasNextPage: boolean; items: { handle: string; updatedAt: string }[] };
      };
    };
    const sitemap = async (type: string) =>
      dataOf(
        await h.query<Answer>(
          `{ sitemap(type: ${type}) { pagesCount { count } resources(page: 1) { hasNextPage items { handle updatedAt } } } }`,
        ),
      ).sitemap;
    const products = await sitemap('PRODUCT');
    expect(products.pagesCount.count).toBe(1);
    expect(products.resources.items).toHaveLength(24);
    expect(products.resources.hasNextPage).toBe(false);
    expect((await sitemap('COLLECTION')).resources.items).toHaveLength(5);
    expect((await sitemap('PAGE')).resources.items.map((i) => i.handle)).toEqual([
      'notre-atelier',
      'entretien',
    ]);
    expect((await sitemap('ARTICLE')).resources.items.map((i) => i.handle)).toContain(
      'journal/treize-etoiles',
    );
    const metaobjects = await sitemap('METAOBJECT');
    expect(metaobjects.pagesCount.count).toBe(0);
  });
});

describe('gift cards in carts', () => {
  type GiftCart = {
    cart: {
      id: string;
      cost: { subtotalAmount: { amount: string }; totalAmount: { amount: string } };
      appliedGiftCards: {
        id: string;
        lastCharacters: string;
        amountUsed: { amount: string };
        balance: { amount: string };
      }[];
    } | null;
    userErrors: { field: string[]; message: string }[];
  };
  const CART =
    'cart { id cost { subtotalAmount { amount } totalAmount { amount } } appliedGiftCards { id lastCharacters amountUsed { amount } balance { amount } } } userErrors { field message }';

  async function cartWithOnePiece() {
    const variant = dataOf(
      await h.query<{ product: { variants: { nodes: { id: string }[] } } }>(
        '{ product(handle: "etoile-treize") { variants(first: 1) { nodes { id } } } }',
      ),
    ).product.variants.nodes[0]?.id;
    return dataOf(
      await h.query<{ cartCreate: GiftCart }>(
        `mutation ($v: ID!) { cartCreate(input: {lines: [{merchandiseId: $v, quantity: 1}]}) { ${CART} } }`,
        { v: variant },
      ),
    ).cartCreate;
  }

  it('applies a gift card to the cart’s total, case and spaces ignored, and removes it', async () => {
    const created = await cartWithOnePiece();
    const subtotal = Number(created.cart?.cost.subtotalAmount.amount);
    const added = dataOf(
      await h.query<{ cartGiftCardCodesAdd: GiftCart }>(
        `mutation ($id: ID!) { cartGiftCardCodesAdd(cartId: $id, giftCardCodes: ["etoile 50 cadeau 13"]) { ${CART} } }`,
        { id: created.cart?.id },
      ),
    ).cartGiftCardCodesAdd;
    expect(added.userErrors).toEqual([]);
    const used = Math.min(50, subtotal);
    expect(added.cart?.appliedGiftCards).toEqual([
      expect.objectContaining({
        lastCharacters: 'AU13',
        amountUsed: { amount: expect.stringMatching(new RegExp(`^${used}(\\.0)?$`)) },
      }),
    ]);
    expect(Number(added.cart?.cost.totalAmount.amount)).toBeCloseTo(subtotal - used, 2);
    const removed = dataOf(
      await h.query<{ cartGiftCardCodesRemove: GiftCart }>(
        `mutation ($id: ID!, $ids: [ID!]!) { cartGiftCardCodesRemove(cartId: $id, appliedGiftCardIds: $ids) { ${CART} } }`,
        { id: created.cart?.id, ids: [added.cart?.appliedGiftCards[0]?.id] },
      ),
    ).cartGiftCardCodesRemove;
    expect(removed.cart?.appliedGiftCards).toEqual([]);
    expect(Number(removed.cart?.cost.totalAmount.amount)).toBeCloseTo(subtotal, 2);
  });

  it('pays with the gift card at checkout: the order keeps its total, the card its spent balance', async () => {
    const created = await cartWithOnePiece();
    const subtotal = Number(created.cart?.cost.subtotalAmount.amount);
    expect(subtotal).toBeGreaterThan(50); // the 50 € card then pays in full and leaves the rest
    const applied = dataOf(
      await h.query<{ cartGiftCardCodesAdd: GiftCart & { cart: { checkoutUrl: string } } }>(
        `mutation ($id: ID!) { cartGiftCardCodesAdd(cartId: $id, giftCardCodes: ["etoile50 cadeau13"]) { cart { checkoutUrl } } }`,
        { id: created.cart?.id },
      ),
    ).cartGiftCardCodesAdd;
    const url = applied.cart.checkoutUrl;
    const checkout = await (await fetch(url)).text();
    expect(checkout).toContain('Carte cadeau •••• AU13 : −50.0 EUR');
    expect(checkout).toContain(`Payer ${formatAmount(subtotal - 50)} EUR`);
    const paid = await fetch(url, {
      method: 'POST',
      redirect: 'manual',
      body: new URLSearchParams({
        email: 'cadeau@example.com',
        lastName: 'Lin',
        address1: '13 rue des Étoiles',
        city: 'Paris',
        zip: '75011',
        country: 'FR',
      }),
    });
    expect(paid.status).toBe(303);
    const order = await (
      await fetch(`${h.emulator.url}${paid.headers.get('location') ?? ''}`)
    ).text();
    expect(order).toContain(`Total\u202F: ${formatAmount(subtotal)} EUR`);
    expect(order).toContain('Carte cadeau •••• AU13 : −50.0 EUR');
    // The card is spent: in euros and in dollars alike, a new cart cannot use it.
    for (const context of ['', '@inContext(country: US)']) {
      const next = await cartWithOnePiece();
      const refused = dataOf(
        await h.query<{ cartGiftCardCodesAdd: GiftCart }>(
          `mutation ($id: ID!) ${context} { cartGiftCardCodesAdd(cartId: $id, giftCardCodes: ["ETOILE50CADEAU13"]) { ${CART} } }`,
          { id: next.cart?.id },
        ),
      ).cartGiftCardCodesAdd;
      expect(refused.userErrors.map((e) => e.message)).toEqual([
        'The gift card ending in AU13 has no balance left.',
      ]);
      expect(refused.cart?.appliedGiftCards).toEqual([]);
    }
  });

  it('refuses unknown, empty and expired cards with user errors, changing nothing', async () => {
    const created = await cartWithOnePiece();
    for (const code of ['NOPE1234', 'EPUISECADEAU0000', 'EXPIRECADEAU2024']) {
      const answer = dataOf(
        await h.query<{ cartGiftCardCodesUpdate: GiftCart }>(
          `mutation ($id: ID!, $codes: [String!]!) { cartGiftCardCodesUpdate(cartId: $id, giftCardCodes: $codes) { ${CART} } }`,
          { id: created.cart?.id, codes: ['TREIZE200CADEAU1', code] },
        ),
      ).cartGiftCardCodesUpdate;
      expect(answer.userErrors).toHaveLength(1);
      expect(answer.userErrors[0]?.field).toEqual(['giftCardCodes', '1']);
      expect(answer.cart?.appliedGiftCards).toEqual([]);
    }
  });
  it('adds codes to those applied, says why each card is refused, and removes only the card named', async () => {
    // Its own emulator: the checkout test above spends a card this one applies.
    const own = await startHarness();
    try {
      await giftCardCodes(own);
    } finally {
      await own.stop();
    }
  });

  async function giftCardCodes(own: Harness) {
    const created = dataOf(
      await own.query<{ cartCreate: { cart: { id: string } } }>(
        'mutation { cartCreate(input: { lines: [{ merchandiseId: "gid://shopify/ProductVariant/920000101" }] }) { cart { id } } }',
      ),
    ).cartCreate;
    const FIELDS =
      'cart { appliedGiftCards { id lastCharacters } } userErrors { field message code }';
    type Answer = {
      cart: { appliedGiftCards: { id: string; lastCharacters: string }[] } | null;
      userErrors: { field: string[]; message: string; code: string }[];
    };
    const add = async (codes: string[]) =>
      dataOf(
        await own.query<{ cartGiftCardCodesAdd: Answer }>(
          `mutation ($id: ID!, $codes: [String!]!) { cartGiftCardCodesAdd(cartId: $id, giftCardCodes: $codes) { ${FIELDS} } }`,
          { id: created.cart.id, codes },
        ),
      ).cartGiftCardCodesAdd;
    const remove = async (ids: string[]) =>
      dataOf(
        await own.query<{ cartGiftCardCodesRemove: Answer }>(
          `mutation ($id: ID!, $ids: [ID!]!) { cartGiftCardCodesRemove(cartId: $id, appliedGiftCardIds: $ids) { ${FIELDS} } }`,
          { id: created.cart.id, ids },
        ),
      ).cartGiftCardCodesRemove;
    await add(['ETOILE50CADEAU13']);
    const both = await add(['TREIZE200CADEAU1']);
    expect(both.cart?.appliedGiftCards.map((c) => c.lastCharacters)).toEqual(['AU13', 'EAU1']);
    expect((await add(['NOPE1234', 'EXPIRECADEAU2024', 'EPUISECADEAU0000'])).userErrors).toEqual([
      {
        field: ['giftCardCodes', '0'],
        message: 'The gift card code NOPE1234 is not valid.',
        code: 'INVALID',
      },
      {
        field: ['giftCardCodes', '1'],
        message: 'The gift card ending in 2024 has expired.',
        code: 'INVALID',
      },
      {
        field: ['giftCardCodes', '2'],
        message: 'The gift card ending in 0000 has no balance left.',
        code: 'INVALID',
      },
    ]);
    const notApplied = 'gid://shopify/AppliedGiftCard/9440003';
    expect(await remove([notApplied])).toEqual({
      cart: { appliedGiftCards: both.cart?.appliedGiftCards },
      userErrors: [
        {
          field: ['appliedGiftCardIds', '0'],
          message: `No gift card with id ${notApplied} is applied to this cart.`,
          code: 'INVALID',
        },
      ],
    });
    const second = both.cart?.appliedGiftCards[1]?.id ?? '';
    expect((await remove([second])).cart?.appliedGiftCards).toEqual([
      { id: 'gid://shopify/AppliedGiftCard/9440001', lastCharacters: 'AU13' },
    ]);
  }
});
