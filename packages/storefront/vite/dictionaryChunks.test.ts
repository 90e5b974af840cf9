import { describe, expect, it } from 'vitest';
import { dictionaryChunkAddresses } from './dictionaryChunks';

describe('the dictionary chunks the document preloads', () => {
  it("finds each language's chunk among the browser bundle's outputs", () => {
    const bundle = {
      'assets/fr-CBlm8VCR.js': {
        type: 'chunk' as const,
        fileName: 'assets/fr-CBlm8VCR.js',
        facadeModuleId: '/work/shop/packages/storefront/app/lib/i18n/dictionaries/fr.shop.ts',
      },
      'assets/fr-account-D1x8aQ2b.js': {
        type: 'chunk' as const,
        fileName: 'assets/fr-account-D1x8aQ2b.js',
        facadeModuleId: '/work/shop/packages/storefront/app/lib/i18n/dictionaries/fr.account.ts',
      },
      'assets/en-BEJlzUTz.js': {
        type: 'chunk' as const,
        fileName: 'assets/en-BEJlzUTz.js',
        facadeModuleId: '/work/shop/packages/storefront/app/lib/i18n/dictionaries/en.shop.ts',
      },
      // The whole dictionary is the server's: never a browser chunk to preload.
      'assets/fr-whole.js': {
        type: 'chunk' as const,
        fileName: 'assets/fr-whole.js',
        facadeModuleId: '/work/shop/packages/storefront/app/lib/i18n/dictionaries/fr.ts',
      },
      'assets/entry.client-x.js': {
        type: 'chunk' as const,
        fileName: 'assets/entry.client-x.js',
        facadeModuleId: '/work/shop/packages/storefront/app/entry.client.tsx',
      },
      'assets/app-y.css': { type: 'asset' as const, fileName: 'assets/app-y.css' },
    };
    expect(dictionaryChunkAddresses(bundle, '/')).toEqual({
      FR: { shop: '/assets/fr-CBlm8VCR.js', account: '/assets/fr-account-D1x8aQ2b.js' },
      EN: { shop: '/assets/en-BEJlzUTz.js' },
    });
  });
});
