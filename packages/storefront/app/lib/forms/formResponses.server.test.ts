import { describe, expect, it } from 'vitest';
import { formError, formLocale } from './formResponses.server';

const request = (referer?: string) =>
  new Request('http://shop.test/api/subscribe', {
    method: 'POST',
    headers: referer ? { Referer: referer } : {},
  });

describe('formLocale', () => {
  it('answers in the language of the page the form names, else of the Referer, else French', () => {
    expect(formLocale(request(), '/en-us/pages/x').pathPrefix).toBe('/en-us');
    expect(formLocale(request('http://shop.test/en-fr/cart'), 'en-us').pathPrefix).toBe('/en-fr');
    expect(formLocale(request('http://shop.test/en-fr/cart')).pathPrefix).toBe('/en-fr');
    expect(formLocale(request('not a url')).pathPrefix).toBe('');
    expect(formLocale(request()).pathPrefix).toBe('');
  });
});

describe('formError', () => {
  it('is never cached, and keeps the headers it is given', () => {
    const answer = formError(429, { error: 'Trop de demandes' }, { 'Retry-After': '30' });
    expect(answer.init).toEqual({
      status: 429,
      headers: { 'Cache-Control': 'no-store', 'Retry-After': '30' },
    });
    expect(answer.data).toEqual({ error: 'Trop de demandes' });
  });
});
