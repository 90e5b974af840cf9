import { afterEach, describe, expect, it, vi } from 'vitest';
import type * as Translate from '../i18n/translate';

const loads: string[] = [];
const pendingLoads: (() => void)[] = [];
/** Lets every dictionary load asked for so far arrive. */
const finishLoad = () => pendingLoads.splice(0).forEach((resolve) => resolve());

vi.mock('../i18n/translate', async (importOriginal) => {
  const original = await importOriginal<typeof Translate>();
  return {
    ...original,
    loadDictionary: (language: string, part: string) => {
      loads.push(`${language}:${part}`);
      return new Promise<void>((resolve) => pendingLoads.push(resolve));
    },
  };
});

const { withAccountWords } = await import('./accountWords');

afterEach(() => {
  loads.length = 0;
  pendingLoads.length = 0;
});

const on = (path: string) => new Request(`http://localhost${path}`);

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
  it('fetches the account forms’ words of the page’s language beside the server data', async () => {
    const loaded = withAccountWords({
      params: { locale: 'en-us' },
      request: on('/en-us/account/login'),
      serverLoader: async () => ({ customer: 'Inès' }),
    });
    expect(loads).toEqual(['EN:account']);
    expect(await settled(loaded)).toBe(false);
    finishLoad();
    await expect(loaded).resolves.toEqual({ customer: 'Inès' });
  });

  it('adds the signed-in pages’ words on those pages only', async () => {
    for (const path of [
      '/account',
      '/en-fr/account/orders/7',
      '/account/addresses',
      '/account/edit',
    ]) {
      const loaded = withAccountWords({
        params: path.startsWith('/en-fr') ? { locale: 'en-fr' } : {},
        request: on(path),
        serverLoader: async () => path,
      });
      finishLoad();
      await expect(loaded).resolves.toBe(path);
    }
    expect(loads).toEqual([
      'FR:account',
      'FR:accountArea',
      'EN:account',
      'EN:accountArea',
      'FR:account',
      'FR:accountArea',
      'FR:account',
      'FR:accountArea',
    ]);
    loads.length = 0;
    for (const path of [
      '/account/register',
      '/account/recover',
      '/account/reset/1/t',
      '/account/activate/1/t',
    ]) {
      const loaded = withAccountWords({
        params: {},
        request: on(path),
        serverLoader: async () => 0,
      });
      finishLoad();
      await loaded;
    }
    expect(loads).toEqual(['FR:account', 'FR:account', 'FR:account', 'FR:account']);
  });

  it('takes French without a prefix or with one the shop does not have', async () => {
    const plain = withAccountWords({
      params: {},
      request: on('/account/login'),
      serverLoader: async () => 1,
    });
    finishLoad();
    await plain;
    const unknown = withAccountWords({
      params: { locale: 'xx-yy' },
      request: on('/xx-yy/account/login'),
      serverLoader: async () => 2,
    });
    finishLoad();
    await unknown;
    expect(loads).toEqual(['FR:account', 'FR:account']);
  });

  it('waits for the words before passing on a redirect or an error', async () => {
    const redirect = new Response(null, { status: 302, headers: { Location: '/account/login' } });
    const loaded = withAccountWords({
      params: { locale: 'en-fr' },
      request: on('/en-fr/account'),
      serverLoader: async () => {
        throw redirect;
      },
    });
    expect(await settled(loaded)).toBe(false);
    finishLoad();
    await expect(loaded).rejects.toBe(redirect);
  });
});
