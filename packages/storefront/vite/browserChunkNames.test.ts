import { describe, expect, it } from 'vitest';
import { browserChunkName } from './browserChunkNames';

describe("the browser's script names", () => {
  it('names a chunk by its hash alone', () => {
    const island = '/shop/packages/storefront/app/components/product/LazyProductGrid.tsx';
    expect(browserChunkName({ facadeModuleId: island })).toBe('assets/[hash].js');
    expect(browserChunkName({ facadeModuleId: null })).toBe('assets/[hash].js');
  });

  it('keeps the language, and the account part, in a dictionary’s name', () => {
    const dictionaries = '/shop/packages/storefront/app/lib/i18n/dictionaries';
    for (const language of ['fr', 'en']) {
      expect(browserChunkName({ facadeModuleId: `${dictionaries}/${language}.shop.ts` })).toBe(
        `assets/${language}-[hash].js`,
      );
      expect(browserChunkName({ facadeModuleId: `${dictionaries}/${language}.account.ts` })).toBe(
        `assets/${language}-account-[hash].js`,
      );
    }
  });
});
