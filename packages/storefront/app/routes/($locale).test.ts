import { describe, expect, it } from 'vitest';
import { routeArgs } from '../test/fakes';
import { loader } from './($locale)';

async function statusOf(run: () => unknown): Promise<number | 'ok'> {
  try {
    await run();
    return 'ok';
  } catch (error) {
    return (error as { init?: { status?: number } }).init?.status ?? -1;
  }
}

describe('($locale) layout (behaviour §2)', () => {
  it('accepts no prefix and the two configured prefixes', async () => {
    for (const locale of [undefined, 'en-us', 'en-fr']) {
      expect(await statusOf(() => loader(routeArgs('/', { locale })))).toBe('ok');
    }
  });

  it('answers 404 for any other prefix', async () => {
    for (const locale of ['de-de', 'en-gb', 'fr-fr', 'products']) {
      expect(await statusOf(() => loader(routeArgs(`/${locale}`, { locale })))).toBe(404);
    }
  });
});
