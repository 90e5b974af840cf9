import { describe, expect, it } from 'vitest';
import { requireLocale } from './locale.server';

/** What a loader threw: React Router's `data()` answer. */
function thrown(run: () => unknown): { data: unknown; init: ResponseInit | null } {
  try {
    run();
  } catch (error) {
    return error as { data: unknown; init: ResponseInit | null };
  }
  throw new Error('nothing was thrown');
}

describe('the locale of a ($locale) route', () => {
  it('is French in euros without a prefix, and the prefix’s locale otherwise, in any case', () => {
    expect(requireLocale({})).toMatchObject({ language: 'FR', country: 'FR', currency: 'EUR' });
    expect(requireLocale({ locale: 'en-us' })).toMatchObject({
      language: 'EN',
      country: 'US',
      currency: 'USD',
      pathPrefix: '/en-us',
    });
    expect(requireLocale({ locale: 'EN-FR' })).toMatchObject({ language: 'EN', country: 'FR' });
  });

  it('answers 404 naming the prefix for one the shop does not have (behaviour §2: no silent fallback)', () => {
    const error = thrown(() => requireLocale({ locale: 'de-de' }));
    expect(error.data).toBe('Unknown locale prefix "/de-de"');
    expect(error.init?.status).toBe(404);
  });
});
