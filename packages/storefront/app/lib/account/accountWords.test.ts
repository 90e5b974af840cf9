import { afterEach, describe, expect, it, vi } from 'vitest';
import type * as I18n from '../i18n';

const loads: string[] = [];
let finishLoad: () => void = () => undefined;

vi.mock('../i18n', async (importOriginal) => {
  const original = await importOriginal<typeof I18n>();
  return {
    ...original,
    loadDictionary: (language: string, part: string) => {
      loads.push(`${language}:${part}`);
      return new Promise<void>((resolve) => (finishLoad = resolve));
    },
  };
});

const { withAccountWords } = await import('./accountWords');

afterEach(() => {
  loads.length = 0;
});

/** Whether `promise` has settled after every pending callback has run. */
async function settled(promise: Promise<unknown>): Promise<boolean> {
  let done = false;
  promise.then(
    () => (done = true),
    () => (done = true),
  );
  await new Promise((resolve) => setTimeout(resolve, 0));
  return done;
}

describe('an account page’s client loader', () => {
  it('fetches the account words of the page’s language beside the server data', async () => {
    const loaded = withAccountWords({
      params: { locale: 'en-us' },
      serverLoader: async () => ({ customer: 'Inès' }),
    });
    expect(loads).toEqual(['EN:account']);
    expect(await settled(loaded)).toBe(false);
    finishLoad();
    await expect(loaded).resolves.toEqual({ customer: 'Inès' });
  });

  it('takes French without a prefix or with one the shop does not have', async () => {
    const plain = withAccountWords({ params: {}, serverLoader: async () => 1 });
    finishLoad();
    await plain;
    const unknown = withAccountWords({ params: { locale: 'xx-yy' }, serverLoader: async () => 2 });
    finishLoad();
    await unknown;
    expect(loads).toEqual(['FR:account', 'FR:account']);
  });

  it('waits for the words before passing on a redirect or an error', async () => {
    const redirect = new Response(null, { status: 302, headers: { Location: '/account/login' } });
    const loaded = withAccountWords({
      params: { locale: 'en-fr' },
      serverLoader: async () => {
        throw redirect;
      },
    });
    expect(await settled(loaded)).toBe(false);
    finishLoad();
    await expect(loaded).rejects.toBe(redirect);
  });
});
