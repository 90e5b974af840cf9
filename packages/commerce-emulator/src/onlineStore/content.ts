import type { Lang } from '../catalogue/records.js';

/**
 * The shop's online-store content: pages, the journal (a blog and its articles), renamed handles
 * (URL redirects) and the demo gift cards. Static demo data in French and English, like the
 * catalogue; dates are fixed so answers are the same on every run.
 */

type Text = Record<Lang, string>;

export interface PageRecord {
  id: string;
  handle: string;
  title: Text;
  /** HTML body. */
  body: Text;
  createdAt: string;
  updatedAt: string;
}

export interface AuthorRecord {
  firstName: string;
  lastName: string;
  email: string;
  bio: Text;
}

export interface ArticleRecord {
  id: string;
  handle: string;
  blogHandle: string;
  title: Text;
  /** HTML content; the excerpt is its first paragraph unless `excerpt` says otherwise. */
  contentHtml: Text;
  excerptHtml: Text;
  author: AuthorRecord;
  publishedAt: string;
  tags: string[];
  /** The product whose first picture illustrates the article. */
  imageFromProduct: string;
  imageAlt: Text;
}

export interface BlogRecord {
  id: string;
  handle: string;
  title: Text;
  description: Text;
}

export interface RedirectRecord {
  id: string;
  path: string;
  target: string;
}

export interface GiftCardRecord {
  id: string;
  code: string;
  /** Balance left, in each market's currency (the card is issued in euros). */
  balance: { EUR: number; USD: number };
  expiresOn: string | null;
}

export const PAGES: PageRecord[] = [
  {
    id: 'gid://shopify/Page/9400001',
    handle: 'notre-atelier',
    title: { fr: 'Notre atelier', en: 'Our workshop' },
    body: {
      fr: '<p>Au fond d’une cour du Marais, six établis font face à la lumière du nord. Chaque bijou Atelier Treize y est scié, limé, soudé et poli à la main, en petites séries.</p><p>Nous travaillons l’or 18 carats et l’argent recyclés, affinés en France, et choisissons nos perles une à une.</p>',
      en: '<p>At the back of a courtyard in the Marais, six benches face the northern light. Every Atelier Treize piece is sawn, filed, soldered and polished there by hand, in small runs.</p><p>We work recycled 18-carat gold and silver refined in France, and choose our pearls one by one.</p>',
    },
    createdAt: '2024-02-13T09:00:00Z',
    updatedAt: '2026-03-13T09:00:00Z',
  },
  {
    id: 'gid://shopify/Page/9400002',
    handle: 'entretien',
    title: { fr: 'Entretien de vos bijoux', en: 'Caring for your jewellery' },
    body: {
      fr: '<p>Rangez chaque pièce à part, dans son écrin, à l’abri de l’humidité. Ôtez vos bijoux pour nager, vous parfumer ou faire du sport.</p><p>Une peau de chamois suffit à raviver l’or ; l’argent retrouve son éclat avec une goutte de savon doux.</p>',
      en: '<p>Keep each piece apart, in its box, away from damp. Take your jewellery off to swim, wear perfume or exercise.</p><p>A chamois cloth is enough to revive gold; silver regains its shine with a drop of mild soap.</p>',
    },
    createdAt: '2024-02-13T09:00:00Z',
    updatedAt: '2025-11-04T09:00:00Z',
  },
];

export const BLOGS: BlogRecord[] = [
  {
    id: 'gid://shopify/Blog/9410001',
    handle: 'journal',
    title: { fr: 'Journal', en: 'Journal' },
    description: {
      fr: 'Les nouvelles de l’atelier : gestes, matières et collections.',
      en: 'News from the workshop: craft, materials and collections.',
    },
  },
];

const CLAIRE: AuthorRecord = {
  firstName: 'Claire',
  lastName: 'Vasseur',
  email: 'claire@atelier-treize.example',
  bio: {
    fr: 'Fondatrice et joaillière d’Atelier Treize.',
    en: 'Founder and jeweller of Atelier Treize.',
  },
};
const MARC: AuthorRecord = {
  firstName: 'Marc',
  lastName: 'Aubertin',
  email: 'marc@atelier-treize.example',
  bio: { fr: 'Sertisseur à l’atelier depuis 2019.', en: 'Setter at the workshop since 2019.' },
};

export const ARTICLES: ArticleRecord[] = [
  {
    id: 'gid://shopify/Article/9420004',
    handle: 'treize-etoiles',
    blogHandle: 'journal',
    title: { fr: 'Pourquoi treize étoiles', en: 'Why thirteen stars' },
    excerptHtml: {
      fr: '<p>D’une étoile à treize : l’histoire du motif qui signe chacune de nos pièces.</p>',
      en: '<p>From one star to thirteen: the story of the motif that signs every piece we make.</p>',
    },
    contentHtml: {
      fr: '<p>D’une étoile à treize : l’histoire du motif qui signe chacune de nos pièces.</p><p>Treize, c’est le nombre d’établis que comptait l’atelier de notre grand-mère, rue de Turenne. Chaque bijou porte entre une et treize étoiles gravées, selon la série à laquelle il appartient.</p><p>Regardez l’intérieur de votre bague : le nombre d’étoiles vous dit où elle est née.</p>',
      en: '<p>From one star to thirteen: the story of the motif that signs every piece we make.</p><p>Thirteen was the number of benches in our grandmother’s workshop on rue de Turenne. Each piece carries between one and thirteen engraved stars, depending on the series it belongs to.</p><p>Look inside your ring: the number of stars tells you where it was born.</p>',
    },
    author: CLAIRE,
    publishedAt: '2026-10-13T08:00:00Z',
    tags: ['histoire', 'motif'],
    imageFromProduct: 'etoile-treize',
    imageAlt: {
      fr: 'Boucles d’oreilles Étoile Treize sur fond clair',
      en: 'Étoile Treize earrings on a light background',
    },
  },
  {
    id: 'gid://shopify/Article/9420003',
    handle: 'l-or-recycle',
    blogHandle: 'journal',
    title: {
      fr: 'L’or recyclé, du creuset à la bague',
      en: 'Recycled gold, from crucible to ring',
    },
    excerptHtml: {
      fr: '<p>Nous ne fondons que de l’or déjà extrait. Voici comment il devient un jonc.</p>',
      en: '<p>We only melt gold that has already been mined. Here is how it becomes a band.</p>',
    },
    contentHtml: {
      fr: '<p>Nous ne fondons que de l’or déjà extrait. Voici comment il devient un jonc.</p><p>L’affineur nous livre des grenailles d’or 18 carats certifiées. Fondues au creuset, elles sont coulées en lingotière, puis laminées jusqu’à l’épaisseur voulue.</p><p>Le fil est ensuite mis en forme sur le triboulet, soudé, puis poli en trois passes.</p>',
      en: '<p>We only melt gold that has already been mined. Here is how it becomes a band.</p><p>The refiner delivers certified 18-carat gold grain. Melted in a crucible, it is poured into an ingot mould, then rolled to the thickness we need.</p><p>The wire is shaped on the ring mandrel, soldered, then polished in three passes.</p>',
    },
    author: MARC,
    publishedAt: '2026-09-02T08:00:00Z',
    tags: ['matières', 'savoir-faire'],
    imageFromProduct: 'jonc-fin',
    imageAlt: { fr: 'Bague jonc fin en or', en: 'Fine gold band ring' },
  },
  {
    id: 'gid://shopify/Article/9420002',
    handle: 'choisir-ses-perles',
    blogHandle: 'journal',
    title: { fr: 'Choisir ses perles', en: 'Choosing pearls' },
    excerptHtml: {
      fr: '<p>Lustre, forme, orient : ce que nous regardons avant de percer une perle.</p>',
      en: '<p>Lustre, shape, orient: what we look at before drilling a pearl.</p>',
    },
    contentHtml: {
      fr: '<p>Lustre, forme, orient : ce que nous regardons avant de percer une perle.</p><p>Une perle baroque n’est jamais ronde, et c’est ce qui nous plaît. Nous la retournons sous la lampe pour trouver la face la plus vivante, celle qui sera vue.</p>',
      en: '<p>Lustre, shape, orient: what we look at before drilling a pearl.</p><p>A baroque pearl is never round, and that is what we love about it. We turn it under the lamp to find its liveliest side, the one that will be seen.</p>',
    },
    author: CLAIRE,
    publishedAt: '2026-06-21T08:00:00Z',
    tags: ['matières', 'perles'],
    imageFromProduct: 'perle-baroque',
    imageAlt: { fr: 'Boucles d’oreilles Perle baroque', en: 'Baroque pearl earrings' },
  },
  {
    id: 'gid://shopify/Article/9420001',
    handle: 'ouverture-de-l-atelier',
    blogHandle: 'journal',
    title: { fr: 'L’atelier ouvre ses portes', en: 'The workshop opens its doors' },
    excerptHtml: {
      fr: '<p>Chaque premier samedi du mois, venez voir naître vos bijoux.</p>',
      en: '<p>Every first Saturday of the month, come and watch your jewellery being made.</p>',
    },
    contentHtml: {
      fr: '<p>Chaque premier samedi du mois, venez voir naître vos bijoux.</p><p>De 10 h à 18 h, les établis restent ouverts : vous pouvez essayer les pièces de la collection, commander une gravure et discuter d’une création sur mesure.</p>',
      en: '<p>Every first Saturday of the month, come and watch your jewellery being made.</p><p>From 10 am to 6 pm the benches stay open: try on the collection, order an engraving and talk through a bespoke piece.</p>',
    },
    author: CLAIRE,
    publishedAt: '2026-03-07T08:00:00Z',
    tags: ['atelier'],
    imageFromProduct: 'constellation',
    imageAlt: { fr: 'Collier Constellation', en: 'Constellation necklace' },
  },
];

/** Handles renamed since launch: the old paths now lead to the new ones. */
export const URL_REDIRECTS: RedirectRecord[] = [
  {
    id: 'gid://shopify/UrlRedirect/9430001',
    path: '/products/etoile-13',
    target: '/products/etoile-treize',
  },
  {
    id: 'gid://shopify/UrlRedirect/9430002',
    path: '/products/lune',
    target: '/products/lune-pleine',
  },
  {
    id: 'gid://shopify/UrlRedirect/9430003',
    path: '/collections/boucles',
    target: '/collections/boucles-d-oreilles',
  },
  {
    id: 'gid://shopify/UrlRedirect/9430004',
    path: '/collections/nouveau',
    target: '/collections/nouveautes',
  },
  {
    id: 'gid://shopify/UrlRedirect/9430005',
    path: '/pages/a-propos',
    target: '/pages/notre-atelier',
  },
];

/** Demo gift cards: codes are case-insensitive and spaces are ignored, as at Shopify. */
export const GIFT_CARDS: GiftCardRecord[] = [
  {
    id: 'gid://shopify/GiftCard/9440001',
    code: 'ETOILE50CADEAU13',
    balance: { EUR: 50, USD: 55 },
    expiresOn: null,
  },
  {
    id: 'gid://shopify/GiftCard/9440002',
    code: 'TREIZE200CADEAU1',
    balance: { EUR: 200, USD: 220 },
    expiresOn: null,
  },
  {
    id: 'gid://shopify/GiftCard/9440003',
    code: 'EPUISECADEAU0000',
    balance: { EUR: 0, USD: 0 },
    expiresOn: null,
  },
  {
    id: 'gid://shopify/GiftCard/9440004',
    code: 'EXPIRECADEAU2024',
    balance: { EUR: 80, USD: 90 },
    expiresOn: '2024-12-31',
  },
];

/** A gift card code as Shopify compares it: spaces and dashes ignored, case-insensitive. */
export const normaliseGiftCardCode = (code: string) => code.replace(/[\s-]/g, '').toUpperCase();

export const giftCardByCode = (code: string) =>
  GIFT_CARDS.find((card) => card.code === normaliseGiftCardCode(code)) ?? null;
