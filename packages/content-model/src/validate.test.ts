import { describe, expect, it } from 'vitest';
import type { ContactRequestDocument, PageDocument, ProductEditorialDocument } from './index.js';
import { checkDocument, validateDocument } from './validate.js';

const IMAGE_REF = 'image-0123456789abcdef0123456789abcdef01234567-1200x800-jpg';

function page(): PageDocument {
  return {
    _id: 'page-entretien-fr',
    _type: 'page',
    language: 'fr',
    title: 'Entretien',
    slug: { _type: 'slug', current: 'entretien' },
    body: [
      {
        _type: 'block',
        _key: 'b1',
        style: 'h2',
        markDefs: [{ _type: 'star', _key: 's1', number: 13 }],
        children: [{ _type: 'span', _key: 'c1', text: 'Treize', marks: ['strong', 's1'] }],
      },
      {
        _type: 'module.singleImage',
        _key: 'm1',
        display: 'big',
        aspectRatio: 'tarot',
        image: { _type: 'image', asset: { _type: 'reference', _ref: IMAGE_REF }, altText: 'Bague' },
      },
      {
        _type: 'module.products',
        _key: 'm2',
        columns: 4,
        products: [
          { _type: 'productWithVariant', _key: 'p1', gid: 'gid://shopify/Product/9100000001' },
        ],
      },
    ],
  };
}

describe("validateDocument (Sanity's validation over the schema)", () => {
  it('accepts a page made of blocks and modules', async () => {
    expect(await validateDocument(page())).toEqual([]);
  });

  it('reports a star outside 1 to 13', async () => {
    const doc = page();
    const block = doc.body[0];
    if (block?._type !== 'block') throw new Error('fixture changed');
    block.markDefs = [{ _type: 'star', _key: 's1', number: 14 }];
    expect(await validateDocument(doc)).toEqual([
      'page.body[_key=="b1"].markDefs[_key=="s1"].number: Must be lower than or equal to 13',
    ]);
  });

  it('reports a missing title and an aspect ratio outside the list', async () => {
    const doc = page() as unknown as Record<string, unknown> & { body: Record<string, unknown>[] };
    doc.body[1] = { ...doc.body[1], aspectRatio: 'square' };
    doc.slug = { _type: 'slug', current: 'Entretien' };
    delete doc.title;
    expect(await validateDocument(doc)).toEqual(
      expect.arrayContaining([
        'page.title: Required',
        'page.body[_key=="m1"].aspectRatio: Value "square" did not match any allowed values',
      ]),
    );
  });

  it('accepts only http and https URLs in external links', async () => {
    const withLink = (url: string) => {
      const doc = page();
      const block = doc.body[0];
      if (block?._type !== 'block') throw new Error('fixture changed');
      block.markDefs = [{ _type: 'externalLink', _key: 'e1', url }];
      block.children = [{ _type: 'span', _key: 'c1', text: 'Treize', marks: ['e1'] }];
      return doc;
    };
    expect(await validateDocument(withLink('https://treize.example'))).toEqual([]);
    expect(await validateDocument(withLink('ftp://treize.example'))).toEqual([
      expect.stringMatching(
        /^page\.body\[_key=="b1"\]\.markDefs\[_key=="e1"\]\.url: Does not match allowed protocols\/schemes$/,
      ),
    ]);
  });

  it('names a slug that is not lower-case', async () => {
    const doc = { ...page(), slug: { _type: 'slug', current: 'Entretien' } };
    expect(await checkDocument(doc)).toContainEqual(
      expect.objectContaining({ path: 'page.slug', message: 'Must be a lower-case slug' }),
    );
  });

  it('names fields the type does not declare, as the Studio does', async () => {
    const problems = await checkDocument({ ...page(), colour: 'red' });
    expect(problems).toContainEqual({
      level: 'warning',
      path: 'page.colour',
      message: "Field 'colour' does not exist on type 'page'",
    });
  });

  it('only warns about SEO titles over 120 and descriptions over 155 characters', async () => {
    const doc = { ...page(), seo: { title: 'T'.repeat(121), description: 'D'.repeat(156) } };
    expect(await validateDocument(doc)).toEqual([]);
    expect(await checkDocument(doc)).toEqual([
      { level: 'warning', path: 'page.seo.title', message: expect.stringContaining('120') },
      { level: 'warning', path: 'page.seo.description', message: expect.stringContaining('155') },
    ]);
    const within = { ...page(), seo: { title: 'T'.repeat(120), description: 'D'.repeat(155) } };
    expect(await checkDocument(within)).toEqual([]);
  });

  it('checks product gids and language', async () => {
    const doc: ProductEditorialDocument = {
      _id: 'productEditorial-jonc-fin-en',
      _type: 'productEditorial',
      language: 'en',
      slug: { _type: 'slug', current: 'jonc-fin' },
      productWithVariant: {
        _type: 'productWithVariant',
        gid: 'gid://shopify/Product/9100000011',
        variantGid: 'gid://shopify/ProductVariant/920001101',
      },
      editorial: { label: 'Rings', title: 'Thin Band' },
    };
    expect(await validateDocument(doc)).toEqual([]);
    const problems = await validateDocument({
      ...doc,
      language: 'de',
      productWithVariant: { _type: 'productWithVariant', gid: '11' },
    });
    expect(problems).toEqual([
      'productEditorial.language: Value "de" did not match any allowed values',
      expect.stringMatching(/^productEditorial\.productWithVariant\.gid: .*product gid/),
    ]);
  });

  it('rejects unknown document types and non-objects', async () => {
    expect(await validateDocument({ _id: 'x', _type: 'post' })).toEqual([
      '_type: post is not a document type of the content model',
    ]);
    expect(await validateDocument(null)).toEqual(['document: Must be an object']);
  });
});

describe('contactRequest documents', () => {
  const request = (): ContactRequestDocument => ({
    _id: 'contactRequest-0f3a',
    _type: 'contactRequest',
    language: 'en',
    currency: 'USD',
    pathname: '/en-us',
    firstName: 'Ada',
    lastName: 'Lovelace',
    email: 'ada@example.com',
    options: [
      {
        _type: 'contactRequestOption',
        _key: 'engraving',
        key: 'engraving',
        text: 'Custom engraving',
      },
    ],
    submittedAt: '2026-11-24T01:00:00.000Z',
  });

  it('accepts a request sent from the footer, without a product', async () => {
    expect(await validateDocument(request())).toEqual([]);
  });

  it('refuses a request without an email or a first name', async () => {
    const { email: _email, firstName: _firstName, ...incomplete } = request();
    expect(await validateDocument(incomplete)).toEqual(
      expect.arrayContaining([
        expect.stringContaining('email'),
        expect.stringContaining('firstName'),
      ]),
    );
  });
});
