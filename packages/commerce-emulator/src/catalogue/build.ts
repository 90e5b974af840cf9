import { demoCollections, demoProducts, type DemoProduct, type OptionSet } from './demoProducts.js';
import type {
  CollectionRecord,
  ImageRecord,
  MediaRecord,
  Prices,
  ProductRecord,
  VariantRecord,
} from './records.js';
import { artworkSvg, ARTWORK_HEIGHT, ARTWORK_WIDTH, metalColours } from '../media/artwork.js';

/** Everything the seed writes: products, collections, their membership and the images to render. */
export interface Catalogue {
  products: ProductRecord[];
  collections: CollectionRecord[];
  memberships: { collectionId: string; productId: string; position: number }[];
  images: ImageRecord[];
}

const VENDOR = 'Atelier Treize';
const EARS = ['Gauche', 'Droite', 'Paire'];
const COLOURS = ['Or', 'Argent', 'Or rose'];
/**
 * What each shot shows, in each language, for the image alts: the colours' English names are the
 * content's custom option labels, so an English page never reads a French word.
 */
const SHOT_WORDS: Record<string, { fr: string; en: string }> = {
  Or: { fr: 'or', en: 'gold' },
  Argent: { fr: 'argent', en: 'silver' },
  'Or rose': { fr: 'or rose', en: 'rose gold' },
  face: { fr: 'de face', en: 'front' },
  detail: { fr: 'détail', en: 'detail' },
  scene: { fr: 'portée', en: 'worn' },
};
const pad = (n: number, width: number) => String(n).padStart(width, '0');

/** Product gid of demo product N (docs/demo-catalogue.md). */
export const demoProductId = (num: number) => `gid://shopify/Product/91000000${pad(num, 2)}`;
/** Variant gid V of demo product N (docs/demo-catalogue.md). */
export const demoVariantId = (num: number, v: number) =>
  `gid://shopify/ProductVariant/92000${pad(num, 2)}${pad(v, 2)}`;
export const demoCollectionId = (num: number) => `gid://shopify/Collection/930000000${num}`;

const round5 = (n: number) => Math.round(n / 5) * 5;

function optionsOf(set: OptionSet): { name: string; values: string[] }[] {
  if (set === 'earring') {
    return [
      { name: 'Oreille', values: EARS },
      { name: 'Couleur', values: COLOURS },
    ];
  }
  if (set === 'colour') return [{ name: 'Couleur', values: COLOURS }];
  return [{ name: 'Title', values: ['Default Title'] }];
}

/** Every combination of option values, first option outermost (docs/demo-catalogue.md, "Ids"). */
function combinations(
  options: { name: string; values: string[] }[],
): { name: string; value: string }[][] {
  return options.reduce<{ name: string; value: string }[][]>(
    (acc, option) =>
      acc.flatMap((combo) =>
        option.values.map((value) => [...combo, { name: option.name, value }]),
      ),
    [[]],
  );
}

function priceFor(base: Prices, combo: { name: string; value: string }[]): Prices {
  const factor = combo.reduce((f, { name, value }) => {
    if (name === 'Oreille' && value === 'Paire') return f * 1.8;
    if (name === 'Couleur' && value === 'Argent') return f * 0.8;
    return f;
  }, 1);
  return { EUR: round5(base.EUR * factor), USD: round5(base.USD * factor) };
}

function imageKey(handle: string, label: string): string {
  return `${handle}-${label}`
    .toLowerCase()
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .replace(/[^a-z0-9]+/g, '-');
}

function buildDemoProduct(demo: DemoProduct, images: ImageRecord[]): ProductRecord {
  const id = demoProductId(demo.num);
  const options = optionsOf(demo.options);
  const hue = (demo.num * 47) % 360;
  const defaultMetal =
    demo.motif === 'cuff' || demo.handle === 'manchette-soleil'
      ? 'Laiton'
      : demo.handle === 'jonc-fin'
        ? 'Argent'
        : 'Or';
  const shotLabels =
    demo.options === 'default' ? ['face', 'detail', 'scene'] : [...COLOURS, 'scene'];
  const media: MediaRecord[] = [];
  const colourImage = new Map<string, string>();
  shotLabels.forEach((label, index) => {
    const metal = COLOURS.includes(label) ? label : defaultMetal;
    const shot = label === 'detail' ? 1 : label === 'scene' ? 2 : 0;
    const key = imageKey(demo.handle, label);
    const artwork = {
      motif: demo.motif,
      metal: metalColours[metal] ?? '#d4af37',
      hue,
      shot,
      stars: 1 + ((demo.num + index) % 13),
    };
    images.push({
      key,
      width: ARTWORK_WIDTH,
      height: ARTWORK_HEIGHT,
      svg: artworkSvg(artwork),
      artwork,
    });
    if (COLOURS.includes(label)) colourImage.set(label, key);
    media.push({
      id: `gid://shopify/MediaImage/94000${pad(demo.num, 2)}${pad(index + 1, 2)}`,
      kind: 'IMAGE',
      alt: {
        fr: `${demo.title.fr}, ${SHOT_WORDS[label]?.fr ?? label}`,
        en: `${demo.title.en}, ${SHOT_WORDS[label]?.en ?? label}`,
      },
      imageKey: key,
    });
  });
  if (demo.video) {
    media.unshift({
      id: `gid://shopify/Video/95000${pad(demo.num, 2)}01`,
      kind: 'VIDEO',
      alt: { fr: `${demo.title.fr}, vidéo`, en: `${demo.title.en}, video` },
      imageKey: media[0]?.imageKey ?? imageKey(demo.handle, 'face'),
      videoFile: `${demo.handle}.mp4`,
    });
  }
  const variants: VariantRecord[] = combinations(options).map((combo, index) => {
    const position = index + 1;
    const price = priceFor(demo.price, combo);
    const colour = combo.find((o) => o.name === 'Couleur')?.value;
    const soldOut = demo.soldOut?.includes(position) ?? false;
    return {
      id: demoVariantId(demo.num, position),
      position,
      title: combo.map((o) => o.value).join(' / '),
      sku: `AT-${pad(demo.num, 2)}-${pad(position, 2)}`,
      selectedOptions: combo,
      price,
      compareAtPrice: demo.compareAt
        ? { EUR: round5(price.EUR * demo.compareAt), USD: round5(price.USD * demo.compareAt) }
        : null,
      imageKey:
        (colour && colourImage.get(colour)) ??
        media.find((m) => m.kind === 'IMAGE')?.imageKey ??
        null,
      // One of a kind (product 14) has a single piece; the rest a small workshop stock.
      quantity: soldOut
        ? 0
        : demo.handle === 'bague-comete'
          ? 1
          : 3 + ((demo.num * 7 + position * 3) % 10),
    };
  });
  return {
    id,
    handle: demo.handle,
    position: demo.num,
    title: demo.title,
    description: demo.description,
    productType: demo.productType,
    vendor: VENDOR,
    tags: demo.tags,
    createdAt: demo.createdAt,
    updatedAt: demo.createdAt,
    options,
    variants,
    media,
    collectionHandles: demo.collections.map((c) => demoCollections[c - 1]?.handle ?? ''),
  };
}

/**
 * A generated product for large catalogues (`--catalogue-size`, the benchmark): reuses the demo
 * artwork so that seeding 10,000 products renders no extra image, and joins its template's
 * collections after the demo products, so a large catalogue has large collections too.
 */
function buildGeneratedProduct(index: number, template: ProductRecord): ProductRecord {
  const serial = 8_100_000_000 + index;
  const words = [
    'Astre',
    'Orbite',
    'Nova',
    'Zénith',
    'Halo',
    'Éclat',
    'Aurore',
    'Nadir',
    'Vega',
    'Sirius',
  ];
  const word = words[index % words.length] ?? 'Astre';
  return {
    ...template,
    id: `gid://shopify/Product/${serial}`,
    handle: `${template.handle}-${index}`,
    position: 100 + index,
    title: {
      fr: `${word} ${index} - ${template.title.fr.split(' - ')[1] ?? ''}`,
      en: `${word} ${index} - ${template.title.en.split(' - ')[1] ?? ''}`,
    },
    tags: [...template.tags, 'généré'],
    media: template.media.map((m, i) => ({
      ...m,
      id: m.id.replace(/\/\d+$/, `/${serial}${pad(i, 2)}`),
    })),
    variants: template.variants.map((v) => ({
      ...v,
      id: `gid://shopify/ProductVariant/${serial}${pad(v.position, 2)}`,
      sku: `AT-G${index}-${pad(v.position, 2)}`,
      quantity: 5 + (index % 7),
    })),
  };
}

/**
 * Builds the catalogue: the 24 demo products and 5 collections, plus generated products up to
 * `size` products in all when asked for a larger catalogue.
 */
export function buildCatalogue(size = demoProducts.length): Catalogue {
  const images: ImageRecord[] = [];
  const products = demoProducts.map((demo) => buildDemoProduct(demo, images));
  for (let i = products.length; i < size; i += 1) {
    const template = products[i % demoProducts.length];
    if (template) products.push(buildGeneratedProduct(i, template));
  }
  const collections: CollectionRecord[] = demoCollections.map((c) => ({
    id: demoCollectionId(c.num),
    handle: c.handle,
    position: c.num,
    title: c.title,
    description: c.description,
    imageKey:
      products
        .find((p) => p.collectionHandles.includes(c.handle))
        ?.media.find((m) => m.kind === 'IMAGE')?.imageKey ?? null,
    updatedAt: '2026-10-20T09:00:00Z',
  }));
  const memberships = collections.flatMap((c) =>
    products
      .filter((p) => p.collectionHandles.includes(c.handle))
      .map((p, position) => ({ collectionId: c.id, productId: p.id, position })),
  );
  return { products, collections, memberships, images };
}
