import { describe, expect, it } from 'vitest';
import { dataOf, type Harness, type Json, startHarness, useHarness } from '../../test/harness.js';
import { formatAmount } from '../money.js';

const emu = useHarness();

const EN = '@inContext(language: EN, country: US)';

describe('pages, blogs and articles', () => {
  it('answers pages by handle in French and English, and lists them', async () => {
    const fr = dataOf(
      await emu.harness.query<{ page: { title: string; body: string; bodySummary: string } }>(
        '{ page(handle: "notre-atelier") { title body bodySummary } }',
      ),
    );
    expect(fr.page.title).toBe('Notre atelier');
    expect(fr.page.body).toContain('<p>Au fond d’une cour du Marais');
    expect(fr.page.bodySummary).not.toContain('<');
    const en = dataOf(
      await emu.harness.query<{ pages: { nodes: { handle: string; title: string }[] } }>(
        `query ${EN} { pages(first: 10, sortKey: TITLE) { nodes { handle title } } }`,
      ),
    );
    expect(en.pages.nodes).toEqual([
      { handle: 'entretien', title: 'Caring for your jewellery' },
      { handle: 'notre-atelier', title: 'Our workshop' },
    ]);
    const missing = dataOf(
      await emu.harness.query<{ page: null }>('{ page(handle: "nope") { id } }'),
    );
    expect(missing.page).toBeNull();
  });

  it('answers the journal with its articles newest first, authors, images and dates', async () => {
    const answer = dataOf(
      await emu.harness.query<{
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
      await emu.harness.query<{ blog: { articleByHandle: { id: string; contentHtml: string } } }>(
        '{ blog(handle: "journal") { articleByHandle(handle: "l-or-recycle") { id contentHtml } } }',
      ),
    );
    const id = byHandle.blog.articleByHandle.id;
    expect(byHandle.blog.articleByHandle.contentHtml).toContain('creuset');
    const byId = dataOf(
      await emu.harness.query<{ article: { handle: string } }>(
        `{ article(id: "${id}") { handle } }`,
      ),
    );
    expect(byId.article.handle).toBe('l-or-recycle');
    const tagged = dataOf(
      await emu.harness.query<{ articles: { nodes: { handle: string }[] } }>(
        '{ articles(first: 10, query: "tag:perles") { nodes { handle } } }',
      ),
    );
    expect(tagged.articles.nodes.map((a) => a.handle)).toEqual(['choisir-ses-perles']);
  });

  it('resolves the shop’s policies, the subscription policy included', async () => {
    const answer = dataOf(
      await emu.harness.query<{ shop: { subscriptionPolicy: { handle: string; title: string } } }>(
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
      await emu.harness.query<{ search: { totalCount: number; nodes: Item[] } }>(
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
      await emu.harness.query<{ first: { pageInfo: { endCursor: string } } }>(
        `{ first: search(query: "perle", first: 3) { pageInfo { endCursor } } }`,
      ),
    );
    const rest = dataOf(
      await emu.harness.query<{ search: { nodes: Item[]; pageInfo: { hasNextPage: boolean } } }>(
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
      await emu.harness.query<{
        urlRedirects: { edges: { node: { path: string; target: string } }[] };
      }>(
        '{ urlRedirects(first: 1, query: "path:/products/etoile-13") { edges { node { path target } } } }',
      ),
    );
    expect(found.urlRedirects.edges).toEqual([
      { node: { path: '/products/etoile-13', target: '/products/etoile-treize' } },
    ]);
    const none = dataOf(
      await emu.harness.query<{ urlRedirects: { edges: unknown[] } }>(
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
        await emu.harness.query<Answer>(
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
      await emu.harness.query<{ product: { variants: { nodes: { id: string }[] } } }>(
        '{ product(handle: "etoile-treize") { variants(first: 1) { nodes { id } } } }',
      ),
    ).product.variants.nodes[0]?.id;
    return dataOf(
      await emu.harness.query<{ cartCreate: GiftCart }>(
        `mutation ($v: ID!) { cartCreate(input: {lines: [{merchandiseId: $v, quantity: 1}]}) { ${CART} } }`,
        { v: variant },
      ),
    ).cartCreate;
  }

  it('applies a gift card to the cart’s total, case and spaces ignored, and removes it', async () => {
    const created = await cartWithOnePiece();
    const subtotal = Number(created.cart?.cost.subtotalAmount.amount);
    const added = dataOf(
      await emu.harness.query<{ cartGiftCardCodesAdd: GiftCart }>(
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
      await emu.harness.query<{ cartGiftCardCodesRemove: GiftCart }>(
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
      await emu.harness.query<{
        cartGiftCardCodesAdd: GiftCart & { cart: { checkoutUrl: string } };
      }>(
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
      await fetch(`${emu.harness.emulator.url}${paid.headers.get('location') ?? ''}`)
    ).text();
    expect(order).toContain(`Total\u202F: ${formatAmount(subtotal)} EUR`);
    expect(order).toContain('Carte cadeau •••• AU13 : −50.0 EUR');
    // The card is spent: in euros and in dollars alike, a new cart cannot use it.
    for (const context of ['', '@inContext(country: US)']) {
      const next = await cartWithOnePiece();
      const refused = dataOf(
        await emu.harness.query<{ cartGiftCardCodesAdd: GiftCart }>(
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
        await emu.harness.query<{ cartGiftCardCodesUpdate: GiftCart }>(
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

describe('the online store as the Storefront API answers it', () => {
  const { q } = emu;
  const handles = (nodes: Json[]) => nodes.map((n) => n.handle);

  it('answers a page field by field: summary and SEO text cut at 150 and 160 characters', async () => {
    const data =
      await q(`query ${EN} { page(id: "gid://shopify/Page/9400002") { id handle title body
      bodySummary createdAt updatedAt seo { title description } onlineStoreUrl trackingParameters
      metafield(namespace: "custom", key: "a") { id } metafields(identifiers: [{ namespace: "custom", key: "a" }]) { id } }
      byHandle: pageByHandle(handle: "notre-atelier") { id } none: pageByHandle(handle: "nope") { id } }`);
    const text =
      'Keep each piece apart, in its box, away from damp. Take your jewellery off to swim, wear perfume or exercise.\nA chamois cloth is enough to revive gol';
    expect(data.page).toEqual({
      id: 'gid://shopify/Page/9400002',
      handle: 'entretien',
      title: 'Caring for your jewellery',
      body: '<p>Keep each piece apart, in its box, away from damp. Take your jewellery off to swim, wear perfume or exercise.</p><p>A chamois cloth is enough to revive gold; silver regains its shine with a drop of mild soap.</p>',
      bodySummary: `${text}…`,
      createdAt: '2024-02-13T09:00:00Z',
      updatedAt: '2025-11-04T09:00:00Z',
      seo: { title: 'Caring for your jewellery', description: `${text}d; silver…` },
      onlineStoreUrl: null,
      trackingParameters: null,
      metafield: null,
      metafields: [null],
    });
    expect(data.byHandle).toEqual({ id: 'gid://shopify/Page/9400001' });
    expect(data.none).toBeNull();
    const answer = await emu.harness.query('{ page { id } }');
    expect(answer.errors?.[0]).toMatchObject({
      message: 'Provide either `handle` or `id` to look a page up.',
      extensions: { code: 'BAD_USER_INPUT' },
    });
  });

  it('lists pages by id, title or update, reversed, and filtered by field', async () => {
    const data = await q(`{ byId: pages(first: 5) { nodes { handle } }
      byTitle: pages(first: 5, sortKey: TITLE) { nodes { handle } }
      byUpdate: pages(first: 5, sortKey: UPDATED_AT) { nodes { handle } }
      reversed: pages(first: 5, reverse: true) { nodes { handle } }
      titled: pages(first: 5, query: "title:\\"entretien de vos bijoux\\"") { nodes { handle } }
      partialTitle: pages(first: 5, query: "title:entretien") { nodes { handle } }
      word: pages(first: 5, query: "atel") { nodes { handle } }
      handled: pages(first: 5, query: "handle:notre-atelier") { nodes { handle } }
      partialHandle: pages(first: 5, query: "handle:notre") { nodes { handle } }
      updated: pages(first: 5, query: "updated_at:2025-11-04T09:00:00Z") { nodes { handle } }
      unknownField: pages(first: 5, query: "colour:blue") { nodes { handle } } }`);
    expect(handles(data.byId.nodes)).toEqual(['notre-atelier', 'entretien']);
    expect(handles(data.byTitle.nodes)).toEqual(['entretien', 'notre-atelier']);
    expect(handles(data.byUpdate.nodes)).toEqual(['entretien', 'notre-atelier']);
    expect(handles(data.reversed.nodes)).toEqual(['entretien', 'notre-atelier']);
    expect(handles(data.titled.nodes)).toEqual(['entretien']);
    // A field term matches the whole field; a free word, any part of the title.
    expect(data.partialTitle.nodes).toEqual([]);
    expect(handles(data.word.nodes)).toEqual(['notre-atelier']);
    expect(handles(data.handled.nodes)).toEqual(['notre-atelier']);
    expect(data.partialHandle.nodes).toEqual([]);
    expect(handles(data.updated.nodes)).toEqual(['entretien']);
    expect(handles(data.unknownField.nodes)).toEqual(['notre-atelier', 'entretien']);
  });

  it('answers the blog field by field, its authors once each, and finds it by id or handle', async () => {
    const data =
      await q(`{ blog(id: "gid://shopify/Blog/9410001") { id handle title seo { title description }
      onlineStoreUrl metafield(namespace: "custom", key: "a") { id }
      authors { name firstName lastName email bio }
      articleByHandle(handle: "treize-etoiles") { handle } none: articleByHandle(handle: "nope") { handle }
      articles(first: 10, query: "tag:matières") { nodes { handle } } }
      byHandle: blogByHandle(handle: "journal") { id } noBlog: blogByHandle(handle: "nope") { id }
      unknown: blog(handle: "nope") { id } }`);
    expect(data.blog).toEqual({
      id: 'gid://shopify/Blog/9410001',
      handle: 'journal',
      title: 'Journal',
      seo: {
        title: 'Journal',
        description: 'Les nouvelles de l’atelier\u202f: gestes, matières et collections.',
      },
      onlineStoreUrl: null,
      metafield: null,
      authors: [
        {
          name: 'Claire Vasseur',
          firstName: 'Claire',
          lastName: 'Vasseur',
          email: 'claire@atelier-treize.example',
          bio: 'Fondatrice et joaillière d’Atelier Treize.',
        },
        {
          name: 'Marc Aubertin',
          firstName: 'Marc',
          lastName: 'Aubertin',
          email: 'marc@atelier-treize.example',
          bio: 'Sertisseur à l’atelier depuis 2019.',
        },
      ],
      articleByHandle: { handle: 'treize-etoiles' },
      none: null,
      articles: { nodes: [{ handle: 'choisir-ses-perles' }, { handle: 'l-or-recycle' }] },
    });
    expect(data.byHandle).toEqual({ id: 'gid://shopify/Blog/9410001' });
    expect(data.noBlog).toBeNull();
    expect(data.unknown).toBeNull();
    const answer = await emu.harness.query('{ blog { id } }');
    expect(answer.errors?.[0]?.message).toBe('Provide either `handle` or `id` to look a blog up.');
    const blogs = await q(`{ a: blogs(first: 5, sortKey: HANDLE, reverse: true) { nodes { handle } }
      b: blogs(first: 5, query: "title:nope") { nodes { handle } } c: blogs(first: 5, sortKey: TITLE) { nodes { handle } } }`);
    expect(blogs).toEqual({
      a: { nodes: [{ handle: 'journal' }] },
      b: { nodes: [] },
      c: { nodes: [{ handle: 'journal' }] },
    });
  });

  it('answers an article field by field, its texts cut on demand', async () => {
    const data = await q(`{ article(id: "gid://shopify/Article/9420004") { id handle title
      author { name bio } authorV2 { name email } blog { handle }
      comments(first: 5) { nodes { id } pageInfo { hasNextPage } }
      content(truncateAt: 40) excerpt short: excerpt(truncateAt: 20) excerptHtml
      image { url altText } publishedAt tags seo { title description } onlineStoreUrl trackingParameters
      metafields(identifiers: [{ namespace: "custom", key: "a" }]) { id } }
      none: article(id: "gid://shopify/Article/1") { id } }`);
    const excerpt =
      'D’une étoile à treize\u202f: l’histoire du motif qui signe chacune de nos pièces.';
    expect(data.article).toEqual({
      id: 'gid://shopify/Article/9420004',
      handle: 'treize-etoiles',
      title: 'Pourquoi treize étoiles',
      author: { name: 'Claire Vasseur', bio: 'Fondatrice et joaillière d’Atelier Treize.' },
      authorV2: { name: 'Claire Vasseur', email: 'claire@atelier-treize.example' },
      blog: { handle: 'journal' },
      comments: { nodes: [], pageInfo: { hasNextPage: false } },
      content: 'D’une étoile à treize\u202f: l’histoire du m…',
      excerpt,
      short: 'D’une étoile à trei…',
      excerptHtml: `<p>${excerpt}</p>`,
      image: {
        url: `${emu.harness.emulator.url}/cdn/shop/files/etoile-treize-or.jpg`,
        altText: 'Boucles d’oreilles Étoile Treize sur fond clair',
      },
      publishedAt: '2026-10-13T08:00:00Z',
      tags: ['histoire', 'motif'],
      seo: { title: 'Pourquoi treize étoiles', description: excerpt },
      onlineStoreUrl: null,
      trackingParameters: null,
      metafields: [null],
    });
    expect(data.none).toBeNull();
  });

  it('sorts articles by id, title, author or date, and filters them by author, blog, handle or word', async () => {
    const data = await q(`{ byId: articles(first: 10) { nodes { handle } }
      byTitle: articles(first: 10, sortKey: TITLE) { nodes { handle } }
      byAuthor: articles(first: 10, sortKey: AUTHOR) { nodes { handle } }
      byUpdate: articles(first: 10, sortKey: UPDATED_AT) { nodes { handle } }
      author: articles(first: 10, query: "author:\\"marc aubertin\\"") { nodes { handle } }
      partialAuthor: articles(first: 10, query: "author:marc") { nodes { handle } }
      blog: articles(first: 10, query: "blog_title:journal perles") { nodes { handle } }
      handle: articles(first: 10, query: "handle:l-or-recycle") { nodes { handle } }
      unknownField: articles(first: 10, query: "colour:blue") { nodes { handle } } }`);
    expect(handles(data.byId.nodes)).toEqual([
      'ouverture-de-l-atelier',
      'choisir-ses-perles',
      'l-or-recycle',
      'treize-etoiles',
    ]);
    expect(handles(data.byTitle.nodes)).toEqual([
      'choisir-ses-perles',
      'ouverture-de-l-atelier',
      'l-or-recycle',
      'treize-etoiles',
    ]);
    // Claire's three articles first, oldest id first among them (the sort keeps the order).
    expect(handles(data.byAuthor.nodes)).toEqual([
      'treize-etoiles',
      'choisir-ses-perles',
      'ouverture-de-l-atelier',
      'l-or-recycle',
    ]);
    expect(handles(data.byUpdate.nodes)).toEqual([
      'ouverture-de-l-atelier',
      'choisir-ses-perles',
      'l-or-recycle',
      'treize-etoiles',
    ]);
    expect(handles(data.author.nodes)).toEqual(['l-or-recycle']);
    expect(data.partialAuthor.nodes).toEqual([]);
    expect(handles(data.blog.nodes)).toEqual(['choisir-ses-perles']);
    expect(handles(data.handle.nodes)).toEqual(['l-or-recycle']);
    expect(handles(data.unknownField.nodes)).toHaveLength(4);
  });

  it('lists redirects reversed and by target, and resolves one as a node', async () => {
    const data =
      await q(`{ reversed: urlRedirects(first: 2, reverse: true, query: "collections") { nodes { id path target } }
      target: urlRedirects(first: 5, query: "target:/pages/notre-atelier") { nodes { path } }
      node(id: "gid://shopify/UrlRedirect/9430002") { __typename ... on UrlRedirect { path target } }
      none: node(id: "gid://shopify/UrlRedirect/1") { id } }`);
    expect(data).toEqual({
      reversed: {
        nodes: [
          {
            id: 'gid://shopify/UrlRedirect/9430004',
            path: '/collections/nouveau',
            target: '/collections/nouveautes',
          },
          {
            id: 'gid://shopify/UrlRedirect/9430003',
            path: '/collections/boucles',
            target: '/collections/boucles-d-oreilles',
          },
        ],
      },
      target: { nodes: [{ path: '/pages/a-propos' }] },
      node: { __typename: 'UrlRedirect', path: '/products/lune', target: '/products/lune-pleine' },
      none: null,
    });
  });

  it('lists sitemap resources with titles, dates and product images, and refuses page 0', async () => {
    const RESOURCES = `pagesCount { count precision } resources(page: $page) { hasNextPage
      items { handle updatedAt ... on SitemapResource { title image { alt filepath updatedAt } } } }`;
    const data = dataOf(
      await emu.harness.query<Json>(
        `query S($page: Int!) { product: sitemap(type: PRODUCT) { ${RESOURCES} }
          blog: sitemap(type: BLOG) { ${RESOURCES} } collection: sitemap(type: COLLECTION) { ${RESOURCES} }
          article: sitemap(type: ARTICLE) { ${RESOURCES} } page: sitemap(type: PAGE) { ${RESOURCES} } }`,
        { page: 1 },
      ),
    );
    expect(data.product.pagesCount).toEqual({ count: 1, precision: 'EXACT' });
    expect(data.product.resources.items[0]).toEqual({
      handle: 'etoile-treize',
      updatedAt: '2026-09-01T09:00:00Z',
      title: 'Étoile Treize - Boucle d’oreille (or recyclé)',
      image: {
        alt: 'Étoile Treize - Boucle d’oreille (or recyclé)',
        filepath: `${emu.harness.emulator.url}/cdn/shop/files/etoile-treize-or.jpg`,
        updatedAt: '2026-09-01T09:00:00Z',
      },
    });
    // The blog was last updated with its newest article.
    expect(data.blog.resources.items).toEqual([
      { handle: 'journal', updatedAt: '2026-10-13T08:00:00Z', title: 'Journal', image: null },
    ]);
    expect(data.collection.resources.items[1]).toEqual({
      handle: 'bagues',
      updatedAt: '2026-10-20T09:00:00Z',
      title: 'Bagues',
      image: null,
    });
    expect(data.article.resources.items[1]).toEqual({
      handle: 'journal/l-or-recycle',
      updatedAt: '2026-09-02T08:00:00Z',
      title: 'L’or recyclé, du creuset à la bague',
      image: null,
    });
    expect(data.page.resources.items[1]).toEqual({
      handle: 'entretien',
      updatedAt: '2025-11-04T09:00:00Z',
      title: 'Entretien de vos bijoux',
      image: null,
    });
    const second = dataOf(
      await emu.harness.query<Json>(
        `query S($page: Int!) { sitemap(type: PAGE) { ${RESOURCES} } }`,
        {
          page: 2,
        },
      ),
    );
    expect(second.sitemap.resources).toEqual({ hasNextPage: false, items: [] });
    const zero = await emu.harness.query(
      '{ sitemap(type: PAGE) { resources(page: 0) { hasNextPage } } }',
    );
    expect(zero.errors?.[0]).toMatchObject({
      message: 'The page argument must be 1 or more.',
      extensions: { code: 'BAD_USER_INPUT' },
    });
  });

  it('searches articles by author and exact tag, connectives aside, pages in title order', async () => {
    const data = await q(`query ${EN} {
      author: search(query: "author:marc", first: 10, types: [ARTICLE]) { nodes { ... on Article { handle } } }
      connective: search(query: "gold AND ring", first: 10, types: [ARTICLE, PAGE]) { nodes { ... on Article { handle } ... on Page { handle } } }
      partialTag: search(query: "tag:atelie", first: 10, types: [ARTICLE]) { nodes { ... on Article { handle } } }
      pages: search(query: "we", first: 10, types: [PAGE]) { nodes { ... on Page { handle } } }
      predictive: predictiveSearch(query: "o", limit: 1, types: [ARTICLE, PAGE]) { articles { handle } pages { handle } } }`);
    expect(handles(data.author.nodes)).toEqual(['l-or-recycle']);
    expect(handles(data.connective.nodes)).toEqual(['l-or-recycle', 'entretien']);
    expect(data.partialTag.nodes).toEqual([]);
    expect(handles(data.pages.nodes)).toEqual(['entretien', 'notre-atelier']);
    expect(data.predictive).toEqual({
      // “Why thirteen stars” has no o: the first article whose title has one.
      articles: [{ handle: 'l-or-recycle' }],
      pages: [{ handle: 'notre-atelier' }],
    });
  });

  it('finds `or`, gold, as a word in lower case, and a word that starts or ends like a connective', async () => {
    const search = async (query: string, lang = 'FR') =>
      (
        await q(`query @inContext(language: ${lang}) { search(query: "${query}", first: 10, types: [ARTICLE, PAGE]) {
          nodes { ... on Article { handle } ... on Page { handle } } } }`)
      ).search.nodes as Json[];
    // Gold in the title first, then every text with `or` in it (encore, porte, d’or…).
    expect(handles(await search('or'))).toEqual([
      'l-or-recycle',
      'ouverture-de-l-atelier',
      'treize-etoiles',
      'choisir-ses-perles',
      'entretien',
      'notre-atelier',
    ]);
    // In titles only: L’or recyclé, and L’atelier ouvre ses portes.
    expect(handles(await search('title:or'))).toEqual(['l-or-recycle', 'ouverture-de-l-atelier']);
    expect(handles(await search('notre'))).toEqual(['notre-atelier', 'treize-etoiles']);
    expect(handles(await search('hand', 'EN'))).toEqual(['notre-atelier']);
    expect(handles(await search('gold OR ring', 'EN'))).toEqual(['l-or-recycle', 'entretien']);
    expect(await search('OR')).toEqual([]);
    // A word in capitals that starts or ends like a connective is still a word.
    expect(handles(await search('NOTRE'))).toEqual(['notre-atelier', 'treize-etoiles']);
    expect(handles(await search('HAND', 'EN'))).toEqual(['notre-atelier']);
  });

  it('finds articles by any of their tags, and without ranking words lists articles newest first, then pages by title', async () => {
    const search = async (query: string, lang = 'FR') =>
      (
        await q(`query @inContext(language: ${lang}) { search(query: "${query}", first: 10, types: [ARTICLE, PAGE]) {
          nodes { __typename ... on Article { handle } ... on Page { handle } } } }`)
      ).search.nodes as Json[];
    // Each of the two has matières as one tag of two.
    expect(handles(await search('tag:matières'))).toEqual(['l-or-recycle', 'choisir-ses-perles']);
    expect(await search('title:o', 'EN')).toEqual([
      { __typename: 'Article', handle: 'l-or-recycle' },
      { __typename: 'Article', handle: 'choisir-ses-perles' },
      { __typename: 'Article', handle: 'ouverture-de-l-atelier' },
      { __typename: 'Page', handle: 'entretien' },
      { __typename: 'Page', handle: 'notre-atelier' },
    ]);
  });

  it('pages articles, pages, blogs and redirects with the cursors they answer', async () => {
    const PAGE = 'pageInfo { hasNextPage endCursor } nodes { id }';
    const first = await q(`{ articles(first: 2) { ${PAGE} } pages(first: 1) { ${PAGE} }
      blogs(first: 1) { ${PAGE} } urlRedirects(first: 2) { ${PAGE} } }`);
    const next = dataOf(
      await emu.harness.query<Json>(
        `query N($a: String!, $p: String!, $b: String!, $r: String!) {
          articles(first: 2, after: $a) { ${PAGE} } pages(first: 1, after: $p) { ${PAGE} }
          blogs(first: 1, after: $b) { ${PAGE} } urlRedirects(first: 2, after: $r) { ${PAGE} } }`,
        {
          a: first.articles.pageInfo.endCursor,
          p: first.pages.pageInfo.endCursor,
          b: first.blogs.pageInfo.endCursor,
          r: first.urlRedirects.pageInfo.endCursor,
        },
      ),
    );
    const ids = (list: Json) => list.nodes.map((n: Json) => n.id);
    expect(ids(first.articles)).toEqual([
      'gid://shopify/Article/9420001',
      'gid://shopify/Article/9420002',
    ]);
    expect(ids(next.articles)).toEqual([
      'gid://shopify/Article/9420003',
      'gid://shopify/Article/9420004',
    ]);
    expect(next.articles.pageInfo.hasNextPage).toBe(false);
    expect(ids(first.pages)).toEqual(['gid://shopify/Page/9400001']);
    expect(ids(next.pages)).toEqual(['gid://shopify/Page/9400002']);
    expect(first.blogs.pageInfo.hasNextPage).toBe(false);
    expect(ids(next.blogs)).toEqual([]);
    expect(ids(first.urlRedirects)).toEqual([
      'gid://shopify/UrlRedirect/9430001',
      'gid://shopify/UrlRedirect/9430002',
    ]);
    expect(ids(next.urlRedirects)).toEqual([
      'gid://shopify/UrlRedirect/9430003',
      'gid://shopify/UrlRedirect/9430004',
    ]);
  });

  it('answers null for a page or blog gid it does not know', async () => {
    const data = await q(`{ nodes(ids: ["gid://shopify/Page/1", "gid://shopify/Blog/1",
      "gid://shopify/Article/1", "gid://shopify/Page/9400002"]) { id } }`);
    expect(data.nodes).toEqual([null, null, null, { id: 'gid://shopify/Page/9400002' }]);
  });

  it('gives a product’s first image in the sitemap, not its video', async () => {
    const data = await q(
      '{ sitemap(type: PRODUCT) { resources(page: 1) { items { handle ... on SitemapResource { image { filepath } } } } } }',
    );
    const anneau = data.sitemap.resources.items.find((i: Json) => i.handle === 'anneau-treize');
    expect(anneau).toEqual({
      handle: 'anneau-treize',
      image: { filepath: `${emu.harness.emulator.url}/cdn/shop/files/anneau-treize-or.jpg` },
    });
  });
});
