import { describe, expect, it } from 'vitest';
import { fakeCommerce, fakeContent } from '../../test/fakes';
import { CommerceError } from '../commerce/client.server';
import { ContentError } from '../content/client.server';
import { LOCALES, type Locale } from '../i18n/locales';
import {
  guardCommerce,
  guardContent,
  isBackendUnavailable,
  rethrowUnavailable,
  serviceUnavailable,
} from './unavailable.server';

const [fr, enUs] = LOCALES as [Locale, Locale];
const FRENCH_TEXT =
  'Notre atelier ne peut pas afficher cette page pour le moment. Veuillez réessayer dans quelques instants.';
const ENGLISH_TEXT =
  'Our atelier cannot show this page right now. Please try again in a few moments.';

/** The 503 answer as the error boundary receives it. */
function unavailableAnswer(text: string) {
  return {
    data: text,
    init: {
      status: 503,
      statusText: 'Service Unavailable',
      headers: { 'Retry-After': '30' },
    },
  };
}

async function caught(promise: Promise<unknown>) {
  return promise.then(
    () => {
      throw new Error('expected a rejection');
    },
    (error: unknown) => error,
  );
}

describe('a backend that is down or too slow', () => {
  it('is told apart from a bug or bad input by the clients’ own flag', () => {
    expect(isBackendUnavailable(new CommerceError('timed out', 504, true))).toBe(true);
    expect(isBackendUnavailable(new ContentError('timed out', true))).toBe(true);
    expect(isBackendUnavailable(new CommerceError('bad query', 200))).toBe(false);
    expect(isBackendUnavailable(new ContentError('bad query'))).toBe(false);
    expect(isBackendUnavailable(Object.assign(new Error('down'), { unavailable: true }))).toBe(
      false,
    );
    expect(isBackendUnavailable(undefined)).toBe(false);
  });

  it('becomes a 503 in the page language that asks to come back in 30 s', () => {
    expect(serviceUnavailable(fr)).toMatchObject(unavailableAnswer(FRENCH_TEXT));
    expect(serviceUnavailable(enUs)).toMatchObject(unavailableAnswer(ENGLISH_TEXT));
  });

  it('is rethrown as that 503, while every other error is rethrown as it is', () => {
    expect(() => rethrowUnavailable(new ContentError('down', true), enUs)).toThrow(
      expect.objectContaining(unavailableAnswer(ENGLISH_TEXT)),
    );
    const bug = new CommerceError('bad query');
    expect(() => rethrowUnavailable(bug, enUs)).toThrow(bug);
  });
});

describe('the page loaders’ guarded clients', () => {
  it('pass queries through and answer as the client does', async () => {
    const { client, calls } = fakeCommerce(() => ({ shop: { id: '1' } }));
    const options = { locale: enUs, variables: { handle: 'bague' } };
    expect(await guardCommerce(client).query('query Shop', options)).toEqual({ shop: { id: '1' } });
    expect(calls).toEqual([
      { document: 'query Shop', locale: enUs, variables: { handle: 'bague' } },
    ]);

    const content = fakeContent(() => [{ slug: 'atelier' }]);
    const fetchOptions = { locale: fr, params: { slug: 'atelier' } };
    expect(await guardContent(content.client).fetch('*[_type == "page"]', fetchOptions)).toEqual([
      { slug: 'atelier' },
    ]);
    expect(content.calls).toEqual([
      { query: '*[_type == "page"]', locale: fr, params: { slug: 'atelier' }, preview: false },
    ]);
  });

  it('turn a down backend into the 503 of the query’s locale, and leave other failures alone', async () => {
    const down = fakeCommerce(() => Promise.reject(new CommerceError('down', 503, true)));
    expect(await caught(guardCommerce(down.client).query('q', { locale: enUs }))).toMatchObject(
      unavailableAnswer(ENGLISH_TEXT),
    );
    const bug = new CommerceError('bad query');
    const broken = fakeCommerce(() => Promise.reject(bug));
    expect(await caught(guardCommerce(broken.client).query('q', { locale: fr }))).toBe(bug);

    const slow = fakeContent(() => Promise.reject(new ContentError('timed out', true)));
    expect(await caught(guardContent(slow.client).fetch('q', { locale: fr }))).toMatchObject(
      unavailableAnswer(FRENCH_TEXT),
    );
    const invalid = new ContentError('bad query');
    const failing = fakeContent(() => Promise.reject(invalid));
    expect(await caught(guardContent(failing.client).fetch('q', { locale: enUs }))).toBe(invalid);
  });
});
