import { describe, expect, it } from 'vitest';
import { EARRING, testContext } from '../../test/fakes';
import { schemaOrgErrors } from '../../test/schemaOrg';
import { LOCALES, type Locale } from '../i18n/locales';
import { PAGE_STRUCTURED_DATA, type StructuredDataKind } from './pageStructuredData';
import type { JsonLd } from './structuredData';

const [fr, enUs] = LOCALES as [Locale, Locale];
const SHARE_REF = 'image-0123456789abcdef0123456789abcdef01234567-2400x1260-jpg';
const PAGE_REF = 'image-abcdefabcdefabcdefabcdefabcdefabcdefabcd-1600x900-jpg';

function rootData(locale: Locale, layout: unknown = { seo: { title: 'Atelier Treize' } }) {
  return {
    locale,
    layout,
    preview: false,
    imageConfig: testContext().imageConfig,
    origin: 'http://shop.test',
  };
}

/** The nodes of a page; `valid: false` for pages without a picture, which rich results require. */
function nodesOf(
  kind: StructuredDataKind,
  url: string,
  data: unknown,
  root = rootData(fr),
  valid = true,
) {
  const location = new URL(url, 'http://shop.test');
  const nodes: JsonLd[] = PAGE_STRUCTURED_DATA[kind]({
    data,
    root,
    location: { pathname: location.pathname, search: location.search },
  } as never);
  if (valid) for (const node of nodes) expect(schemaOrgErrors(node)).toEqual([]);
  return nodes;
}

describe('the home page JSON-LD', () => {
  it('in French: the shop and its site at the unprefixed home, searched on /search', () => {
    const [organization, site] = nodesOf('home', '/', {});
    expect(organization).toMatchObject({ '@type': 'Organization', url: 'http://shop.test/' });
    expect(site).toMatchObject({
      '@type': 'WebSite',
      name: 'Atelier Treize',
      url: 'http://shop.test/',
      inLanguage: 'fr-FR',
      potentialAction: {
        target: { urlTemplate: 'http://shop.test/search?q={search_term_string}' },
      },
    });
  });
});

describe('the product page JSON-LD', () => {
  const picture = { url: 'http://cdn.test/etoile-paire-argent.jpg', width: 1600, height: 2000 };
  const variant = { ...EARRING.variants.nodes[3]!, image: picture };

  it('without a shown variant: only the breadcrumbs, no Product without an offer', () => {
    const nodes = nodesOf(
      'product',
      '/en-us/products/etoile-treize',
      {
        product: EARRING,
        variant: null,
      },
      rootData(enUs),
    );
    expect(nodes.map((node) => node['@type'])).toEqual(['BreadcrumbList']);
    expect(nodes[0]!.itemListElement).toMatchObject([
      { position: 1, item: 'http://shop.test/en-us' },
      {
        position: 2,
        name: "Boucles d'oreilles",
        item: 'http://shop.test/en-us/collections/boucles-d-oreilles',
      },
      { position: 3, item: 'http://shop.test/en-us/products/etoile-treize' },
    ]);
  });

  it('shows the variant picture first, then the product pictures once each, without video posters', () => {
    const media = [
      { mediaContentType: 'VIDEO', previewImage: { url: 'http://cdn.test/film.jpg' } },
      { mediaContentType: 'IMAGE', image: { url: 'http://cdn.test/etoile-1.jpg' } },
      { mediaContentType: 'IMAGE', image: { url: picture.url } },
      { mediaContentType: 'IMAGE', image: { url: '' } },
      { mediaContentType: 'IMAGE', image: { url: 'http://cdn.test/etoile-2.jpg' } },
    ];
    const product = { ...EARRING, media: { nodes: media } };
    const [node] = nodesOf('product', '/products/etoile-treize', { product, variant });
    expect(node!.image).toEqual([
      'http://cdn.test/etoile-paire-argent.jpg',
      'http://cdn.test/etoile-1.jpg',
      'http://cdn.test/etoile-2.jpg',
    ]);
  });

  it('without a collection: home, then the product', () => {
    const product = { ...EARRING, collections: { nodes: [] } };
    const nodes = nodesOf(
      'product',
      '/en-us/products/etoile-treize',
      { product, variant },
      rootData(enUs),
    );
    expect(nodes.map((node) => node['@type'])).toEqual(['Product', 'BreadcrumbList']);
    expect(nodes[0]).toMatchObject({ image: ['http://cdn.test/etoile-paire-argent.jpg'] });
    expect(nodes[1]!.itemListElement).toEqual([
      { '@type': 'ListItem', position: 1, name: 'Atelier Treize', item: 'http://shop.test/en-us' },
      {
        '@type': 'ListItem',
        position: 2,
        name: "Étoile Treize - Boucle d'oreille (or recyclé)",
        item: 'http://shop.test/en-us/products/etoile-treize',
      },
    ]);
  });
});

describe('the collection page JSON-LD', () => {
  it('in French: home, all collections (translated), this collection', () => {
    const [trail] = nodesOf('collection', '/collections/bagues', {
      collection: { handle: 'bagues', title: 'Bagues' },
    });
    expect(trail!.itemListElement).toEqual([
      { '@type': 'ListItem', position: 1, name: 'Atelier Treize', item: 'http://shop.test/' },
      {
        '@type': 'ListItem',
        position: 2,
        name: 'Collections',
        item: 'http://shop.test/collections',
      },
      {
        '@type': 'ListItem',
        position: 3,
        name: 'Bagues',
        item: 'http://shop.test/collections/bagues',
      },
    ]);
  });
});

describe('the editorial page JSON-LD', () => {
  const page = {
    _createdAt: '2026-01-13T09:00:00Z',
    _updatedAt: '2026-03-01T10:00:00Z',
    title: 'Notre atelier',
  };
  const layout = {
    seo: {
      title: 'Atelier Treize',
      description: 'Bijoux faits main à Paris.',
      image: { _type: 'image', asset: { _type: 'reference', _ref: SHARE_REF } },
    },
  };

  it('takes its own description and picture over the layout ones', () => {
    const own = {
      ...page,
      seo: {
        description: 'L’histoire de l’atelier.',
        image: { _type: 'image', asset: { _type: 'reference', _ref: PAGE_REF } },
      },
    };
    const [article] = nodesOf('page', '/pages/notre-atelier', { page: own }, rootData(fr, layout));
    expect(article).toMatchObject({
      headline: 'Notre atelier',
      description: 'L’histoire de l’atelier.',
      url: 'http://shop.test/pages/notre-atelier',
      inLanguage: 'fr-FR',
    });
    expect((article!.image as string[])[0]).toMatch(/-1600x900\.jpg\?/);
  });

  it('falls back on the layout description and picture, and has none without them', () => {
    const [article] = nodesOf('page', '/pages/notre-atelier', { page }, rootData(fr, layout));
    expect(article).toMatchObject({ description: 'Bijoux faits main à Paris.' });
    expect((article!.image as string[])[0]).toMatch(/-2400x1260\.jpg\?/);
    const [bare] = nodesOf('page', '/pages/notre-atelier', { page }, rootData(fr, null), false);
    expect(bare).not.toHaveProperty('description');
    expect(bare).not.toHaveProperty('image');
    const [noSeo] = nodesOf('page', '/pages/notre-atelier', { page }, rootData(fr, {}), false);
    expect(noSeo).not.toHaveProperty('description');
  });
});

describe('the journal article JSON-LD', () => {
  const article = {
    title: 'Le carnet de mars',
    excerpt: 'Ce que l’atelier a fait en mars.',
    publishedAt: '2026-03-31T08:00:00Z',
    image: { url: 'http://cdn.test/carnet.jpg' },
    seo: { description: 'Le carnet de mars de l’atelier.' },
  };

  it('is an Article by the shop, dated by its publication, with its picture and SEO description', () => {
    const [node] = nodesOf(
      'article',
      '/en-us/blogs/journal/carnet-de-mars',
      { article },
      rootData(enUs),
    );
    expect(node).toEqual({
      '@context': 'https://schema.org',
      '@type': 'Article',
      headline: 'Le carnet de mars',
      description: 'Le carnet de mars de l’atelier.',
      url: 'http://shop.test/en-us/blogs/journal/carnet-de-mars',
      mainEntityOfPage: 'http://shop.test/en-us/blogs/journal/carnet-de-mars',
      image: ['http://cdn.test/carnet.jpg'],
      inLanguage: 'en-US',
      datePublished: '2026-03-31T08:00:00Z',
      author: expect.objectContaining({ '@type': 'Organization', name: 'Atelier Treize' }),
      publisher: expect.objectContaining({ '@type': 'Organization', url: 'http://shop.test/' }),
    });
  });

  it('falls back on the excerpt, and has no picture without one', () => {
    const plain = { ...article, seo: null, image: null };
    const [node] = nodesOf(
      'article',
      '/blogs/journal/carnet-de-mars',
      { article: plain },
      rootData(fr),
      false,
    );
    expect(node).toMatchObject({ description: 'Ce que l’atelier a fait en mars.' });
    expect(node).not.toHaveProperty('image');
  });
});
