import { documentIds, type Language, type ProductEditorialDocument } from '@treize/content-model';
import { CATALOGUE, featuredVariant, productGid, type CatalogueProduct } from './catalogue.js';
import { em, internalLink, star, TextWriter } from './portableText.js';

const COLLECTION_LABEL: Record<CatalogueProduct['collection'], Record<Language, string>> = {
  earrings: { fr: 'Boucles d’oreilles', en: 'Earrings' },
  rings: { fr: 'Bagues', en: 'Rings' },
  necklaces: { fr: 'Colliers', en: 'Necklaces' },
  bracelets: { fr: 'Bracelets', en: 'Bracelets' },
};

/** One line of story per product, in both languages. */
const STORIES: Record<string, [string, string]> = {
  'etoile-treize': [
    'Treize branches, une pour chaque heure de la nuit la plus longue.',
    'Thirteen points, one for each hour of the longest night.',
  ],
  'lune-pleine': [
    'Martelée à la main jusqu’à retrouver la peau de la lune.',
    'Hammered by hand until it wears the skin of the moon.',
  ],
  'goutte-de-pluie': [
    'Une goutte suspendue, attrapée juste avant qu’elle ne tombe.',
    'A hanging drop, caught just before it falls.',
  ],
  comete: [
    'Une créole fine qui file et revient, comme une comète.',
    'A fine hoop that sweeps away and returns, like a comet.',
  ],
  'soleil-noir': [
    'Un onyx poli au cœur d’un soleil qui ne se couche jamais.',
    'A polished onyx at the heart of a sun that never sets.',
  ],
  'fil-d-or': [
    'Un fil d’or qui court du lobe à l’hélix.',
    'A golden thread running from lobe to helix.',
  ],
  'perle-baroque': [
    'Chaque perle est unique : sa forme décide de la monture.',
    'Every pearl is unique: its shape decides the setting.',
  ],
  constellation: [
    'Sept étoiles serties, portées sans piercing.',
    'Seven set stars, worn without piercing.',
  ],
  'anneau-treize': [
    'Gravé à l’intérieur du chiffre XIII, un secret contre la peau.',
    'Engraved inside with XIII, a secret against the skin.',
  ],
  'chevaliere-astre': [
    'Une chevalière au plateau rond, gravée d’un astre.',
    'A round-faced signet ring engraved with a star.',
  ],
  'jonc-fin': [
    'Le jonc le plus simple de l’atelier, en argent massif.',
    'The simplest band we make, in solid silver.',
  ],
  'solitaire-aube': [
    'Un saphir blanc tenu par quatre griffes, comme le jour qui se lève.',
    'A white sapphire held by four claws, like daybreak.',
  ],
  'trois-anneaux': [
    'Trois anneaux entrelacés qui roulent l’un sur l’autre.',
    'Three interlaced bands rolling over one another.',
  ],
  'bague-comete': ['Pièce unique, fondue une seule fois.', 'One of a kind, cast only once.'],
  'medaille-treize': [
    'Une médaille frappée du treize, à porter près du cœur.',
    'A medal struck with thirteen, to wear close to the heart.',
  ],
  'sautoir-etoiles': [
    'Treize étoiles égrenées sur un long sautoir.',
    'Thirteen stars strung along a long necklace.',
  ],
  'pendentif-lune': [
    'Un croissant de lune qui se retourne au moindre geste.',
    'A crescent moon that turns with every move.',
  ],
  'collier-perles': [
    'Des perles d’eau douce choisies une à une.',
    'Freshwater pearls chosen one by one.',
  ],
  'chaine-maille': [
    'Une maille forçat solide, soudée maillon par maillon.',
    'A sturdy cable chain, soldered link by link.',
  ],
  'bracelet-jonc': [
    'Un jonc rigide qui glisse au poignet sans fermoir.',
    'A rigid bangle that slips on with no clasp.',
  ],
  'gourmette-treize': [
    'Une gourmette à graver de vos initiales.',
    'An ID bracelet to engrave with your initials.',
  ],
  'bracelet-perles': [
    'Des perles sur un fil de soie noué à la main.',
    'Pearls on a hand-knotted silk thread.',
  ],
  'chaine-cheville': [
    'Une chaîne fine pour la cheville, à porter tout l’été.',
    'A fine ankle chain to wear all summer.',
  ],
  'manchette-soleil': [
    'Une manchette de laiton martelé, rayonnante.',
    'A radiant cuff of hammered brass.',
  ],
};

/** The editorial document of one product in one language; `slug.current` is the product handle. */
export function productEditorialDocument(
  product: CatalogueProduct,
  language: Language,
): ProductEditorialDocument {
  const w = new TextWriter(`pe${product.n}${language}`);
  const [storyFr, storyEn] = STORIES[product.handle] ?? ['', ''];
  const name = product.title[language].split(' - ')[0] ?? product.title[language];
  return {
    _id: documentIds.productEditorial(product.handle, language),
    _type: 'productEditorial',
    language,
    slug: { _type: 'slug', current: product.handle },
    productWithVariant: {
      _type: 'productWithVariant',
      gid: productGid(product.n),
      variantGid: featuredVariant(product),
    },
    editorial: {
      label: COLLECTION_LABEL[product.collection][language],
      title: name,
      body: [
        w.p(language === 'fr' ? storyFr : storyEn, ' ', star(((product.n - 1) % 13) + 1)),
        w.p(
          em(language === 'fr' ? 'Fait main à Paris. ' : 'Handmade in Paris. '),
          internalLink(
            language === 'fr' ? 'Conseils d’entretien' : 'Care advice',
            '/pages/entretien',
          ),
        ),
      ],
    },
  };
}

export function productEditorialDocuments(): ProductEditorialDocument[] {
  return CATALOGUE.flatMap((product) => [
    productEditorialDocument(product, 'fr'),
    productEditorialDocument(product, 'en'),
  ]);
}
