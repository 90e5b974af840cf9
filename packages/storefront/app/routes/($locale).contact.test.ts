import { describe, expect, it } from 'vitest';
import { routeArgs } from '../test/fakes';
import { loader } from './($locale).contact';

const load = (url: string, locale?: string) =>
  loader(routeArgs(url, { locale }) as Parameters<typeof loader>[0]);

describe('the contact page', () => {
  it('goes back to the page the shopper came from, on this site', () => {
    expect(load('/en-us/contact?from=/en-us/products/comete&product=Comète')).toEqual({
      from: '/en-us/products/comete',
      product: 'Comète',
    });
  });

  it.each(['//evil.example/x', 'https://evil.example/', '/\\evil.example', '/.//evil.example'])(
    'refuses a way back off the site (%s) and offers the home page of the locale',
    (from) => {
      expect(load(`/en-us/contact?from=${encodeURIComponent(from)}`, 'en-us').from).toBe('/en-us');
      expect(load(`/contact?from=${encodeURIComponent(from)}`).from).toBe('/');
    },
  );
});
