import type { SanityClient } from '@sanity/client';
import type { ContactRequestDocument } from '@treize/content-model';
import type { ContentEmulator } from '@treize/content-emulator';
import { startContentTestEmulator } from '../test/contentTestEmulator';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { setAppContext } from '../lib/server/context.server';
import { parseEnv } from '../lib/server/env.server';
import { createMemoryRateLimitStore, setRateLimitStore } from '../lib/limits/rateLimit.server';
import { routeArgs, testContext } from '../test/fakes';
import { action, loader } from './api.contact';

/**
 * `/api/contact` against a real content emulator: a kept request is a `contactRequest`
 * document read back with GROQ; every refused request leaves the dataset without a new one.
 */
let emulator: ContentEmulator;
let editor: SanityClient;
let stopEmulator: (() => Promise<void>) | undefined;

beforeAll(async () => {
  ({ emulator, editor, stop: stopEmulator } = await startContentTestEmulator());
}, 120_000);
afterAll(async () => {
  setAppContext(undefined);
  await stopEmulator?.();
});
beforeEach(() => {
  useContentAt(emulator.url, 'local-content-token');
  setRateLimitStore(createMemoryRateLimitStore());
});

function useContentAt(apiHost: string, writeToken: string) {
  const env = parseEnv({
    SESSION_SECRET: 'test-session-secret-0123',
    SANITY_API_HOST: apiHost,
    SANITY_WRITE_TOKEN: writeToken,
  });
  setAppContext({ ...testContext(), env });
}

const requests = () =>
  editor.fetch<ContactRequestDocument[]>('*[_type == "contactRequest"] | order(submittedAt asc)');

const valid = (): Record<string, string> => ({
  language: 'EN',
  currency: 'USD',
  product: 'Comète - Créole (or recyclé)',
  pathname: '/en-us/products/comete',
  firstName: 'Ada',
  lastName: 'Lovelace',
  email: 'ada@example.com',
  phone: '+33 6 12 34 56 78',
  'option_engraving:Custom engraving': 'on',
  'option_gift:Gift wrapping': 'on',
  textContent: 'Could you engrave "13" inside?',
});

function formOf(fields: Record<string, string>): FormData {
  const form = new FormData();
  for (const [name, value] of Object.entries(fields)) form.set(name, value);
  return form;
}

async function post(
  fields: Record<string, string> | string,
  headers: Record<string, string> = {},
  peer = '192.0.2.10',
): Promise<{
  status: number;
  headers: Headers;
  body: { error?: string; fieldErrors?: Record<string, string>; id?: string };
}> {
  const body = typeof fields === 'string' ? fields : formOf(fields);
  const answer = (await action(
    routeArgs('/api/contact', {}, { method: 'POST', body, headers }, { peer }),
  )) as unknown;
  if (answer instanceof Response) {
    return { status: answer.status, headers: answer.headers, body: (await answer.json()) as never };
  }
  const { data, init } = answer as { data: never; init: ResponseInit | null };
  return { status: init?.status ?? 200, headers: new Headers(init?.headers), body: data };
}

/** Runs `send` and checks that the dataset holds exactly the same contact requests afterwards. */
async function expectNothingStored(send: () => Promise<unknown>) {
  const before = (await requests()).map((request) => request._id);
  await send();
  expect((await requests()).map((request) => request._id)).toEqual(before);
}

describe('POST /api/contact', () => {
  it('keeps a valid request as a contactRequest document, options in the editors’ words', async () => {
    const answer = await post(valid());
    expect(answer.status).toBe(200);
    const stored = await editor.getDocument<ContactRequestDocument>(answer.body.id!);
    expect(stored).toMatchObject({
      _type: 'contactRequest',
      language: 'en',
      currency: 'USD',
      product: 'Comète - Créole (or recyclé)',
      pathname: '/en-us/products/comete',
      firstName: 'Ada',
      lastName: 'Lovelace',
      email: 'ada@example.com',
      phone: '+33 6 12 34 56 78',
      textContent: 'Could you engrave "13" inside?',
      options: [
        { _type: 'contactRequestOption', key: 'engraving', text: 'Custom engraving' },
        { _type: 'contactRequestOption', key: 'gift', text: 'Gift wrapping' },
      ],
    });
    expect(Date.parse(stored!.submittedAt)).toBeGreaterThan(Date.now() - 60_000);
  });

  it('keeps a request from the footer: no product, no phone, no options, French', async () => {
    const answer = await post({
      language: 'FR',
      currency: 'EUR',
      product: '',
      pathname: '/',
      firstName: 'Zoë',
      lastName: 'Durand-Lefèvre',
      email: 'zoe@exemple.fr',
      textContent: '',
    });
    expect(answer.status).toBe(200);
    const stored = await editor.getDocument<ContactRequestDocument>(answer.body.id!);
    expect(stored).toMatchObject({ language: 'fr', firstName: 'Zoë', options: [] });
    expect(stored).not.toHaveProperty('product');
    expect(stored).not.toHaveProperty('phone');
  });

  describe('bad input answers 400 with a message under each field, and stores nothing', () => {
    it.each([
      ['an invalid first name', { firstName: 'Ada3' }, 'firstName', 'Invalid first name'],
      ['an invalid last name', { lastName: '--' }, 'lastName', 'Invalid last name'],
      [
        'an invalid email',
        { email: 'ada@example' },
        'email',
        'Please enter a valid email address, like name@example.com.',
      ],
      ['a missing first name', { firstName: '' }, 'firstName', 'Please fill in this field.'],
      ['a missing email', { email: ' ' }, 'email', 'Please fill in this field.'],
      [
        'a phone with letters',
        { phone: 'call me' },
        'phone',
        'Please enter a phone number with digits only, spaces and an optional +.',
      ],
      [
        'a message over 5000 characters',
        { textContent: 'é'.repeat(5001) },
        'textContent',
        'Please keep this under 5000 characters.',
      ],
      [
        'an option the editors do not offer',
        { 'option_discount:50% off': 'on' },
        'options',
        'One of the chosen topics no longer exists. Please reload the page and choose again.',
      ],
      ['an unknown currency', { currency: 'GBP' }, 'currency', undefined],
      ['a pathname that is not a path', { pathname: 'https://evil.test' }, 'pathname', undefined],
      [
        'a pathname on another site',
        { pathname: '//evil.example' },
        'pathname',
        'This field could not be read. Please reload the page and send the form again.',
      ],
      [
        'a pathname that dot segments take away',
        { pathname: '/.//evil.example' },
        'pathname',
        undefined,
      ],
      [
        'a missing hidden field',
        { language: undefined as unknown as string },
        'language',
        'This field could not be read. Please reload the page and send the form again.',
      ],
      [
        'an options field that is not the form’s',
        { options: '{not json' },
        'options',
        'One of the chosen topics no longer exists. Please reload the page and choose again.',
      ],
      [
        'an option without its text',
        { option_engraving: 'on' },
        'options',
        'One of the chosen topics no longer exists. Please reload the page and choose again.',
      ],
      [
        'an email with a right-to-left override',
        { email: 'ada\u202E@example.com' },
        'email',
        'Please enter a valid email address, like name@example.com.',
      ],
      [
        'an email with script junk',
        { email: '<script>alert(1)</script>@example.com' },
        'email',
        'Please enter a valid email address, like name@example.com.',
      ],
    ])('%s', async (_case, change, field, message) => {
      await expectNothingStored(async () => {
        const fields: Record<string, string> = { ...valid(), ...change };
        for (const name of Object.keys(fields)) if (fields[name] === undefined) delete fields[name];
        const answer = await post(fields);
        expect(JSON.stringify(answer.body)).not.toContain('Missing translation');
        expect(answer.status).toBe(400);
        expect(answer.body.fieldErrors).toHaveProperty(field);
        if (message) expect(answer.body.fieldErrors?.[field]).toBe(message);
      });
    });

    it('answers in French for a French page', async () => {
      const answer = await post({
        ...valid(),
        language: 'FR',
        currency: 'EUR',
        pathname: '/',
        firstName: 'Ada3',
      });
      expect(answer.body).toMatchObject({
        error: 'Veuillez corriger les champs signalés et envoyer à nouveau le formulaire.',
        fieldErrors: { firstName: 'Prénom invalide' },
      });
    });

    it('a filled honeypot', async () => {
      await expectNothingStored(async () => {
        const answer = await post({ ...valid(), website: 'https://spam.test' });
        expect(answer.status).toBe(400);
        expect(answer.body.error).toContain('looks automated');
      });
    });

    it('a body that is not a form', async () => {
      await expectNothingStored(async () => {
        const answer = await post(JSON.stringify(valid()), { 'Content-Type': 'application/json' });
        expect(answer.status).toBe(400);
      });
    });

    it('a body over 64 KB answers 413', async () => {
      await expectNothingStored(async () => {
        const answer = await post(
          { ...valid(), textContent: 'x'.repeat(70_000) },
          { Referer: 'http://shop.test/en-fr/products/comete' },
        );
        expect(answer.status).toBe(413);
        expect(answer.body.error).toBe(
          'The form is too large (64 KB at most). Please shorten your message and send it again.',
        );
      });
    });
  });

  it('answers 429 with Retry-After after 5 requests from one client, and keeps nothing more', async () => {
    // A forged X-Forwarded-For makes no new client: no proxy is trusted here.
    const forged = (attempt: number) => ({
      'X-Forwarded-For': `198.51.100.${attempt}`,
      Referer: 'http://shop.test/en-us',
    });
    for (let attempt = 0; attempt < 5; attempt += 1) {
      expect(
        (await post({ ...valid(), firstName: 'Ada3' }, forged(attempt), '192.0.2.44')).status,
      ).toBe(400);
    }
    await expectNothingStored(async () => {
      const limited = await post(valid(), forged(9), '192.0.2.44');
      expect(limited.status).toBe(429);
      expect(limited.headers.get('Retry-After')).toMatch(/^\d+$/);
      expect(limited.body.error).toBe(
        'Too many attempts from your connection. Please wait 10 min and try again.',
      );
    });
    expect((await post(valid(), {}, '192.0.2.45')).status).toBe(200);
  });

  it('answers 503 with a message when the content backend cannot be reached', async () => {
    useContentAt('http://127.0.0.1:9', 'local-content-token');
    const answer = await post(valid());
    expect(answer.status).toBe(503);
    expect(answer.body.error).toBe(
      'We cannot receive messages right now. Please try again in a few minutes.',
    );
  });

  it('answers 503 and stores nothing when the write token is refused', async () => {
    useContentAt(emulator.url, 'not-the-token');
    await expectNothingStored(async () => {
      expect((await post(valid())).status).toBe(503);
    });
  });
});

describe('GET /api/contact', () => {
  it('answers 405 in the language of the page it was asked from', () => {
    const answer = loader(
      routeArgs('/api/contact', {}, { headers: { Referer: 'http://shop.test/en-us' } }),
    ) as unknown as { data: { error: string }; init: ResponseInit };
    expect(answer.init.status).toBe(405);
    expect(answer.data.error).toBe('This address only takes a form sent with POST.');
  });
});
