import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { startCommerceEmulator, type CommerceEmulator } from '@treize/commerce-emulator';
import { createCommerceClient, type CommerceClient } from '../lib/commerce/client.server';
import { DEFAULT_LOCALE } from '../lib/i18n/locales';

/** A real commerce emulator on a free port with its data in a temp dir, and a client on it. */
export interface EmulatorHandle {
  emulator: CommerceEmulator;
  commerce: CommerceClient;
  stop(): Promise<void>;
}

/**
 * Starts the emulator for route tests that need a real Storefront API: the demo catalogue, or
 * `catalogueSize` products (the demo ones and generated ones).
 */
export async function startEmulator(
  options: { catalogueSize?: number } = {},
): Promise<EmulatorHandle> {
  const dataDir = mkdtempSync(join(tmpdir(), 'treize-cart-'));
  const emulator = await startCommerceEmulator({
    port: 0,
    dataDir,
    catalogueSize: options.catalogueSize,
  });
  const commerce = createCommerceClient({
    storeDomain: emulator.url,
    storefrontToken: 'local-storefront-token',
    storefrontApiVersion: '2023-10',
  });
  return {
    emulator,
    commerce,
    async stop() {
      await emulator.close();
      rmSync(dataDir, { recursive: true, force: true });
    },
  };
}

/** A variant the catalogue sells, with at least `minStock` pieces in stock. */
export interface StockedVariant {
  id: string;
  quantityAvailable: number;
  compareAtPrice: { amount: string } | null;
}

/** The variants in stock of the catalogue's first products, most stocked first. */
export async function stockedVariants(
  commerce: CommerceClient,
  minStock = 3,
): Promise<StockedVariant[]> {
  const { products } = await commerce.query<{
    products: {
      nodes: { variants: { nodes: (StockedVariant & { availableForSale: boolean })[] } }[];
    };
  }>(
    `query Stocked($country: CountryCode, $language: LanguageCode) @inContext(country: $country, language: $language) {
      products(first: 24) { nodes { variants(first: 10) { nodes { id availableForSale quantityAvailable compareAtPrice { amount } } } } }
    }`,
    { locale: DEFAULT_LOCALE },
  );
  return products.nodes
    .flatMap((product) => product.variants.nodes)
    .filter((variant) => variant.availableForSale && variant.quantityAvailable >= minStock)
    .sort((a, b) => b.quantityAvailable - a.quantityAvailable);
}
