import type { VariantRecord } from '../../catalogue/records.js';
import type { ResolverMap } from '../schema.js';
import type { RequestContext } from '../context.js';
import { connection, type PageArgs } from '../connection.js';
import { encodeVariants } from '../encodeVariants.js';
import { money, priceIn } from '../money.js';
import {
  collectionSource,
  mediaSource,
  quantityOf,
  variantSource,
  type ProductSource,
  type VariantSource,
} from '../sources.js';
import { imageSource } from './media.js';
import { escapeHtml } from '../../http/respond.js';

interface SelectedOptionsArgs {
  selectedOptions?: { name: string; value: string }[] | null;
  ignoreUnknownOptions?: boolean | null;
  caseInsensitiveMatch?: boolean | null;
}

/** Cuts a text at `truncateAt` characters with an ellipsis, as `description(truncateAt:)` does. */
export function truncate(text: string, truncateAt?: number | null): string {
  if (!truncateAt || text.length <= truncateAt) return text;
  return `${text.slice(0, Math.max(0, truncateAt - 1)).trimEnd()}…`;
}

/** The variant whose options match the selection exactly; null when none does or the selection is partial. */
export function matchVariant(
  product: ProductSource,
  args: SelectedOptionsArgs,
): VariantRecord | null {
  const { options, variants } = product.record;
  const same = (a: string, b: string) =>
    args.caseInsensitiveMatch ? a.toLowerCase() === b.toLowerCase() : a === b;
  let selected = args.selectedOptions ?? [];
  if (args.ignoreUnknownOptions) {
    selected = selected.filter((s) =>
      options.some((o) => same(o.name, s.name) && o.values.some((v) => same(v, s.value))),
    );
  }
  if (selected.length !== options.length) return null;
  return (
    variants.find((v) =>
      selected.every((s) =>
        v.selectedOptions.some((o) => same(o.name, s.name) && same(o.value, s.value)),
      ),
    ) ?? null
  );
}

function firstAvailable(product: ProductSource): VariantRecord | null {
  const { variants } = product.record;
  return variants.find((v) => quantityOf(product, v) > 0) ?? variants[0] ?? null;
}

function optionIndexTuple(product: ProductSource, variant: VariantRecord): number[] {
  return product.record.options.map((o) => {
    const value = variant.selectedOptions.find((s) => s.name === o.name)?.value;
    return value === undefined ? -1 : o.values.indexOf(value);
  });
}

function priceRange(product: ProductSource, ctx: RequestContext, compareAt: boolean) {
  const amounts = product.record.variants.map((v) =>
    compareAt ? (v.compareAtPrice?.[ctx.currency] ?? 0) : v.price[ctx.currency],
  );
  return {
    minVariantPrice: money(Math.min(...amounts), ctx.currency),
    maxVariantPrice: money(Math.max(...amounts), ctx.currency),
  };
}

const imageMedia = (p: ProductSource) => p.record.media.filter((m) => m.kind === 'IMAGE');

export const productResolvers: ResolverMap = {
  Product: {
    id: (p: ProductSource) => p.record.id,
    handle: (p: ProductSource) => p.record.handle,
    title: (p: ProductSource, _a: unknown, ctx) => p.record.title[ctx.lang],
    description: (p: ProductSource, a: { truncateAt?: number | null }, ctx) =>
      truncate(p.record.description[ctx.lang], a.truncateAt),
    descriptionHtml: (p: ProductSource, _a: unknown, ctx) =>
      `<p>${escapeHtml(p.record.description[ctx.lang])}</p>`,
    productType: (p: ProductSource, _a: unknown, ctx) => p.record.productType[ctx.lang],
    vendor: (p: ProductSource) => p.record.vendor,
    tags: (p: ProductSource) => p.record.tags,
    createdAt: (p: ProductSource) => p.record.createdAt,
    updatedAt: (p: ProductSource) => p.record.updatedAt,
    publishedAt: (p: ProductSource) => p.record.createdAt,
    availableForSale: (p: ProductSource) => p.record.variants.some((v) => quantityOf(p, v) > 0),
    totalInventory: (p: ProductSource) =>
      p.record.variants.reduce((sum, v) => sum + quantityOf(p, v), 0),
    isGiftCard: () => false,
    requiresSellingPlan: () => false,
    // A headless shop is not published to the Online Store channel, so Shopify answers null.
    onlineStoreUrl: () => null,
    trackingParameters: () => null,
    seo: (p: ProductSource, _a: unknown, ctx) => ({
      title: p.record.title[ctx.lang],
      description: truncate(p.record.description[ctx.lang], 155),
    }),
    options: (p: ProductSource, a: { first?: number | null }) => {
      const num = p.record.id.split('/').pop() ?? '';
      const options = p.record.options.map((o, oi) => ({
        __typename: 'ProductOption',
        id: `gid://shopify/ProductOption/${num}${oi}`,
        name: o.name,
        values: o.values,
        optionValues: o.values.map((value, vi) => {
          const candidates = p.record.variants.filter((v) =>
            v.selectedOptions.some((s) => s.name === o.name && s.value === value),
          );
          const first = candidates.find((v) => quantityOf(p, v) > 0) ?? candidates[0];
          return {
            __typename: 'ProductOptionValue',
            id: `gid://shopify/ProductOptionValue/${num}${oi}${vi}`,
            name: value,
            firstSelectableVariant: first ? variantSource(p, first) : null,
            swatch: null,
          };
        }),
      }));
      return a.first != null ? options.slice(0, a.first) : options;
    },
    variants: (p: ProductSource, a: PageArgs & { reverse?: boolean | null }) => {
      const list = a.reverse ? [...p.record.variants].reverse() : p.record.variants;
      return connection(
        list,
        a,
        (v) => v.id,
        (v) => variantSource(p, v),
      );
    },
    variantsCount: (p: ProductSource) => ({ count: p.record.variants.length, precision: 'EXACT' }),
    variantBySelectedOptions: (p: ProductSource, a: SelectedOptionsArgs) => {
      const variant = matchVariant(p, a);
      return variant ? variantSource(p, variant) : null;
    },
    selectedOrFirstAvailableVariant: (p: ProductSource, a: SelectedOptionsArgs) => {
      const variant = matchVariant(p, a) ?? firstAvailable(p);
      return variant ? variantSource(p, variant) : null;
    },
    adjacentVariants: (p: ProductSource, a: SelectedOptionsArgs) => {
      const base = matchVariant(p, a) ?? firstAvailable(p);
      if (!base) return [];
      const baseTuple = optionIndexTuple(p, base);
      return p.record.variants
        .filter(
          (v) => optionIndexTuple(p, v).filter((index, i) => index !== baseTuple[i]).length === 1,
        )
        .map((v) => variantSource(p, v));
    },
    encodedVariantExistence: (p: ProductSource) =>
      encodeVariants(p.record.variants.map((v) => optionIndexTuple(p, v))),
    encodedVariantAvailability: (p: ProductSource) =>
      encodeVariants(
        p.record.variants.filter((v) => quantityOf(p, v) > 0).map((v) => optionIndexTuple(p, v)),
      ),
    media: (p: ProductSource, a: PageArgs & { reverse?: boolean | null }) => {
      const list = a.reverse ? [...p.record.media].reverse() : p.record.media;
      return connection(list, a, (m) => m.id, mediaSource);
    },
    images: (p: ProductSource, a: PageArgs & { reverse?: boolean | null }, ctx) => {
      const list = a.reverse ? [...imageMedia(p)].reverse() : imageMedia(p);
      return connection(
        list,
        a,
        (m) => m.imageKey,
        (m) => imageSource(ctx, m.imageKey, m.alt[ctx.lang]),
      );
    },
    featuredImage: (p: ProductSource, _a: unknown, ctx) => {
      const first = imageMedia(p)[0];
      return first ? imageSource(ctx, first.imageKey, first.alt[ctx.lang]) : null;
    },
    priceRange: (p: ProductSource, _a: unknown, ctx) => priceRange(p, ctx, false),
    compareAtPriceRange: (p: ProductSource, _a: unknown, ctx) => priceRange(p, ctx, true),
    collections: (p: ProductSource, a: PageArgs & { reverse?: boolean | null }, ctx) => {
      const list = ctx.catalogue.collectionsOf(p.record.id);
      if (a.reverse) list.reverse();
      return connection(list, a, (c) => c.id, collectionSource);
    },
    // The demo catalogue has no metafields: Shopify answers null for a metafield that is not set.
    metafield: () => null,
    metafields: (_p: ProductSource, a: { identifiers: unknown[] }) => a.identifiers.map(() => null),
  },
  ProductVariant: {
    id: (v: VariantSource) => v.variant.id,
    title: (v: VariantSource) => v.variant.title,
    sku: (v: VariantSource) => v.variant.sku,
    barcode: () => null,
    availableForSale: (v: VariantSource) => quantityOf(v.product, v.variant) > 0,
    currentlyNotInStock: () => false,
    quantityAvailable: (v: VariantSource) => quantityOf(v.product, v.variant),
    price: (v: VariantSource, _a: unknown, ctx) => priceIn(v.variant.price, ctx.currency),
    priceV2: (v: VariantSource, _a: unknown, ctx) => priceIn(v.variant.price, ctx.currency),
    compareAtPrice: (v: VariantSource, _a: unknown, ctx) =>
      v.variant.compareAtPrice ? priceIn(v.variant.compareAtPrice, ctx.currency) : null,
    compareAtPriceV2: (v: VariantSource, _a: unknown, ctx) =>
      v.variant.compareAtPrice ? priceIn(v.variant.compareAtPrice, ctx.currency) : null,
    selectedOptions: (v: VariantSource) => v.variant.selectedOptions,
    image: (v: VariantSource, _a: unknown, ctx) =>
      v.variant.imageKey
        ? imageSource(ctx, v.variant.imageKey, v.product.record.title[ctx.lang])
        : null,
    product: (v: VariantSource) => v.product,
    requiresShipping: () => true,
    requiresComponents: () => false,
    taxable: () => true,
    weight: () => 5,
    weightUnit: () => 'GRAMS',
    unitPrice: () => null,
    unitPriceMeasurement: () => null,
    quantityRule: () => ({ minimum: 1, maximum: null, increment: 1 }),
    metafield: () => null,
    metafields: (_v: VariantSource, a: { identifiers: unknown[] }) => a.identifiers.map(() => null),
  },
};
