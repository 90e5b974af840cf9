import { afterEach, describe, expect, it, vi } from 'vitest';
import { LOCALES } from '../i18n/locales';
import { noindexMeta } from './metaBasics';
import { checkSeo, seoMeta } from './seo';

afterEach(() => vi.restoreAllMocks());

describe('SEO tags (behaviour §5)', () => {
  it('warns on each violation and still uses the values', () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
    const title = 'T'.repeat(121);
    const warnings = checkSeo({
      title,
      description: 'D'.repeat(156),
      url: 'ftp://x',
      image: { url: '/share.jpg' },
      handle: 'treize',
    });
    expect(warnings).toHaveLength(5);
    expect(warn).toHaveBeenCalledTimes(5);
    const tags = seoMeta({
      title,
      url: '/relative',
      origin: 'http://shop.test',
      pathname: '/products/a',
      handle: 'treize',
    });
    expect(tags).toContainEqual({ title });
    expect(tags).toContainEqual({ property: 'og:url', content: '/relative' });
    expect(tags).toContainEqual({ name: 'twitter:site', content: 'treize' });
  });

  it('accepts values inside the limits silently', () => {
    expect(
      checkSeo({
        title: 'Atelier',
        description: 'Bijoux',
        url: 'https://shop.test',
        handle: '@treize',
      }),
    ).toEqual([]);
  });

  it('warns from 121 title characters and 156 description characters, in these words', () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
    const atLimits = { title: 'T'.repeat(120), description: 'D'.repeat(155), url: 'https://a.fr' };
    expect(checkSeo(atLimits)).toEqual([]);
    const title = 'T'.repeat(121);
    expect(
      checkSeo({
        title,
        description: 'D'.repeat(156),
        url: 'ftp://x',
        image: { url: '/share.jpg' },
        handle: 'treize',
      }),
    ).toEqual([
      `SEO title is 121 characters, more than 120: "${title}"`,
      'SEO description is 156 characters, more than 155',
      'SEO url must start with "http": "ftp://x"',
      'SEO image url must start with "http": "/share.jpg"',
      'SEO handle must start with "@": "treize"',
    ]);
    expect(warn).toHaveBeenLastCalledWith('[seo] SEO handle must start with "@": "treize"');
    expect(
      checkSeo({ title: 'Lune', url: 'https://a.fr', image: { url: 'https://a.fr/http' } }),
    ).toEqual([]);
  });

  it('returns the warnings without writing them to the console of a browser', () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
    vi.stubGlobal('document', {});
    try {
      expect(checkSeo({ title: 'Lune', url: '/lune' })).toHaveLength(1);
    } finally {
      vi.unstubAllGlobals();
    }
    expect(warn).not.toHaveBeenCalled();
  });

  it('leaves out the tags of what the page does not have', () => {
    const tags = seoMeta({
      title: 'Lune',
      url: 'https://shop.test/products/lune',
      origin: 'https://shop.test',
      pathname: '/products/lune',
      image: { url: 'https://shop.test/lune.jpg' },
    });
    const names = tags.map((tag) =>
      'name' in tag ? tag.name : 'property' in tag ? tag.property : null,
    );
    for (const absent of [
      'description',
      'og:site_name',
      'og:description',
      'og:image:width',
      'og:image:height',
      'og:image:alt',
      'twitter:site',
    ])
      expect(names).not.toContain(absent);
    expect(
      seoMeta({
        title: 'Lune',
        description: 'Une bague',
        url: 'https://shop.test/products/lune',
        origin: 'https://shop.test',
        pathname: '/products/lune',
      }),
    ).toContainEqual({ name: 'description', content: 'Une bague' });
  });

  it('links the canonical URL and the three locales', () => {
    vi.spyOn(console, 'warn').mockImplementation(() => {});
    const tags = seoMeta({
      title: 'Lune',
      url: 'http://shop.test/en-us/products/lune',
      origin: 'http://shop.test',
      pathname: '/en-us/products/lune',
    });
    expect(tags).toContainEqual({
      tagName: 'link',
      rel: 'canonical',
      href: 'http://shop.test/en-us/products/lune',
    });
    const alternates = tags
      .filter((tag) => 'rel' in tag && tag.rel === 'alternate')
      .map((tag) => 'href' in tag && tag.href);
    expect(alternates).toEqual([
      'http://shop.test/products/lune',
      'http://shop.test/en-us/products/lune',
      'http://shop.test/en-fr/products/lune',
      'http://shop.test/products/lune',
    ]);
  });

  it('describes the page for link previews: type, locale and its alternates, sized picture, card', () => {
    const tags = seoMeta({
      title: 'Lune | Atelier Treize',
      description: 'Une lune en or.',
      url: 'https://shop.test/en-us/products/lune',
      origin: 'https://shop.test',
      pathname: '/en-us/products/lune',
      type: 'product',
      locale: LOCALES[1],
      siteName: 'Atelier Treize',
      image: { url: 'https://cdn.test/lune.jpg', width: 1200, height: 1500, alt: 'Lune' },
      handle: '@ateliertreize',
    });
    const og = (property: string) =>
      tags.flatMap((tag) => {
        const meta = tag as { property?: string; content?: string };
        return meta.property === property ? [meta.content] : [];
      });
    expect(og('og:type')).toEqual(['product']);
    expect(og('og:site_name')).toEqual(['Atelier Treize']);
    expect(og('og:title')).toEqual(['Lune | Atelier Treize']);
    expect(og('og:description')).toEqual(['Une lune en or.']);
    expect(og('og:url')).toEqual(['https://shop.test/en-us/products/lune']);
    expect(og('og:locale')).toEqual(['en_US']);
    expect(og('og:locale:alternate')).toEqual(['fr_FR', 'en_FR']);
    expect(og('og:image')).toEqual(['https://cdn.test/lune.jpg']);
    expect(og('og:image:width')).toEqual(['1200']);
    expect(og('og:image:height')).toEqual(['1500']);
    expect(og('og:image:alt')).toEqual(['Lune']);
    expect(tags).toContainEqual({ name: 'twitter:card', content: 'summary_large_image' });
    expect(tags).toContainEqual({ name: 'twitter:site', content: '@ateliertreize' });
  });

  it('falls back to the small card without a picture and to og:type website', () => {
    const tags = seoMeta({
      title: 'Atelier Treize',
      url: 'https://shop.test/',
      origin: 'https://shop.test',
      pathname: '/',
    });
    expect(tags).toContainEqual({ name: 'twitter:card', content: 'summary' });
    expect(tags).toContainEqual({ property: 'og:type', content: 'website' });
    expect(tags.some((tag) => 'property' in tag && tag.property === 'og:image')).toBe(false);
  });

  it('keeps noindex pages out of the index without a canonical or alternates', () => {
    expect(noindexMeta()).toEqual([{ name: 'robots', content: 'noindex' }]);
    const tags = seoMeta({
      title: 'Recherche',
      url: 'https://shop.test/search',
      origin: 'https://shop.test',
      pathname: '/search',
      noindex: true,
    });
    expect(tags).toContainEqual({ name: 'robots', content: 'noindex' });
    expect(tags.some((tag) => 'rel' in tag)).toBe(false);
  });
});
