import type { SanityClient } from '@sanity/client';
import type { ContactRequestDocument } from '@treize/content-model';
import type { ContentEmulator } from '@treize/content-emulator';
import { startContentTestEmulator } from '../../test/contentTestEmulator';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { parseEnv } from '../server/env.server';
import type { ContactRequest } from '../forms/contactSchema';
import { DEFAULT_LOCALE, LOCALES } from '../i18n/locales';
import {
  ContactStoreUnavailableError,
  contactRequestDocument,
  fetchContactOptions,
  saveContactRequest,
} from './contactRequests.server';

/**
 * The contact requests against a real content emulator, started once for the file:
 * the document kept, the options offered per language, and what a missing token, a dead backend
 * or an invalid document become.
 */
let emulator: ContentEmulator;
let editor: SanityClient;
let stopEmulator: (() => Promise<void>) | undefined;

beforeAll(async () => {
  ({ emulator, editor, stop: stopEmulator } = await startContentTestEmulator());
}, 120_000);
afterAll(async () => {
  await stopEmulator?.();
});

const sanityAt = (apiHost: string, writeToken?: string) =>
  parseEnv({
    SESSION_SECRET: 'test-session-secret-0123',
    SANITY_API_HOST: apiHost,
    ...(writeToken === undefined ? {} : { SANITY_WRITE_TOKEN: writeToken }),
  }).sanity;

const request = (part: Partial<ContactRequest> = {}): ContactRequest =>
  ({
    language: 'EN',
    currency: 'USD',
    product: 'Comète - Créole (or recyclé)',
    pathname: '/en-us/products/comete',
    firstName: 'Ada',
    lastName: 'Lovelace',
    email: 'ada@example.com',
    phone: '+33 6 12 34 56 78',
    textContent: 'Could you engrave "13" inside?',
    ...part,
  }) as ContactRequest;

const NOW = new Date('2026-11-24T01:00:00.000Z');

describe('contactRequestDocument', () => {
  it('keeps every field, the options in the editors’ words, and the time', () => {
    const document = contactRequestDocument(
      request(),
      [{ key: 'engraving', text: 'Custom engraving' }],
      NOW,
    );
    expect(document).toEqual({
      _id: expect.stringMatching(/^contactRequest-[0-9a-f-]{36}$/),
      _type: 'contactRequest',
      language: 'en',
      currency: 'USD',
      product: 'Comète - Créole (or recyclé)',
      pathname: '/en-us/products/comete',
      firstName: 'Ada',
      lastName: 'Lovelace',
      email: 'ada@example.com',
      phone: '+33 6 12 34 56 78',
      options: [
        {
          _type: 'contactRequestOption',
          _key: 'engraving',
          key: 'engraving',
          text: 'Custom engraving',
        },
      ],
      textContent: 'Could you engrave "13" inside?',
      submittedAt: '2026-11-24T01:00:00.000Z',
    });
    expect(contactRequestDocument(request(), [], NOW)._id).not.toBe(document._id);
  });

  it('leaves out an empty product, phone and message', () => {
    const document = contactRequestDocument(
      request({ language: 'FR', product: '', phone: '', textContent: '' }),
      [],
      NOW,
    );
    expect(document.language).toBe('fr');
    expect(Object.keys(document).sort()).toEqual(
      [
        '_id',
        '_type',
        'currency',
        'email',
        'firstName',
        'language',
        'lastName',
        'options',
        'pathname',
        'submittedAt',
      ].sort(),
    );
  });
});

describe('saveContactRequest', () => {
  it('keeps the document in the dataset and answers its id', async () => {
    const document = contactRequestDocument(
      request(),
      [{ key: 'gift', text: 'Gift wrapping' }],
      NOW,
    );
    const id = await saveContactRequest(sanityAt(emulator.url, 'local-content-token'), document);
    expect(id).toBe(document._id);
    expect(await editor.getDocument<ContactRequestDocument>(id)).toMatchObject({
      ...document,
      options: [{ _key: 'gift', key: 'gift', text: 'Gift wrapping' }],
    });
  });

  it('refuses an invalid document before writing, naming the problem', async () => {
    const { email: _email, ...incomplete } = contactRequestDocument(request(), [], NOW);
    await expect(
      saveContactRequest(
        sanityAt(emulator.url, 'local-content-token'),
        incomplete as ContactRequestDocument,
      ),
    ).rejects.toThrow(/^Invalid contactRequest: .*email/);
    const { firstName: _firstName, ...twice } = incomplete;
    await expect(
      saveContactRequest(
        sanityAt(emulator.url, 'local-content-token'),
        twice as ContactRequestDocument,
      ),
    ).rejects.toThrow(
      /^Invalid contactRequest: (.*email.*; .*firstName.*|.*firstName.*; .*email.*)$/,
    );
    expect(await editor.getDocument(incomplete._id)).toBeUndefined();
  });

  it('without a write token the store is unavailable', async () => {
    const sanity = { ...sanityAt(emulator.url, 'local-content-token'), writeToken: undefined };
    const saving = saveContactRequest(sanity, contactRequestDocument(request(), [], NOW));
    await expect(saving).rejects.toBeInstanceOf(ContactStoreUnavailableError);
    await expect(saving).rejects.toMatchObject({ name: 'ContactStoreUnavailableError' });
    await expect(saving).rejects.toThrow(
      'The content backend did not keep the contact request: SANITY_WRITE_TOKEN is not set: contact requests cannot be kept',
    );
  });

  it('a backend that refuses the write is unavailable, with its reason', async () => {
    const saving = saveContactRequest(
      sanityAt(emulator.url, 'wrong-token'),
      contactRequestDocument(request(), [], NOW),
    );
    await expect(saving).rejects.toBeInstanceOf(ContactStoreUnavailableError);
    await expect(saving).rejects.toThrow(/^The content backend did not keep the contact request: /);
  });
});

describe('fetchContactOptions', () => {
  it('reads the options the editors offer in the language of the locale', async () => {
    const sanity = sanityAt(emulator.url, 'local-content-token');
    const english = await fetchContactOptions(sanity, LOCALES[1]!);
    const french = await fetchContactOptions(sanity, DEFAULT_LOCALE);
    expect(english).toEqual([
      { key: 'engraving', text: 'Custom engraving' },
      { key: 'size', text: 'Sizing advice' },
      { key: 'appointment', text: 'Workshop appointment' },
      { key: 'gift', text: 'Gift wrapping' },
    ]);
    expect(french).toEqual([
      { key: 'engraving', text: 'Gravure personnalisée' },
      { key: 'size', text: 'Conseil de taille' },
      { key: 'appointment', text: 'Rendez-vous à l’atelier' },
      { key: 'gift', text: 'Emballage cadeau' },
    ]);
  });

  it('no write token, or a backend that does not answer, is unavailable', async () => {
    const sanity = { ...sanityAt(emulator.url, 'local-content-token'), writeToken: undefined };
    await expect(fetchContactOptions(sanity, DEFAULT_LOCALE)).rejects.toThrow(
      new ContactStoreUnavailableError(
        'SANITY_WRITE_TOKEN is not set: contact requests cannot be kept',
      ),
    );
    const dead = fetchContactOptions(
      sanityAt('http://127.0.0.1:9', 'local-content-token'),
      DEFAULT_LOCALE,
    );
    await expect(dead).rejects.toBeInstanceOf(ContactStoreUnavailableError);
    await expect(dead).rejects.toThrow(/^The content backend did not answer the options lookup: /);
  });

  it('a layout without options offers none', async () => {
    const ids = await editor.fetch<string[]>('*[_type == "layout"]._id');
    for (const id of ids) await editor.patch(id).unset(['sharedTexts.forms.options']).commit();
    const sanity = sanityAt(emulator.url, 'local-content-token');
    expect(await fetchContactOptions(sanity, LOCALES[1]!)).toEqual([]);
  });
});
