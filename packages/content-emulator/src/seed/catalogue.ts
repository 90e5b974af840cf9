/**
 * The demo catalogue as docs/demo-catalogue.md fixes it: the commerce emulator owns the products,
 * this seed owns one editorial document per product and language pointing at the same gids.
 */
export type OptionsKind = 'earring' | 'colour' | 'default';

export interface CatalogueProduct {
  n: number;
  handle: string;
  options: OptionsKind;
  collection: 'earrings' | 'rings' | 'necklaces' | 'bracelets';
  title: { fr: string; en: string };
}

const rows: [number, string, OptionsKind, CatalogueProduct['collection'], string, string][] = [
  [
    1,
    'etoile-treize',
    'earring',
    'earrings',
    'Étoile Treize - Boucle d’oreille (or recyclé)',
    'Thirteen Star - Earring (recycled gold)',
  ],
  [
    2,
    'lune-pleine',
    'earring',
    'earrings',
    'Lune Pleine - Boucle d’oreille (martelée)',
    'Full Moon - Earring (hammered)',
  ],
  [
    3,
    'goutte-de-pluie',
    'earring',
    'earrings',
    'Goutte de Pluie - Boucle d’oreille',
    'Raindrop - Earring',
  ],
  [4, 'comete', 'earring', 'earrings', 'Comète - Créole (petit modèle)', 'Comet - Hoop (small)'],
  [
    5,
    'soleil-noir',
    'earring',
    'earrings',
    'Soleil Noir - Boucle d’oreille (onyx)',
    'Black Sun - Earring (onyx)',
  ],
  [
    6,
    'fil-d-or',
    'earring',
    'earrings',
    'Fil d’Or - Chaîne d’oreille',
    'Golden Thread - Ear chain',
  ],
  [
    7,
    'perle-baroque',
    'earring',
    'earrings',
    'Perle Baroque - Boucle d’oreille (perle d’eau douce)',
    'Baroque Pearl - Earring (freshwater pearl)',
  ],
  [
    8,
    'constellation',
    'earring',
    'earrings',
    'Constellation - Manchette d’oreille',
    'Constellation - Ear cuff',
  ],
  [
    9,
    'anneau-treize',
    'colour',
    'rings',
    'Anneau Treize - Bague (gravée)',
    'Ring Thirteen - Ring (engraved)',
  ],
  [10, 'chevaliere-astre', 'colour', 'rings', 'Astre - Chevalière', 'Star - Signet ring'],
  [
    11,
    'jonc-fin',
    'default',
    'rings',
    'Jonc Fin - Bague (argent massif)',
    'Thin Band - Ring (solid silver)',
  ],
  [
    12,
    'solitaire-aube',
    'default',
    'rings',
    'Aube - Solitaire (saphir blanc)',
    'Dawn - Solitaire (white sapphire)',
  ],
  [13, 'trois-anneaux', 'colour', 'rings', 'Trois Anneaux - Bague', 'Three Bands - Ring'],
  [
    14,
    'bague-comete',
    'default',
    'rings',
    'Comète - Bague (pièce unique)',
    'Comet - Ring (one of a kind)',
  ],
  [
    15,
    'medaille-treize',
    'colour',
    'necklaces',
    'Médaille Treize - Collier',
    'Medal Thirteen - Necklace',
  ],
  [
    16,
    'sautoir-etoiles',
    'default',
    'necklaces',
    'Étoiles - Sautoir (long)',
    'Stars - Long necklace',
  ],
  [17, 'pendentif-lune', 'colour', 'necklaces', 'Lune - Pendentif', 'Moon - Pendant'],
  [
    18,
    'collier-perles',
    'default',
    'necklaces',
    'Perles - Collier (perles d’eau douce)',
    'Pearls - Necklace (freshwater pearls)',
  ],
  [19, 'chaine-maille', 'colour', 'necklaces', 'Maille - Chaîne (forçat)', 'Link - Chain (cable)'],
  [
    20,
    'bracelet-jonc',
    'colour',
    'bracelets',
    'Jonc - Bracelet (rigide)',
    'Bangle - Bracelet (rigid)',
  ],
  [
    21,
    'gourmette-treize',
    'default',
    'bracelets',
    'Gourmette Treize - Bracelet (gravable)',
    'Thirteen - ID bracelet (engravable)',
  ],
  [22, 'bracelet-perles', 'default', 'bracelets', 'Perles - Bracelet', 'Pearls - Bracelet'],
  [
    23,
    'chaine-cheville',
    'colour',
    'bracelets',
    'Cheville - Chaîne (fine)',
    'Ankle - Chain (fine)',
  ],
  [
    24,
    'manchette-soleil',
    'default',
    'bracelets',
    'Soleil - Manchette (laiton)',
    'Sun - Cuff (brass)',
  ],
];

export const CATALOGUE: CatalogueProduct[] = rows.map(
  ([n, handle, options, collection, fr, en]) => ({
    n,
    handle,
    options,
    collection,
    title: { fr, en },
  }),
);

const two = (value: number) => String(value).padStart(2, '0');

/** `gid://shopify/Product/91000000NN`. */
export function productGid(n: number): string {
  return `gid://shopify/Product/91000000${two(n)}`;
}

/** `gid://shopify/ProductVariant/92000NNVV`, V 1-based in option-combination order. */
export function variantGid(n: number, v: number): string {
  return `gid://shopify/ProductVariant/92000${two(n)}${two(v)}`;
}

/**
 * The variant an editorial document features: for earrings the pair in gold (Oreille "Paire" is
 * index 2, Couleur "Or" index 0, so V = 2 × 3 + 0 + 1 = 7), otherwise the first variant.
 */
export function featuredVariant(product: CatalogueProduct): string {
  return variantGid(product.n, product.options === 'earring' ? 7 : 1);
}

export function productByHandle(handle: string): CatalogueProduct {
  const product = CATALOGUE.find((candidate) => candidate.handle === handle);
  if (!product) throw new Error(`no product ${handle} in the demo catalogue`);
  return product;
}
