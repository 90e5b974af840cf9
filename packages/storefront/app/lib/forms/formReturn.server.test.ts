import { describe, expect, it } from 'vitest';
import { returnedFormMessage } from './formReturn';
import { isPlainFormPost, returnToPage, statusOf } from './formReturn.server';

const post = (headers: Record<string, string>) =>
  new Request('http://shop.test/api/subscribe', { method: 'POST', headers });

describe('a form posted without scripts', () => {
  it('is told from the scripts’ own requests by Sec-Fetch-Mode, or by Accept without it', () => {
    expect(isPlainFormPost(post({ 'Sec-Fetch-Mode': 'navigate' }))).toBe(true);
    expect(isPlainFormPost(post({ 'Sec-Fetch-Mode': 'cors', Accept: 'text/html' }))).toBe(false);
    expect(isPlainFormPost(post({ Accept: 'text/html,application/xhtml+xml' }))).toBe(true);
    expect(isPlainFormPost(post({ Accept: '*/*' }))).toBe(false);
  });

  it('goes back to its page with the outcome, replacing an earlier one, and the form’s place', () => {
    const answer = returnToPage(
      post({ Referer: 'http://shop.test/en-us/collections/bagues?sort=price&newsletter=invalid' }),
      'newsletter',
      'subscribed',
    );
    expect(answer.status).toBe(303);
    expect(answer.headers.get('Location')).toBe(
      '/en-us/collections/bagues?sort=price&newsletter=subscribed#newsletter',
    );
  });

  it('goes to the home page when the Referer is missing, malformed or would leave the site', () => {
    for (const referer of [
      undefined,
      'not a url',
      'http://shop.test//evil.example/',
      'https://evil.example/en-us/cart',
    ]) {
      const answer = returnToPage(post(referer ? { Referer: referer } : {}), 'contact', 'sent');
      expect(answer.headers.get('Location')).toBe('/?contact=sent#contact-request');
    }
  });

  it('reads the status of a Response or of React Router data()', () => {
    expect(statusOf(new Response(null, { status: 409 }))).toBe(409);
    expect(statusOf({ init: { status: 400 } })).toBe(400);
    expect(statusOf({ init: null })).toBe(200);
  });
});

describe('the returned outcome on the page', () => {
  it('names a dictionary message and its tone, and nothing for an unknown outcome', () => {
    expect(returnedFormMessage('newsletter', new URLSearchParams('newsletter=subscribed'))).toEqual(
      {
        key: 'NEWSLETTER_SUCCESS',
        tone: 'success',
      },
    );
    expect(returnedFormMessage('contact', new URLSearchParams('contact=failed'))).toEqual({
      key: 'forms.error',
      tone: 'error',
    });
    for (const query of ['newsletter=toString', 'newsletter=<b>hi</b>', 'contact=sent']) {
      expect(returnedFormMessage('newsletter', new URLSearchParams(query))).toBeUndefined();
    }
  });
});
