import { describe, expect, it } from 'vitest';
import { renderRobots, renderSitemap } from './sitemap';

describe('renderSitemap', () => {
  // Rendered inside each test, not while the file is collected, so that a mutant (activated
  // per test) reaches it.
  const renderShopSitemap = () =>
    renderSitemap('https://shop.example', [
      { path: '/products/etoile-treize', lastmod: '2026-03-13T09:00:00Z' },
      { path: '/' },
    ]);

  it('lists every page once per locale with its lastmod', () => {
    const xml = renderShopSitemap();
    const locs = [...xml.matchAll(/<loc>([^<]+)<\/loc>/g)].map((m) => m[1]);
    expect(locs).toEqual([
      'https://shop.example/products/etoile-treize',
      'https://shop.example/en-us/products/etoile-treize',
      'https://shop.example/en-fr/products/etoile-treize',
      'https://shop.example/',
      'https://shop.example/en-us',
      'https://shop.example/en-fr',
    ]);
    expect(xml.match(/<lastmod>2026-03-13T09:00:00Z<\/lastmod>/g)).toHaveLength(3);
  });

  it('gives each URL its hreflang alternates, French as x-default', () => {
    const xml = renderShopSitemap();
    const first = xml.split('</url>')[0] ?? '';
    expect(first).toContain(
      '<xhtml:link rel="alternate" hreflang="fr-FR" href="https://shop.example/products/etoile-treize"/>',
    );
    expect(first).toContain(
      '<xhtml:link rel="alternate" hreflang="en-US" href="https://shop.example/en-us/products/etoile-treize"/>',
    );
    expect(first).toContain(
      '<xhtml:link rel="alternate" hreflang="en-FR" href="https://shop.example/en-fr/products/etoile-treize"/>',
    );
    expect(first).toContain(
      '<xhtml:link rel="alternate" hreflang="x-default" href="https://shop.example/products/etoile-treize"/>',
    );
    expect(xml).toMatch(/^<\?xml version="1.0" encoding="UTF-8"\?>\n<urlset /);
  });

  it('escapes XML in URLs', () => {
    expect(renderSitemap('https://a.example', [{ path: '/pages/a&b' }])).toContain(
      '<loc>https://a.example/pages/a&amp;b</loc>\n    <xhtml:link',
    );
    expect(renderSitemap('https://a.example', [{ path: `/pages/<"'>` }])).toContain(
      '<loc>https://a.example/pages/&lt;&quot;&apos;&gt;</loc>',
    );
  });

  it('writes the whole document for one page, line by line', () => {
    expect(
      renderSitemap('https://a.example', [{ path: '/pages/atelier', lastmod: '2026-03-13' }]),
    ).toBe(
      [
        '<?xml version="1.0" encoding="UTF-8"?>',
        '<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9" xmlns:xhtml="http://www.w3.org/1999/xhtml">',
        ...['', '/en-us', '/en-fr'].flatMap((prefix) => [
          '  <url>',
          `    <loc>https://a.example${prefix}/pages/atelier</loc>`,
          '    <lastmod>2026-03-13</lastmod>',
          '    <xhtml:link rel="alternate" hreflang="fr-FR" href="https://a.example/pages/atelier"/>',
          '    <xhtml:link rel="alternate" hreflang="en-US" href="https://a.example/en-us/pages/atelier"/>',
          '    <xhtml:link rel="alternate" hreflang="en-FR" href="https://a.example/en-fr/pages/atelier"/>',
          '    <xhtml:link rel="alternate" hreflang="x-default" href="https://a.example/pages/atelier"/>',
          '  </url>',
        ]),
        '</urlset>',
        '',
      ].join('\n'),
    );
  });
});

describe('renderRobots', () => {
  it('keeps crawlers out of the cart, accounts, search and API in every locale, and names the sitemap', () => {
    const robots = renderRobots('https://shop.example');
    for (const line of [
      'User-agent: *',
      'Disallow: /cart',
      'Disallow: /en-us/account',
      'Disallow: /en-fr/search',
      'Sitemap: https://shop.example/sitemap.xml',
    ])
      expect(robots.split('\n')).toContain(line);
    expect(robots).not.toMatch(/^Disallow: \/$/m);
  });

  it('writes the whole file', () => {
    expect(renderRobots('https://shop.example')).toBe(
      [
        'User-agent: *',
        ...['', '/en-us', '/en-fr'].flatMap((prefix) =>
          ['/cart', '/account', '/search', '/api/'].map((path) => `Disallow: ${prefix}${path}`),
        ),
        'Disallow: /checkouts/',
        '',
        'Sitemap: https://shop.example/sitemap.xml',
        '',
      ].join('\n'),
    );
  });
});
