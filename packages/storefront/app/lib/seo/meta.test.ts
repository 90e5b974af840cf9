import type { MetaDescriptor } from 'react-router';
import { describe, expect, it } from 'vitest';
import { testContext } from '../../test/fakes';
import type { LayoutContent } from '../content/types';
import { LOCALES, type Locale } from '../i18n/locales';
import { layoutShareImage, pageMeta } from './meta';
import type { RootData } from '../rootData';
import { joinTitle, metaTranslate, rootDataOf, siteNameOf } from './metaBasics';

const [fr, enUs] = LOCALES as [Locale, Locale];
const SHARE_REF = 'image-0123456789abcdef0123456789abcdef01234567-2400x1260-jpg';

const layout = {
  seo: {
    separator: ' – ',
    title: 'Treize Paris',
    description: 'Bijoux faits main à Paris.',
    image: { _type: 'image', asset: { _type: 'reference', _ref: SHARE_REF }, altText: 'Atelier' },
    handle: '@ateliertreize',
  },
} as unknown as LayoutContent;

function root(overrides: Partial<Record<keyof RootData, unknown>> = {}): RootData {
  return {
    locale: fr,
    layout,
    preview: false,
    imageConfig: testContext().imageConfig,
    origin: 'http://shop.test',
    ...overrides,
  } as unknown as RootData;
}

function matchesWith(data: RootData | undefined) {
  return [
    data === undefined ? undefined : { id: 'root', loaderData: data },
    { id: 'routes/($locale)', data: { root: 'not this one' } },
  ];
}

/** The `content` of the meta tags named `key` (by `property` or `name`). */
function content(tags: MetaDescriptor[], key: string) {
  return tags.flatMap((tag) => {
    const named = tag as { property?: string; name?: string; content?: string };
    return (named.property ?? named.name) === key ? [named.content] : [];
  });
}

function links(tags: MetaDescriptor[], rel: string) {
  return tags.flatMap((tag) => {
    const link = tag as { rel?: string; href?: string };
    return link.rel === rel ? [link.href] : [];
  });
}

function titleOf(tags: MetaDescriptor[]) {
  return tags.flatMap((tag) => ('title' in tag ? [tag.title] : []));
}

describe('joinTitle (behaviour §5 "page title, separator, site title")', () => {
  it('puts single spaces around the separator the content gave', () => {
    expect(joinTitle('Bagues', ' – ', 'Treize Paris')).toBe('Bagues – Treize Paris');
    expect(joinTitle('Bagues', '·', 'Treize Paris')).toBe('Bagues · Treize Paris');
  });

  it('falls back to a bar without a separator or with a blank one', () => {
    expect(joinTitle('Bagues', undefined, 'Treize Paris')).toBe('Bagues | Treize Paris');
    expect(joinTitle('Bagues', '   ', 'Treize Paris')).toBe('Bagues | Treize Paris');
  });
});

describe('the root data and the site name', () => {
  it('finds the root loader data among the matches, skipping holes', () => {
    const data = root();
    expect(rootDataOf(matchesWith(data))).toBe(data);
    expect(rootDataOf(matchesWith(undefined))).toBeUndefined();
  });

  it('names the site by the layout SEO title, Atelier Treize otherwise', () => {
    expect(siteNameOf(root())).toBe('Treize Paris');
    expect(siteNameOf(undefined)).toBe('Atelier Treize');
    expect(siteNameOf(root({ layout: null }))).toBe('Atelier Treize');
    expect(siteNameOf(root({ layout: {} }))).toBe('Atelier Treize');
    expect(siteNameOf(root({ layout: { seo: { title: null } } }))).toBe('Atelier Treize');
  });

  it('shares the layout picture at 1200 px, and none without one', () => {
    expect(layoutShareImage(root())).toEqual({
      url: expect.stringMatching(/^http:\/\/images\.test\/.+-2400x1260\.jpg\?.*w=1200/),
      width: 1200,
      height: 630,
      alt: 'Atelier',
    });
    expect(layoutShareImage(undefined)).toBeUndefined();
    expect(layoutShareImage(root({ layout: null }))).toBeUndefined();
    expect(layoutShareImage(root({ layout: {} }))).toBeUndefined();
    expect(layoutShareImage(root({ layout: { seo: { title: 'x' } } }))).toBeUndefined();
  });
});

describe('pageMeta (behaviour §5)', () => {
  it('titles the page "page, separator, site" and falls back on the site description and picture', () => {
    const tags = pageMeta(
      matchesWith(root()),
      { pathname: '/collections/bagues', search: '?sort=price' },
      { title: 'Bagues', description: '' },
    );
    expect(titleOf(tags)).toEqual(['Bagues – Treize Paris']);
    expect(content(tags, 'description')).toEqual(['Bijoux faits main à Paris.']);
    expect(links(tags, 'canonical')).toEqual(['http://shop.test/collections/bagues']);
    expect(content(tags, 'og:type')).toEqual(['website']);
    expect(content(tags, 'og:site_name')).toEqual(['Treize Paris']);
    expect(content(tags, 'og:locale')).toEqual(['fr_FR']);
    expect(content(tags, 'og:image:width')).toEqual(['1200']);
    expect(content(tags, 'twitter:site')).toEqual(['@ateliertreize']);
    expect(content(tags, 'robots')).toEqual([]);
  });

  it('uses the page’s own description, picture, type and canonical path', () => {
    const image = { url: 'http://cdn.test/bague.jpg', width: 800, height: 1000 };
    const tags = pageMeta(
      matchesWith(root({ locale: enUs })),
      { pathname: '/en-us/products/bague', search: '?Couleur=Or&utm=x' },
      {
        title: 'Bague',
        description: 'Une bague.',
        image,
        type: 'product' as never,
        canonicalPath: '/en-us/products/bague?Couleur=Or',
      },
    );
    expect(content(tags, 'description')).toEqual(['Une bague.']);
    expect(content(tags, 'og:image')).toEqual(['http://cdn.test/bague.jpg']);
    expect(content(tags, 'og:type')).toEqual(['product']);
    expect(content(tags, 'og:locale')).toEqual(['en_US']);
    expect(links(tags, 'canonical')).toEqual(['http://shop.test/en-us/products/bague?Couleur=Or']);
  });

  it('titles a page without its own title by the site name alone', () => {
    const tags = pageMeta(matchesWith(root()), { pathname: '/', search: '' }, { title: null });
    expect(titleOf(tags)).toEqual(['Treize Paris']);
  });

  it('keeps preview pages and pages that ask it out of search engines', () => {
    const preview = pageMeta(
      matchesWith(root({ preview: true })),
      { pathname: '/', search: '' },
      {},
    );
    expect(content(preview, 'robots')).toEqual(['noindex']);
    expect(links(preview, 'canonical')).toEqual([]);
    const asked = pageMeta(
      matchesWith(root()),
      { pathname: '/search', search: '' },
      { noindex: true },
    );
    expect(content(asked, 'robots')).toEqual(['noindex']);
    const truthy = pageMeta(
      matchesWith(root({ preview: 'yes' })),
      { pathname: '/', search: '' },
      {},
    );
    expect(content(truthy, 'robots')).toEqual([]);
  });

  it('without root data (an error page): the default site name and the locale of the path', () => {
    const tags = pageMeta(
      matchesWith(undefined),
      { pathname: '/en-us/cart', search: '' },
      {
        title: 'Cart',
      },
    );
    expect(titleOf(tags)).toEqual(['Cart | Atelier Treize']);
    expect(links(tags, 'canonical')).toEqual(['/en-us/cart']);
    expect(content(tags, 'og:locale')).toEqual(['en_US']);
    expect(content(tags, 'description')).toEqual([]);
    expect(content(tags, 'twitter:card')).toEqual(['summary']);
    expect(content(tags, 'twitter:site')).toEqual([]);
  });

  it('without a layout: no site description, picture or handle', () => {
    const tags = pageMeta(
      matchesWith(root({ layout: null })),
      { pathname: '/', search: '' },
      {
        title: 'Accueil',
      },
    );
    expect(titleOf(tags)).toEqual(['Accueil | Atelier Treize']);
    expect(content(tags, 'description')).toEqual([]);
    expect(content(tags, 'og:image')).toEqual([]);
    expect(content(tags, 'twitter:site')).toEqual([]);
  });
});

describe('metaTranslate', () => {
  it('translates in the root data language, French without root data', () => {
    expect(metaTranslate(matchesWith(root({ locale: enUs })))('search.title')).toBe('Search');
    expect(metaTranslate(matchesWith(undefined))('search.title')).toBe('Recherche');
  });
});
