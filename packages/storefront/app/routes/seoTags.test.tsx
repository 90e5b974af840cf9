// @vitest-environment jsdom
import { cleanup, render, waitFor } from '@testing-library/react';
import type { MetaDescriptor } from 'react-router';
import { createRoutesStub } from 'react-router';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { StructuredData, type StructuredDataHandle } from '../components/seo/StructuredData';
import { PAGE_STRUCTURED_DATA } from '../lib/seo/pageStructuredData';
import type { ProductData } from '../lib/commerce/types';
import type { LayoutContent } from '../lib/content/types';
import { setAppContext } from '../lib/server/context.server';
import { DEFAULT_LOCALE, LOCALES, type Locale } from '../lib/i18n/locales';
import type { JsonLd } from '../lib/seo/structuredData';
import { EARRING, fakeCommerce, routeArgs, testContext } from '../test/fakes';
import { schemaOrgErrors } from '../test/schemaOrg';
import * as cart from './($locale).cart';
import * as collection from './($locale).collections.$handle';
import * as home from './($locale)._index';
import * as page from './($locale).pages.$slug';
import * as product from './($locale).products.$handle';
import * as search from './($locale).search';

/** Route tests of the search-engine and social tags of each page type, in each locale. */

const [fr, enUs, enFr] = LOCALES as [Locale, Locale, Locale];
const ORIGIN = 'http://shop.test';
const SHARE_REF = 'image-0123456789abcdef0123456789abcdef01234567-2400x1260-jpg';

const layout = {
  seo: {
    separator: ' | ',
    title: 'Atelier Treize',
    description: 'Bijoux faits main à Paris.',
    image: { _type: 'image', asset: { _type: 'reference', _ref: SHARE_REF }, altText: 'Atelier' },
    handle: '@ateliertreize',
  },
  footer: {
    linkGroups: [
      {
        label: 'Suivre',
        links: [
          { _type: 'linkExternal', label: 'Instagram', url: 'https://www.instagram.com/treize' },
          { _type: 'linkInternal', label: 'Atelier', slug: '/pages/notre-atelier' },
        ],
      },
    ],
  },
} as unknown as LayoutContent;

function rootData(locale: Locale, preview = false) {
  return {
    locale,
    layout,
    preview,
    imageConfig: testContext().imageConfig,
    origin: ORIGIN,
    year: 2026,
    cart: null,
  };
}

function metaOf(
  route: { meta: (args: never) => MetaDescriptor[] },
  url: string,
  data: unknown,
  locale: Locale,
  preview = false,
) {
  const location = new URL(url, ORIGIN);
  return route.meta({
    data,
    loaderData: data,
    params: {},
    error: undefined,
    location: {
      pathname: location.pathname,
      search: location.search,
      hash: '',
      state: null,
      key: 'k',
    },
    matches: [
      { id: 'root', loaderData: rootData(locale, preview) },
      { id: 'routes/($locale)', data: null },
      { id: 'leaf', data },
    ],
  } as never);
}

/** The `content` of the meta tags named `key` (by `property` or `name`). */
function content(tags: MetaDescriptor[], key: string) {
  return tags.flatMap((tag) => {
    const named = tag as { property?: string; name?: string; content?: string };
    return (named.property ?? named.name) === key ? [named.content] : [];
  });
}

/** The `href` of the link tags with relation `rel`. */
function links(tags: MetaDescriptor[], rel: string) {
  return tags.flatMap((tag) => {
    const link = tag as { rel?: string; href?: string };
    return link.rel === rel ? [link.href] : [];
  });
}

function structuredData(
  route: { handle: StructuredDataHandle },
  url: string,
  data: unknown,
  locale: Locale,
) {
  const location = new URL(url, ORIGIN);
  const nodes: JsonLd[] = PAGE_STRUCTURED_DATA[route.handle.structuredData]({
    data,
    root: rootData(locale),
    location: { pathname: location.pathname, search: location.search },
  } as never);
  for (const node of nodes) expect(schemaOrgErrors(node)).toEqual([]);
  return nodes;
}

/** The demo earrings with two pictures, priced in the currency of the locale asked for. */
const PICTURED: ProductData = {
  ...EARRING,
  media: {
    nodes: [
      {
        id: 'gid://shopify/Video/0',
        mediaContentType: 'VIDEO',
        alt: 'Étoile, film',
        previewImage: { url: 'http://cdn.test/etoile-film.jpg', width: 1920, height: 1080 },
      },
      {
        id: 'gid://shopify/MediaImage/1',
        mediaContentType: 'IMAGE',
        image: {
          url: 'http://cdn.test/etoile-1.jpg',
          width: 1600,
          height: 2000,
          altText: 'Étoile',
        },
      },
      {
        id: 'gid://shopify/MediaImage/2',
        mediaContentType: 'IMAGE',
        image: { url: 'http://cdn.test/etoile-2.jpg', width: 1600, height: 2000 },
      },
    ],
  },
};
const commerce = fakeCommerce(({ document, locale }) => {
  if (!document.includes('product(handle')) return { nodes: [] };
  const usd = locale.currency === 'USD';
  return {
    product: {
      ...PICTURED,
      variants: {
        nodes: PICTURED.variants.nodes.map((variant) => ({
          ...variant,
          image: variant.id.endsWith('104')
            ? { url: 'http://cdn.test/etoile-paire-argent.jpg', width: 1600, height: 2000 }
            : null,
          price: usd
            ? { amount: `${Number(variant.price.amount) + 20}.0`, currencyCode: 'USD' }
            : variant.price,
        })),
      },
    },
  };
});

beforeEach(() => {
  vi.spyOn(console, 'warn').mockImplementation(() => {});
  setAppContext(testContext({ commerce: commerce.client }));
});
afterEach(() => {
  cleanup();
  vi.restoreAllMocks();
  setAppContext(undefined);
});

async function productData(url: string, locale: Locale) {
  const params = { locale: locale.pathPrefix.slice(1) || undefined, handle: 'etoile-treize' };
  return product.loader(routeArgs(url, params));
}

describe('product page tags', () => {
  it('in French: og:type product, the first product picture (not a video poster) with its size, the handle', async () => {
    const url = '/products/etoile-treize?utm_source=newsletter';
    const tags = metaOf(product, url, await productData(url, fr), fr);
    expect(content(tags, 'og:type')).toEqual(['product']);
    expect(content(tags, 'og:image')).toEqual(['http://cdn.test/etoile-1.jpg']);
    expect(content(tags, 'og:image:width')).toEqual(['1600']);
    expect(content(tags, 'og:image:height')).toEqual(['2000']);
    expect(content(tags, 'og:image:alt')).toEqual(['Étoile']);
    expect(content(tags, 'og:locale')).toEqual(['fr_FR']);
    expect(content(tags, 'og:locale:alternate')).toEqual(['en_US', 'en_FR']);
    expect(content(tags, 'twitter:card')).toEqual(['summary_large_image']);
    expect(content(tags, 'twitter:site')).toEqual(['@ateliertreize']);
    expect(links(tags, 'canonical')).toEqual(['http://shop.test/products/etoile-treize']);
    expect(content(tags, 'og:url')).toEqual(['http://shop.test/products/etoile-treize']);
    expect(content(tags, 'robots')).toEqual([]);
  });

  it('in /en-us: a whole variant keeps its own canonical URL and alternates', async () => {
    const url = '/en-us/products/etoile-treize?Couleur=Argent&Oreille=Paire&fbclid=1';
    const tags = metaOf(product, url, await productData(url, enUs), enUs);
    const own = 'http://shop.test/en-us/products/etoile-treize?Oreille=Paire&Couleur=Argent';
    expect(links(tags, 'canonical')).toEqual([own]);
    expect(links(tags, 'alternate')).toEqual([
      'http://shop.test/products/etoile-treize?Oreille=Paire&Couleur=Argent',
      own,
      'http://shop.test/en-fr/products/etoile-treize?Oreille=Paire&Couleur=Argent',
      'http://shop.test/products/etoile-treize?Oreille=Paire&Couleur=Argent',
    ]);
    expect(content(tags, 'og:locale')).toEqual(['en_US']);
  });

  it('in /en-us: one Product with the selected variant offered in USD, and its breadcrumbs', async () => {
    const url = '/en-us/products/etoile-treize?Oreille=Paire&Couleur=Argent';
    const nodes = structuredData(product, url, await productData(url, enUs), enUs);
    expect(nodes.map((node) => node['@type'])).toEqual(['Product', 'BreadcrumbList']);
    expect(nodes[0]).toMatchObject({
      name: "Étoile Treize - Boucle d'oreille (or recyclé)",
      url: 'http://shop.test/en-us/products/etoile-treize?Oreille=Paire&Couleur=Argent',
      // The variant's picture first, then the product's pictures once each, no video poster.
      image: [
        'http://cdn.test/etoile-paire-argent.jpg',
        'http://cdn.test/etoile-1.jpg',
        'http://cdn.test/etoile-2.jpg',
      ],
      brand: { name: 'Atelier Treize' },
      offers: [{ price: '155', priceCurrency: 'USD', availability: 'https://schema.org/InStock' }],
    });
    expect(nodes[1]?.itemListElement).toEqual([
      { '@type': 'ListItem', position: 1, name: 'Atelier Treize', item: 'http://shop.test/en-us' },
      {
        '@type': 'ListItem',
        position: 2,
        name: "Boucles d'oreilles",
        item: 'http://shop.test/en-us/collections/boucles-d-oreilles',
      },
      {
        '@type': 'ListItem',
        position: 3,
        name: "Étoile Treize - Boucle d'oreille (or recyclé)",
        item: 'http://shop.test/en-us/products/etoile-treize?Oreille=Paire&Couleur=Argent',
      },
    ]);
  });

  it('in French: a sold-out variant is offered in EUR as out of stock', async () => {
    const url = '/products/etoile-treize?Oreille=Gauche&Couleur=Or';
    const [offered] = structuredData(product, url, await productData(url, fr), fr);
    expect(offered?.offers).toMatchObject([
      { price: '95', priceCurrency: 'EUR', availability: 'https://schema.org/OutOfStock' },
    ]);
  });
});

describe('home page tags', () => {
  const data = {
    home: { _id: 'home-fr', title: 'Bijoux', seo: { title: 'Bijoux faits main' } },
    products: [],
    productsByGid: {},
  };

  it('shares the layout picture at 1200 px with its height, as a website', () => {
    const tags = metaOf(home, '/', data, fr);
    expect(content(tags, 'og:type')).toEqual(['website']);
    const [image] = content(tags, 'og:image');
    expect(image).toMatch(
      /^http:\/\/images\.test\/images\/treize\/production\/.+-2400x1260\.jpg\?/,
    );
    expect(image).toContain('w=1200');
    expect(content(tags, 'og:image:width')).toEqual(['1200']);
    expect(content(tags, 'og:image:height')).toEqual(['630']);
    expect(content(tags, 'og:image:alt')).toEqual(['Atelier']);
    expect(links(tags, 'canonical')).toEqual(['http://shop.test/']);
  });

  it('in /en-us: describes the shop and a search action on the English search page', () => {
    const tags = metaOf(home, '/en-us', data, enUs);
    expect(links(tags, 'canonical')).toEqual(['http://shop.test/en-us']);
    const [organization, site] = structuredData(home, '/en-us', data, enUs);
    expect(organization).toMatchObject({
      '@type': 'Organization',
      name: 'Atelier Treize',
      url: 'http://shop.test/',
      sameAs: ['https://www.instagram.com/treize'],
    });
    expect(site).toMatchObject({
      '@type': 'WebSite',
      url: 'http://shop.test/en-us',
      inLanguage: 'en-US',
      potentialAction: {
        target: { urlTemplate: 'http://shop.test/en-us/search?q={search_term_string}' },
      },
    });
  });

  it('in preview: stays out of search engines', () => {
    const tags = metaOf(home, '/', data, fr, true);
    expect(content(tags, 'robots')).toEqual(['noindex']);
    expect(links(tags, 'canonical')).toEqual([]);
  });
});

describe('editorial page tags', () => {
  const data = {
    page: {
      _id: 'page-notre-atelier-en',
      _createdAt: '2026-01-13T09:00:00Z',
      _updatedAt: '2026-03-01T10:00:00Z',
      title: 'Our workshop',
      slug: 'notre-atelier',
      seo: { description: 'The story of Atelier Treize.' },
      body: [],
    },
    productsByGid: {},
  };

  it('in /en-fr: an article in en_FR, dated by its document', () => {
    const tags = metaOf(page, '/en-fr/pages/notre-atelier', data, enFr);
    expect(content(tags, 'og:type')).toEqual(['article']);
    expect(content(tags, 'og:locale')).toEqual(['en_FR']);
    expect(content(tags, 'og:locale:alternate')).toEqual(['fr_FR', 'en_US']);
    const [article] = structuredData(page, '/en-fr/pages/notre-atelier', data, enFr);
    expect(article).toMatchObject({
      '@type': 'Article',
      headline: 'Our workshop',
      url: 'http://shop.test/en-fr/pages/notre-atelier',
      inLanguage: 'en-FR',
      datePublished: '2026-01-13T09:00:00Z',
      dateModified: '2026-03-01T10:00:00Z',
      publisher: { name: 'Atelier Treize' },
    });
  });
});

describe('collection page tags', () => {
  const data = {
    collection: {
      id: 'gid://shopify/Collection/1',
      handle: 'bagues',
      title: 'Bagues',
      description: 'Nos bagues.',
      products: { nodes: [], pageInfo: { hasNextPage: false, hasPreviousPage: true } },
    },
  };

  it('keeps the page cursor in the canonical URL and drops everything else', () => {
    const tags = metaOf(collection, '/collections/bagues?after=abc&utm_medium=x', data, fr);
    expect(links(tags, 'canonical')).toEqual(['http://shop.test/collections/bagues?after=abc']);
  });

  it('in /en-us: home, all collections, this collection', () => {
    const [trail] = structuredData(collection, '/en-us/collections/bagues', data, enUs);
    expect(trail?.itemListElement).toEqual([
      { '@type': 'ListItem', position: 1, name: 'Atelier Treize', item: 'http://shop.test/en-us' },
      {
        '@type': 'ListItem',
        position: 2,
        name: 'Collections',
        item: 'http://shop.test/en-us/collections',
      },
      {
        '@type': 'ListItem',
        position: 3,
        name: 'Bagues',
        item: 'http://shop.test/en-us/collections/bagues',
      },
    ]);
  });
});

describe('pages search engines skip', () => {
  it('search results are noindex, without canonical or alternates', () => {
    const tags = metaOf(
      search,
      '/en-us/search?q=lune',
      { term: 'lune', products: [], total: 0 },
      enUs,
    );
    expect(content(tags, 'robots')).toEqual(['noindex']);
    expect(links(tags, 'canonical')).toEqual([]);
    expect(links(tags, 'alternate')).toEqual([]);
  });

  it('the cart is noindex in every locale', () => {
    for (const locale of [undefined, 'en-us']) {
      const tags = cart.meta({ params: { locale }, matches: [] } as never);
      expect(tags).toContainEqual({ name: 'robots', content: 'noindex' });
    }
  });
});

describe('structured data in the document', () => {
  it('renders each node as an escaped JSON-LD script carrying the CSP nonce', async () => {
    const hostile = {
      ...layout,
      seo: { ...layout.seo, title: 'Treize</script><script>window.hacked=1</script>' },
    };
    const Stub = createRoutesStub([
      {
        id: 'root',
        path: '/',
        loader: () => ({ ...rootData(DEFAULT_LOCALE), layout: hostile }),
        Component: () => <StructuredData nonce="n0nce" />,
        children: [{ index: true, handle: home.handle, loader: () => ({}), Component: () => null }],
      },
    ]);
    render(<Stub initialEntries={['/']} />);
    await waitFor(() =>
      expect(document.querySelectorAll('script[type="application/ld+json"]')).toHaveLength(2),
    );
    const scripts = [...document.querySelectorAll('script[type="application/ld+json"]')];
    for (const script of scripts) {
      expect(script.getAttribute('nonce')).toBe('n0nce');
      expect(script.innerHTML).not.toContain('</script');
    }
    expect(JSON.parse(scripts[0]!.textContent!).name).toBe(
      'Treize</script><script>window.hacked=1</script>',
    );
  });
});
