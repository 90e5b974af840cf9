import { describe, expect, it } from 'vitest';
import type { ContactRequestDocument, PageDocument, ProductEditorialDocument } from './index.js';
import { validateDocument } from './validate.js';

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

describe('validateDocument', () => {
  it('accepts a page made of blocks and modules', () => {
    expect(validateDocument(page())).toEqual([]);
  });

  it('reports a star outside 1 to 13', () => {
    const doc = page();
    const block = doc.body[0];
    if (block?._type !== 'block') throw new Error('fixture changed');
    block.markDefs = [{ _type: 'star', _key: 's1', number: 14 }];
    expect(validateDocument(doc)).toEqual(['page.body[0].markDefs[0].number: must be at most 13']);
  });

  it('reports unknown styles, dangling marks, bad aspect ratios and missing fields', () => {
    const doc = page() as unknown as Record<string, unknown> & { body: Record<string, unknown>[] };
    doc.body[0] = { ...doc.body[0], style: 'h1', markDefs: [] };
    doc.body[1] = { ...doc.body[1], aspectRatio: 'square' };
    delete doc.title;
    expect(validateDocument(doc)).toEqual([
      'page.title: is required',
      'page.body[0].style: must be one of normal, h2, h3, h4, blockquote',
      'page.body[0].children[0]: mark s1 is neither a decorator nor a markDefs _key',
      'page.body[1].aspectRatio: must be one of vertical, horizontal, product, film, tarot',
    ]);
  });

  it('reports array members without _key or of a foreign type, and unknown fields', () => {
    const doc = page() as unknown as Record<string, unknown> & { body: Record<string, unknown>[] };
    doc.body.push(
      { _type: 'module.unknown', _key: 'x' },
      { _type: 'block', style: 'normal', markDefs: [], children: [] },
    );
    doc.colour = 'red';
    const problems = validateDocument(doc);
    expect(problems).toContain('page.colour: is not a field of this type');
    expect(
      problems.some((problem) =>
        problem.startsWith('page.body[3]: _type module.unknown is not one of block,'),
      ),
    ).toBe(true);
    expect(problems).toContain('page.body[4]: needs a _key');
    expect(problems).toContain('page.body[4].children: must be a non-empty array of spans');
  });

  it('checks product gids and language', () => {
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
    expect(validateDocument(doc)).toEqual([]);
    expect(
      validateDocument({
        ...doc,
        language: 'de',
        productWithVariant: { _type: 'productWithVariant', gid: '11' },
      }),
    ).toEqual([
      'productEditorial.language: must be one of fr, en',
      'productEditorial.productWithVariant.gid: must be a product gid',
    ]);
  });

  it('rejects unknown document types and non-objects', () => {
    expect(validateDocument({ _id: 'x', _type: 'post' })).toEqual([
      '_type: post is not a document type of the content model',
    ]);
    expect(validateDocument(null)).toEqual(['document: must be an object']);
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

  it('accepts a request sent from the footer, without a product', () => {
    expect(validateDocument(request())).toEqual([]);
  });

  it('refuses a request without an email or a first name', () => {
    const { email: _email, firstName: _firstName, ...incomplete } = request();
    expect(validateDocument(incomplete)).toEqual(
      expect.arrayContaining([
        expect.stringContaining('email'),
        expect.stringContaining('firstName'),
      ]),
    );
  });
});
