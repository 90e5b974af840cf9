import { describe, expect, it } from 'vitest';
import { browserChunkName } from './browserChunkNames.vite';

describe("the browser's script names (issue 16)", () => {
  it('names a chunk by its hash alone', () => {
    const island = '/shop/packages/storefront/app/components/product/LazyProductGrid.tsx';
    expect(browserChunkName({ facadeModuleId: island })).toBe('assets/[hash].js');
    expect(browserChunkName({ facadeModuleId: null })).toBe('assets/[hash].js');
  });

  it('keeps the language in a dictionary’s name', () => {
    for (const language of ['fr', 'en']) {
      const dictionary = `/shop/packages/storefront/app/lib/dictionaries/${language}.ts`;
      expect(browserChunkName({ facadeModuleId: dictionary })).toBe('assets/[name]-[hash].js');
    }
  });
});
