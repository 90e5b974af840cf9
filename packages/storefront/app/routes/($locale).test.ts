import { describe, expect, it } from 'vitest';
import { routeArgs } from '../test/fakes';
import { thrownStatus } from '../test/thrownStatus';
import { loader } from './($locale)';

describe('($locale) layout (behaviour §2)', () => {
  it('accepts no prefix and the two configured prefixes', async () => {
    for (const locale of [undefined, 'en-us', 'en-fr']) {
      expect(await thrownStatus(() => loader(routeArgs('/', { locale })))).toBe('returned');
    }
  });

  it('answers 404 for any other prefix', async () => {
    for (const locale of ['de-de', 'en-gb', 'fr-fr', 'products']) {
      expect(await thrownStatus(() => loader(routeArgs(`/${locale}`, { locale })))).toBe(404);
    }
  });
});
