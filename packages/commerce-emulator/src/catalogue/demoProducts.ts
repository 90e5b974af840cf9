/**
 * The Atelier Treize demo catalogue, exactly as docs/demo-catalogue.md lists it: the content emulator
 * seeds editorial documents that point at these handles and gids, so both must stay in step.
 */

/** Which option set a demo product has (docs/demo-catalogue.md, "Options"). */
export type OptionSet = 'earring' | 'colour' | 'default';

export interface DemoProduct {
  num: number;
  handle: string;
  collections: number[];
  options: OptionSet;
  title: { fr: string; en: string };
  description: { fr: string; en: string };
  productType: { fr: string; en: string };
  tags: string[];
  /** Base price of the first variant, per market currency (not a conversion). */
  price: { EUR: number; USD: number };
  /** Compare-at factor applied to every variant's price, when the product is on sale. */
  compareAt?: number;
  /** 1-based variant positions that are sold out. */
  soldOut?: number[];
  /** The first media is a video clip committed under media/. */
  video?: boolean;
  /** Main artwork motif and hue. */
  motif: Motif;
  createdAt: string;
}

export type Motif =
  'star' | 'moon' | 'drop' | 'hoop' | 'sun' | 'chain' | 'pearl' | 'cuff' | 'ring' | 'medal';

export interface DemoCollection {
  num: number;
  handle: string;
  title: { fr: string; en: string };
  description: { fr: string; en: string };
}

export const demoCollections: DemoCollection[] = [
  {
    num: 1,
    handle: 'boucles-d-oreilles',
    title: { fr: 'Boucles d’oreilles', en: 'Earrings' },
    description: {
      fr: 'Des boucles d’oreilles vendues à l’unité ou par paire, à composer selon votre humeur.',
      en: 'Earrings sold singly or as a pair, to mix as the mood takes you.',
    },
  },
  {
    num: 2,
    handle: 'bagues',
    title: { fr: 'Bagues', en: 'Rings' },
    description: {
      fr: 'Joncs fins, chevalières et solitaires façonnés à la main dans notre atelier.',
      en: 'Thin bands, signet rings and solitaires shaped by hand in our workshop.',
    },
  },
  {
    num: 3,
    handle: 'colliers',
    title: { fr: 'Colliers', en: 'Necklaces' },
    description: {
      fr: 'Médailles, pendentifs et chaînes à porter seuls ou superposés.',
      en: 'Medals, pendants and chains to wear alone or layered.',
    },
  },
  {
    num: 4,
    handle: 'bracelets',
    title: { fr: 'Bracelets', en: 'Bracelets' },
    description: {
      fr: 'Joncs rigides, gourmettes gravables et chaînes fines pour le poignet et la cheville.',
      en: 'Rigid bangles, engravable ID bracelets and fine chains for wrist and ankle.',
    },
  },
  {
    num: 5,
    handle: 'nouveautes',
    title: { fr: 'Nouveautés', en: 'New in' },
    description: {
      fr: 'Les dernières pièces sorties de l’atelier cette saison.',
      en: 'The latest pieces out of the workshop this season.',
    },
  },
];

const earring = { fr: 'Boucle d’oreille', en: 'Earring' };
const ring = { fr: 'Bague', en: 'Ring' };
const necklace = { fr: 'Collier', en: 'Necklace' };
const bracelet = { fr: 'Bracelet', en: 'Bracelet' };

export const demoProducts: DemoProduct[] = [
  {
    num: 1,
    handle: 'etoile-treize',
    collections: [1, 5],
    options: 'earring',
    title: {
      fr: 'Étoile Treize - Boucle d’oreille (or recyclé)',
      en: 'Thirteen Star - Earring (recycled gold)',
    },
    description: {
      fr: 'Notre emblème : une étoile à treize branches découpée dans de l’or recyclé. Légère, elle se porte seule ou en paire, du matin au soir.',
      en: 'Our emblem: a thirteen-pointed star cut from recycled gold. Light enough to wear alone or as a pair, from morning to night.',
    },
    productType: earring,
    tags: ['étoile', 'star', 'or recyclé', 'bestseller'],
    price: { EUR: 95, USD: 105 },
    video: true,
    motif: 'star',
    createdAt: '2026-09-01T09:00:00Z',
  },
  {
    num: 2,
    handle: 'lune-pleine',
    collections: [1],
    options: 'earring',
    title: {
      fr: 'Lune Pleine - Boucle d’oreille (martelée)',
      en: 'Full Moon - Earring (hammered)',
    },
    description: {
      fr: 'Un disque martelé à la main qui accroche la lumière comme une lune d’été. Chaque pièce garde les traces uniques du marteau.',
      en: 'A hand-hammered disc that catches the light like a summer moon. Every piece keeps the unique marks of the hammer.',
    },
    productType: earring,
    tags: ['lune', 'moon', 'martelé'],
    price: { EUR: 80, USD: 90 },
    compareAt: 1.25,
    motif: 'moon',
    createdAt: '2026-03-12T09:00:00Z',
  },
  {
    num: 3,
    handle: 'goutte-de-pluie',
    collections: [1],
    options: 'earring',
    title: { fr: 'Goutte de Pluie - Boucle d’oreille', en: 'Raindrop - Earring' },
    description: {
      fr: 'Une goutte polie miroir qui suit chaque mouvement. Son crochet fin se fait oublier toute la journée.',
      en: 'A mirror-polished drop that follows every move. Its fine hook is forgotten all day long.',
    },
    productType: earring,
    tags: ['goutte', 'drop', 'minimaliste'],
    price: { EUR: 70, USD: 80 },
    soldOut: [6],
    motif: 'drop',
    createdAt: '2026-02-02T09:00:00Z',
  },
  {
    num: 4,
    handle: 'comete',
    collections: [1, 5],
    options: 'earring',
    title: { fr: 'Comète - Créole (petit modèle)', en: 'Comet - Hoop (small)' },
    description: {
      fr: 'Une petite créole traversée d’une queue de comète ciselée. Le fermoir à charnière se clipse sans effort.',
      en: 'A small hoop crossed by a chased comet tail. The hinged clasp clicks shut without effort.',
    },
    productType: { fr: 'Créole', en: 'Hoop' },
    tags: ['comète', 'comet', 'créole', 'hoop'],
    price: { EUR: 110, USD: 120 },
    motif: 'hoop',
    createdAt: '2026-10-05T09:00:00Z',
  },
  {
    num: 5,
    handle: 'soleil-noir',
    collections: [1],
    options: 'earring',
    title: { fr: 'Soleil Noir - Boucle d’oreille (onyx)', en: 'Black Sun - Earring (onyx)' },
    description: {
      fr: 'Un cabochon d’onyx serti dans un soleil rayonnant. Le contraste du noir profond et du métal poli fait tout son caractère.',
      en: 'An onyx cabochon set in a radiant sun. The contrast of deep black and polished metal gives it all its character.',
    },
    productType: earring,
    tags: ['soleil', 'sun', 'onyx', 'pierre'],
    price: { EUR: 120, USD: 135 },
    compareAt: 1.2,
    motif: 'sun',
    createdAt: '2026-01-20T09:00:00Z',
  },
  {
    num: 6,
    handle: 'fil-d-or',
    collections: [1],
    options: 'earring',
    title: { fr: 'Fil d’Or - Chaîne d’oreille', en: 'Golden Thread - Ear chain' },
    description: {
      fr: 'Une chaîne d’une finesse extrême qui passe dans le lobe et retombe comme un fil de lumière.',
      en: 'An extremely fine chain that threads through the lobe and falls like a line of light.',
    },
    productType: { fr: 'Chaîne d’oreille', en: 'Ear chain' },
    tags: ['chaîne', 'chain', 'fil'],
    price: { EUR: 65, USD: 75 },
    motif: 'chain',
    createdAt: '2026-04-18T09:00:00Z',
  },
  {
    num: 7,
    handle: 'perle-baroque',
    collections: [1],
    options: 'earring',
    title: {
      fr: 'Perle Baroque - Boucle d’oreille (perle d’eau douce)',
      en: 'Baroque Pearl - Earring (freshwater pearl)',
    },
    description: {
      fr: 'Une perle d’eau douce aux formes irrégulières, choisie une à une. Aucune n’est tout à fait pareille.',
      en: 'A freshwater pearl of irregular shape, chosen one by one. No two are quite alike.',
    },
    productType: earring,
    tags: ['perle', 'pearl', 'baroque'],
    price: { EUR: 85, USD: 95 },
    soldOut: [1, 2, 3],
    motif: 'pearl',
    createdAt: '2026-05-09T09:00:00Z',
  },
  {
    num: 8,
    handle: 'constellation',
    collections: [1, 5],
    options: 'earring',
    title: { fr: 'Constellation - Manchette d’oreille', en: 'Constellation - Ear cuff' },
    description: {
      fr: 'Une manchette d’oreille semée de petites étoiles, qui se glisse sur le cartilage sans perçage.',
      en: 'An ear cuff scattered with tiny stars that slides onto the cartilage, no piercing needed.',
    },
    productType: { fr: 'Manchette d’oreille', en: 'Ear cuff' },
    tags: ['étoile', 'star', 'manchette', 'sans perçage'],
    price: { EUR: 75, USD: 85 },
    motif: 'star',
    createdAt: '2026-10-20T09:00:00Z',
  },
  {
    num: 9,
    handle: 'anneau-treize',
    collections: [2, 5],
    options: 'colour',
    title: { fr: 'Anneau Treize - Bague (gravée)', en: 'Ring Thirteen - Ring (engraved)' },
    description: {
      fr: 'Un anneau plat gravé à l’intérieur de treize petites étoiles, comme un secret porté contre la peau.',
      en: 'A flat band engraved inside with thirteen tiny stars, like a secret worn against the skin.',
    },
    productType: ring,
    tags: ['anneau', 'band', 'gravure', 'engraved'],
    price: { EUR: 140, USD: 155 },
    video: true,
    motif: 'ring',
    createdAt: '2026-09-15T09:00:00Z',
  },
  {
    num: 10,
    handle: 'chevaliere-astre',
    collections: [2],
    options: 'colour',
    title: { fr: 'Astre - Chevalière', en: 'Star - Signet ring' },
    description: {
      fr: 'Une chevalière au plateau ovale frappé d’un astre. Un classique revisité pour tous les doigts.',
      en: 'A signet ring with an oval top struck with a star. A classic revisited for every finger.',
    },
    productType: { fr: 'Chevalière', en: 'Signet ring' },
    tags: ['chevalière', 'signet', 'étoile'],
    price: { EUR: 180, USD: 200 },
    compareAt: 1.25,
    motif: 'ring',
    createdAt: '2025-11-30T09:00:00Z',
  },
  {
    num: 11,
    handle: 'jonc-fin',
    collections: [2],
    options: 'default',
    title: { fr: 'Jonc Fin - Bague (argent massif)', en: 'Thin Band - Ring (solid silver)' },
    description: {
      fr: 'Un jonc d’un millimètre en argent massif, à empiler sans compter.',
      en: 'A one-millimetre band in solid silver, made for stacking without counting.',
    },
    productType: ring,
    tags: ['jonc', 'band', 'argent', 'silver'],
    price: { EUR: 45, USD: 50 },
    motif: 'ring',
    createdAt: '2025-10-01T09:00:00Z',
  },
  {
    num: 12,
    handle: 'solitaire-aube',
    collections: [2],
    options: 'default',
    title: { fr: 'Aube - Solitaire (saphir blanc)', en: 'Dawn - Solitaire (white sapphire)' },
    description: {
      fr: 'Un saphir blanc serti clos, aussi clair que la première lumière du jour. Une bague pour les promesses.',
      en: 'A bezel-set white sapphire, as clear as the first light of day. A ring for promises.',
    },
    productType: { fr: 'Solitaire', en: 'Solitaire' },
    tags: ['saphir', 'sapphire', 'solitaire', 'fiançailles'],
    price: { EUR: 390, USD: 430 },
    motif: 'ring',
    createdAt: '2026-06-14T09:00:00Z',
  },
  {
    num: 13,
    handle: 'trois-anneaux',
    collections: [2],
    options: 'colour',
    title: { fr: 'Trois Anneaux - Bague', en: 'Three Bands - Ring' },
    description: {
      fr: 'Trois anneaux entrelacés qui roulent librement autour du doigt.',
      en: 'Three interlaced bands that roll freely around the finger.',
    },
    productType: ring,
    tags: ['anneaux', 'bands', 'entrelacs'],
    price: { EUR: 125, USD: 140 },
    motif: 'ring',
    createdAt: '2026-02-22T09:00:00Z',
  },
  {
    num: 14,
    handle: 'bague-comete',
    collections: [2],
    options: 'default',
    title: { fr: 'Comète - Bague (pièce unique)', en: 'Comet - Ring (one of a kind)' },
    description: {
      fr: 'Une pièce unique sculptée à la cire perdue : une comète qui s’enroule autour du doigt.',
      en: 'A one-of-a-kind lost-wax piece: a comet that wraps around the finger.',
    },
    productType: ring,
    tags: ['comète', 'comet', 'pièce unique'],
    price: { EUR: 460, USD: 510 },
    motif: 'hoop',
    createdAt: '2026-08-08T09:00:00Z',
  },
  {
    num: 15,
    handle: 'medaille-treize',
    collections: [3, 5],
    options: 'colour',
    title: { fr: 'Médaille Treize - Collier', en: 'Medal Thirteen - Necklace' },
    description: {
      fr: 'Une médaille ronde frappée du chiffre treize, notre porte-bonheur, sur une chaîne forçat.',
      en: 'A round medal struck with the number thirteen, our lucky charm, on a cable chain.',
    },
    productType: necklace,
    tags: ['médaille', 'medal', 'treize', 'bestseller'],
    price: { EUR: 150, USD: 165 },
    motif: 'medal',
    createdAt: '2026-09-28T09:00:00Z',
  },
  {
    num: 16,
    handle: 'sautoir-etoiles',
    collections: [3],
    options: 'default',
    title: { fr: 'Étoiles - Sautoir (long)', en: 'Stars - Long necklace' },
    description: {
      fr: 'Un sautoir de quatre-vingts centimètres ponctué de treize étoiles, à porter long ou doublé.',
      en: 'An eighty-centimetre long necklace dotted with thirteen stars, to wear long or doubled.',
    },
    productType: necklace,
    tags: ['étoile', 'star', 'sautoir', 'long'],
    price: { EUR: 210, USD: 230 },
    compareAt: 1.3,
    motif: 'star',
    createdAt: '2025-12-12T09:00:00Z',
  },
  {
    num: 17,
    handle: 'pendentif-lune',
    collections: [3],
    options: 'colour',
    title: { fr: 'Lune - Pendentif', en: 'Moon - Pendant' },
    description: {
      fr: 'Un croissant de lune suspendu à une chaîne fine, qui se pose juste au creux du cou.',
      en: 'A crescent moon hanging from a fine chain, resting just at the hollow of the neck.',
    },
    productType: { fr: 'Pendentif', en: 'Pendant' },
    tags: ['lune', 'moon', 'pendentif'],
    price: { EUR: 115, USD: 125 },
    motif: 'moon',
    createdAt: '2026-04-02T09:00:00Z',
  },
  {
    num: 18,
    handle: 'collier-perles',
    collections: [3],
    options: 'default',
    title: {
      fr: 'Perles - Collier (perles d’eau douce)',
      en: 'Pearls - Necklace (freshwater pearls)',
    },
    description: {
      fr: 'Un rang de perles d’eau douce enfilées sur soie et noué entre chaque perle, à l’ancienne.',
      en: 'A strand of freshwater pearls threaded on silk and knotted between each pearl, the old way.',
    },
    productType: necklace,
    tags: ['perle', 'pearl', 'soie'],
    price: { EUR: 260, USD: 285 },
    motif: 'pearl',
    createdAt: '2026-03-30T09:00:00Z',
  },
  {
    num: 19,
    handle: 'chaine-maille',
    collections: [3],
    options: 'colour',
    title: { fr: 'Maille - Chaîne (forçat)', en: 'Link - Chain (cable)' },
    description: {
      fr: 'Une chaîne forçat équilibrée, assez solide pour porter toutes nos médailles.',
      en: 'A well-balanced cable chain, strong enough to carry all our medals.',
    },
    productType: { fr: 'Chaîne', en: 'Chain' },
    tags: ['chaîne', 'chain', 'forçat', 'cable'],
    price: { EUR: 90, USD: 100 },
    motif: 'chain',
    createdAt: '2025-09-09T09:00:00Z',
  },
  {
    num: 20,
    handle: 'bracelet-jonc',
    collections: [4],
    options: 'colour',
    title: { fr: 'Jonc - Bracelet (rigide)', en: 'Bangle - Bracelet (rigid)' },
    description: {
      fr: 'Un jonc rigide ouvert, ajustable en douceur à la taille du poignet.',
      en: 'An open rigid bangle that gently adjusts to the size of the wrist.',
    },
    productType: bracelet,
    tags: ['jonc', 'bangle', 'rigide'],
    price: { EUR: 130, USD: 145 },
    motif: 'cuff',
    createdAt: '2026-07-07T09:00:00Z',
  },
  {
    num: 21,
    handle: 'gourmette-treize',
    collections: [4, 5],
    options: 'default',
    title: {
      fr: 'Gourmette Treize - Bracelet (gravable)',
      en: 'Thirteen - ID bracelet (engravable)',
    },
    description: {
      fr: 'Une gourmette à plaque rectangulaire, gravée à l’atelier des initiales de votre choix.',
      en: 'An ID bracelet with a rectangular plate, engraved in the workshop with the initials of your choice.',
    },
    productType: bracelet,
    tags: ['gourmette', 'id bracelet', 'gravure', 'engraved'],
    price: { EUR: 120, USD: 130 },
    motif: 'chain',
    createdAt: '2026-10-12T09:00:00Z',
  },
  {
    num: 22,
    handle: 'bracelet-perles',
    collections: [4],
    options: 'default',
    title: { fr: 'Perles - Bracelet', en: 'Pearls - Bracelet' },
    description: {
      fr: 'Un bracelet de petites perles d’eau douce fermé par un anneau ressort.',
      en: 'A bracelet of small freshwater pearls closed with a spring ring.',
    },
    productType: bracelet,
    tags: ['perle', 'pearl', 'bracelet'],
    price: { EUR: 95, USD: 105 },
    compareAt: 1.2,
    motif: 'pearl',
    createdAt: '2026-01-05T09:00:00Z',
  },
  {
    num: 23,
    handle: 'chaine-cheville',
    collections: [4],
    options: 'colour',
    title: { fr: 'Cheville - Chaîne (fine)', en: 'Ankle - Chain (fine)' },
    description: {
      fr: 'Une chaîne de cheville très fine, pensée pour l’été et les pieds nus.',
      en: 'A very fine anklet chain, made for summer and bare feet.',
    },
    productType: { fr: 'Chaîne de cheville', en: 'Anklet' },
    tags: ['cheville', 'anklet', 'été'],
    price: { EUR: 55, USD: 60 },
    motif: 'chain',
    createdAt: '2026-05-25T09:00:00Z',
  },
  {
    num: 24,
    handle: 'manchette-soleil',
    collections: [4],
    options: 'default',
    title: { fr: 'Soleil - Manchette (laiton)', en: 'Sun - Cuff (brass)' },
    description: {
      fr: 'Une large manchette en laiton martelé, ornée d’un soleil en relief. Victime de son succès.',
      en: 'A wide hammered brass cuff adorned with a raised sun. A victim of its own success.',
    },
    productType: bracelet,
    tags: ['soleil', 'sun', 'manchette', 'cuff', 'laiton'],
    price: { EUR: 170, USD: 185 },
    soldOut: [1],
    motif: 'sun',
    createdAt: '2025-08-15T09:00:00Z',
  },
];
