import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { startEmulator, type EmulatorHandle } from '../test/cartTestEmulator';
import { setAppContext } from '../lib/server/context.server';
import { parseEnv } from '../lib/server/env.server';
import { createMemoryRateLimitStore, setRateLimitStore } from '../lib/limits/rateLimit.server';
import { routeArgs, testContext } from '../test/fakes';
import { action, loader } from './api.subscribe';

/**
 * `/api/subscribe` against a real commerce emulator: a sign-up is a customer created
 * with `customerCreate`, so "nothing stored" is proven by signing the same address up afterwards
 * and getting 200, not 409.
 */
let shop: EmulatorHandle;
let sequence = 0;

beforeAll(async () => {
  shop = await startEmulator();
}, 120_000);
afterAll(async () => {
  setAppContext(undefined);
  await shop?.stop();
});
beforeEach(() => {
  useCommerceAt(shop.emulator.url);
  setRateLimitStore(createMemoryRateLimitStore());
});

function useCommerceAt(url: string) {
  const env = parseEnv({
    SESSION_SECRET: 'test-session-secret-0123',
    PUBLIC_STORE_DOMAIN: url,
    PUBLIC_STOREFRONT_API_TOKEN: 'local-storefront-token',
  });
  setAppContext({ ...testContext(), env });
}

const freshEmail = () => `lecteur.${Date.now()}.${(sequence += 1)}@exemple.fr`;

async function post(
  fields: Record<string, string> | string,
  headers: Record<string, string> = {},
  peer?: string,
): Promise<{ status: number; body: { error?: string; fieldErrors?: Record<string, string> } }> {
  const body = typeof fields === 'string' ? fields : formOf(fields as Record<string, string>);
  const answer = (await action(
    routeArgs('/api/subscribe', {}, { method: 'POST', body, headers }, { peer }),
  )) as unknown;
  if (answer instanceof Response) {
    return { status: answer.status, body: (await answer.json()) as never };
  }
  const { data, init } = answer as { data: never; init: ResponseInit | null };
  return { status: init?.status ?? 200, body: data };
}

describe('POST /api/subscribe', () => {
  it('signs a new address up (200), then answers 409 "Already subscribed" for the same address', async () => {
    const email = freshEmail();
    expect((await post({ email, pathname: '/en-us' })).status).toBe(200);
    const again = await post({ email, pathname: '/en-us/products/comete' });
    expect(again.status).toBe(409);
    expect(again.body.error).toBe('Already subscribed. If not, please contact us.');
  });

  it('answers the already-subscribed message in French on a French page', async () => {
    const email = freshEmail();
    await post({ email, pathname: '/' });
    const again = await post({ email, pathname: '/' });
    expect(again.status).toBe(409);
    expect(again.body.error).toBe(
      'Vous êtes déjà inscrit·e. Si ce n’est pas le cas, contactez-nous.',
    );
  });

  it('trims the address before signing it up', async () => {
    const email = freshEmail();
    expect((await post({ email: `  ${email} `, pathname: '/' })).status).toBe(200);
    expect((await post({ email, pathname: '/' })).status).toBe(409);
  });

  describe('bad input answers 400 with a field message and stores nothing', () => {
    it.each([
      ['an address without a domain', 'ada@'],
      ['an address without a dot in the domain', 'ada@exemple'],
      ['two @', 'ada@@exemple.fr'],
      ['a space', 'ada lovelace@exemple.fr'],
      ['an address over 254 characters', `${'a'.repeat(250)}@exemple.fr`],
    ])('%s', async (_case, email) => {
      const answer = await post({ email, pathname: '/en-fr' });
      expect(answer.status).toBe(400);
      expect(answer.body.fieldErrors?.email).toBe(
        'Please enter a valid email address, like name@example.com.',
      );
    });

    it('a missing address, in French', async () => {
      const answer = await post({ pathname: '/' });
      expect(answer.status).toBe(400);
      expect(answer.body.fieldErrors?.email).toBe('Veuillez saisir une adresse e-mail');
    });

    it('a body that is not a form', async () => {
      const answer = await post(JSON.stringify({ email: freshEmail() }), {
        'Content-Type': 'application/json',
      });
      expect(answer.status).toBe(400);
      expect(answer.body.error).toBe(
        'Veuillez envoyer les champs du formulaire en données de formulaire (multipart ou urlencoded).',
      );
    });

    it('a body over 8 KB answers 413, and the address in it was not signed up', async () => {
      const email = freshEmail();
      const answer = await post(
        { email, pathname: `/en-us/${'x'.repeat(9000)}` },
        { Referer: 'http://shop.test/en-us/products/comete' },
      );
      expect(answer.status).toBe(413);
      expect(answer.body.error).toBe(
        'The form is too large (8 KB at most). Please shorten your message and send it again.',
      );
      expect((await post({ email, pathname: '/' })).status).toBe(200);
    });
  });

  it('answers 429 with Retry-After after 10 tries from one client, and signs nothing up', async () => {
    // Clients are told apart by the socket's peer address, as the server passes it.
    const client = '203.0.113.7';
    for (let attempt = 0; attempt < 10; attempt += 1) {
      expect((await post({ email: 'ada@', pathname: '/' }, {}, client)).status).toBe(400);
    }
    const email = freshEmail();
    const limited = (await action(
      routeArgs(
        '/api/subscribe',
        {},
        {
          method: 'POST',
          body: formOf({ email, pathname: '/en-us' }),
          headers: { Referer: 'http://shop.test/en-us' },
        },
        { peer: client },
      ),
    )) as { data: { error: string }; init: ResponseInit };
    expect(limited.init.status).toBe(429);
    expect(new Headers(limited.init.headers).get('Retry-After')).toMatch(/^\d+$/);
    expect(limited.data.error).toBe(
      'Too many attempts from your connection. Please wait 10 min and try again.',
    );
    // Another client is not held back, and the limited address was never created.
    expect((await post({ email, pathname: '/' }, {}, '203.0.113.8')).status).toBe(200);
  });

  it('answers 503 with a message when the commerce backend cannot be reached', async () => {
    useCommerceAt('http://127.0.0.1:9');
    const answer = await post({ email: freshEmail(), pathname: '/en-us' });
    expect(answer.status).toBe(503);
    expect(answer.body.error).toBe(
      'Sign-up is unavailable right now. Please try again in a few minutes.',
    );
  });
});

describe('GET /api/subscribe', () => {
  it('answers 405 with the method to use', async () => {
    const answer = loader(routeArgs('/api/subscribe', {})) as unknown as {
      data: { error: string };
      init: ResponseInit;
    };
    expect(answer.init.status).toBe(405);
    expect(new Headers(answer.init.headers).get('Allow')).toBe('POST');
  });
});

function formOf(fields: Record<string, string>): FormData {
  const form = new FormData();
  for (const [name, value] of Object.entries(fields)) form.set(name, value);
  return form;
}
