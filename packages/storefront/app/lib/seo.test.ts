import { afterEach, describe, expect, it, vi } from 'vitest';
import { checkSeo, seoMeta } from './seo';

afterEach(() => vi.restoreAllMocks());

describe('SEO tags (spec §5)', () => {
  it('warns on each violation and still uses the values', () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
    const title = 'T'.repeat(121);
    const warnings = checkSeo({
      title,
      description: 'D'.repeat(156),
      url: 'ftp://x',
      handle: 'treize',
    });
    expect(warnings).toHaveLength(4);
    expect(warn).toHaveBeenCalledTimes(4);
    const tags = seoMeta({
      title,
      url: '/relative',
      origin: 'http://shop.test',
      pathname: '/products/a',
    });
    expect(tags).toContainEqual({ title });
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
});
