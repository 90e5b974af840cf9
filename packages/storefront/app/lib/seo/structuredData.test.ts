import { describe, expect, it } from 'vitest';
import {
  articleJsonLd,
  breadcrumbJsonLd,
  organizationJsonLd,
  productJsonLd,
  serializeJsonLd,
  webSiteJsonLd,
} from './structuredData';
import { schemaOrgErrors } from '../../test/schemaOrg';

describe('JSON-LD', () => {
  it('cannot be closed or commented out by content text, and parses back unchanged', () => {
    const node = organizationJsonLd({
      name: 'Treize</script><script>alert(1)</script><!-- & \u2028',
      url: 'https://shop.test/',
    });
    const json = serializeJsonLd(node);
    expect(json).not.toMatch(/<|>|&|\u2028/);
    expect(JSON.parse(json)).toEqual(node);
  });

  it('describes the selected variant of a product with its offer in the page currency', () => {
    const node = productJsonLd({
      name: 'Lune',
      description: 'Une lune en or.',
      url: 'https://shop.test/en-us/products/lune',
      images: ['https://cdn.test/lune.jpg'],
      brand: 'Atelier Treize',
      variant: {
        id: 'gid://shopify/ProductVariant/42',
        sku: null,
        availableForSale: false,
        price: { amount: '135.0', currencyCode: 'USD' },
      },
    });
    expect(schemaOrgErrors(node)).toEqual([]);
    expect(node).toMatchObject({
      '@type': 'Product',
      sku: '42',
      brand: { '@type': 'Brand', name: 'Atelier Treize' },
      offers: [
        {
          '@type': 'Offer',
          price: '135',
          priceCurrency: 'USD',
          availability: 'https://schema.org/OutOfStock',
        },
      ],
    });
  });

  it('numbers breadcrumbs from 1', () => {
    const node = breadcrumbJsonLd([
      { name: 'Atelier Treize', url: 'https://shop.test/' },
      { name: 'Lune', url: 'https://shop.test/products/lune' },
    ]);
    expect(schemaOrgErrors(node)).toEqual([]);
    expect(node.itemListElement).toEqual([
      { '@type': 'ListItem', position: 1, name: 'Atelier Treize', item: 'https://shop.test/' },
      { '@type': 'ListItem', position: 2, name: 'Lune', item: 'https://shop.test/products/lune' },
    ]);
  });

  it('gives the site a search action that takes the query in q', () => {
    const node = webSiteJsonLd({
      name: 'Atelier Treize',
      url: 'https://shop.test/en-us',
      inLanguage: 'en-US',
      searchUrl: 'https://shop.test/en-us/search',
    });
    expect(schemaOrgErrors(node)).toEqual([]);
    expect(node.potentialAction).toMatchObject({
      target: { urlTemplate: 'https://shop.test/en-us/search?q={search_term_string}' },
      'query-input': 'required name=search_term_string',
    });
  });

  it('signs articles with the shop as author and publisher', () => {
    const node = articleJsonLd({
      headline: 'Notre atelier',
      url: 'https://shop.test/pages/notre-atelier',
      image: 'https://cdn.test/atelier.jpg',
      inLanguage: 'fr-FR',
      datePublished: '2026-01-13T00:00:00Z',
      dateModified: '2026-02-13T00:00:00Z',
      publisher: { name: 'Atelier Treize', url: 'https://shop.test/' },
    });
    expect(schemaOrgErrors(node)).toEqual([]);
    expect(node.publisher).toEqual({
      '@type': 'Organization',
      name: 'Atelier Treize',
      url: 'https://shop.test/',
    });
  });

  it('is reported invalid when a required property is missing', () => {
    const node = productJsonLd({
      name: '',
      url: 'https://shop.test/products/x',
      images: [],
      variant: {
        id: 'gid://shopify/ProductVariant/1',
        availableForSale: true,
        price: { amount: '10', currencyCode: '' as never },
      },
    });
    expect(schemaOrgErrors(node)).toEqual([
      'Product.name is required',
      'Product.image is required',
      'Offer.priceCurrency must be an ISO 4217 code',
    ]);
  });
});
