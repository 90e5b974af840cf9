import {
  documentIds,
  type HomeDocument,
  type Language,
  type PageDocument,
  type PortableTextBody,
} from '@treize/content-model';
import { CATALOGUE, featuredVariant, productByHandle, productGid } from './catalogue.js';
import type { AssetSet } from './images.js';
import {
  emailLink,
  em,
  externalLink,
  internalLink,
  star,
  strong,
  TextWriter,
} from './portableText.js';

type Pick = <T>(fr: T, en: T) => T;

const picker =
  (language: Language): Pick =>
  (fr, en) =>
    language === 'fr' ? fr : en;

function product(handle: string, withVariant = false) {
  const found = productByHandle(handle);
  return withVariant
    ? { gid: productGid(found.n), variantGid: featuredVariant(found) }
    : { gid: productGid(found.n) };
}

/** The thirteen steps of making a piece: a bullet list that uses every star, 1 to 13. */
const STEPS: [string, string][] = [
  ['Le dessin au crayon', 'The pencil sketch'],
  ['La maquette en cire', 'The wax model'],
  ['Le choix du métal recyclé', 'Choosing the recycled metal'],
  ['La fonte', 'Casting'],
  ['Le dégrappage', 'Cutting from the tree'],
  ['La lime', 'Filing'],
  ['La soudure', 'Soldering'],
  ['Le martelage', 'Hammering'],
  ['Le sertissage', 'Stone setting'],
  ['La gravure', 'Engraving'],
  ['Le poinçon', 'Hallmarking'],
  ['Le polissage', 'Polishing'],
  ['Le contrôle final', 'Final inspection'],
];

export function homeDocument(language: Language, assets: AssetSet): HomeDocument {
  const L = picker(language);
  const w = new TextWriter(`home${language}`);
  const body: PortableTextBody = [
    w.singleImage(
      assets['panorama-atelier'].document._id,
      L('L’établi de l’atelier au petit matin', 'The workbench in the early morning'),
      'big',
      'film',
    ),
    w.h2(L('Treize étoiles, une seule main', 'Thirteen stars, one pair of hands')),
    w.p(
      L(
        'Chaque bijou Atelier Treize est dessiné, fondu et poli dans notre atelier du onzième arrondissement. ',
        'Every Atelier Treize piece is drawn, cast and polished in our workshop in Paris. ',
      ),
      internalLink(L('Découvrir l’atelier', 'Visit the workshop'), '/pages/notre-atelier'),
      '.',
    ),
    w.products(
      4,
      ['etoile-treize', 'anneau-treize', 'medaille-treize', 'gourmette-treize'].map((handle) =>
        product(handle, true),
      ),
      L('Les pièces du treize', 'The thirteen pieces'),
    ),
    w.callToAction([
      w.linkInternal(L('Toutes les nouveautés', 'Everything new'), '/collections/nouveautes'),
    ]),
  ];
  return {
    _id: documentIds.home(language),
    _type: 'home',
    language,
    title: L('Bijoux faits main à Paris', 'Jewellery handmade in Paris'),
    intro: L(
      'Or recyclé, argent massif et un peu de superstition.',
      'Recycled gold, solid silver and a little superstition.',
    ),
    body,
    seo: {
      title: L(
        'Atelier Treize, bijoux faits main à Paris',
        'Atelier Treize, jewellery handmade in Paris',
      ),
      description: L(
        'Boucles d’oreilles, bagues, colliers et bracelets façonnés à la main.',
        'Earrings, rings, necklaces and bracelets made by hand.',
      ),
    },
  };
}

/** `notre-atelier`: the house. Uses h2, h3, blockquote, bullets, image list, gallery, products in 5 columns. */
function notreAtelier(language: Language, assets: AssetSet): PageDocument {
  const L = picker(language);
  const w = new TextWriter(`atelier${language}`);
  return {
    _id: documentIds.page('notre-atelier', language),
    _type: 'page',
    language,
    title: L('Notre atelier', 'Our workshop'),
    slug: { _type: 'slug', current: 'notre-atelier' },
    body: [
      w.h2(L('Un établi, treize outils', 'One workbench, thirteen tools')),
      w.p(
        L(
          'L’atelier est né en 2013 dans une ancienne ',
          'The workshop opened in 2013 in a former ',
        ),
        strong(L('fabrique de boutons', 'button factory')),
        L(' du faubourg Saint-Antoine. ', ' in the faubourg Saint-Antoine. '),
        star(1),
      ),
      w.quote(
        em(
          L(
            '« Un bijou se porte longtemps : il doit être fait pour durer plus longtemps encore. »',
            '“A jewel is worn for a long time: it must be made to last even longer.”',
          ),
        ),
      ),
      w.singleImage(
        assets['mains-orfevre'].document._id,
        L('Les mains de l’orfèvre', "The goldsmith's hands"),
        'small',
        'vertical',
        L('Façonnage d’un anneau', 'Shaping a band'),
      ),
      w.h3(L('Ce que nous promettons', 'What we promise')),
      ...w.bullets(
        [
          L('De l’or et de l’argent ', 'Gold and silver that are '),
          strong(L('100 % recyclés', '100% recycled')),
        ],
        [L('Des pierres tracées, de la mine à l’atelier', 'Stones traced from mine to workshop')],
        [L('Une réparation offerte, à vie', 'Free repairs, for life')],
      ),
      w.imageList('horizontal', [
        [assets['atelier-etabli'].document._id, L('L’établi', 'The workbench')],
        [assets.vitrine.document._id, L('La vitrine', 'The display case')],
      ]),
      w.h3(L('Dans la vitrine', 'In the display case')),
      w.gallery('product', [
        [assets['etoile-or'].document._id, L('Étoile en or', 'Gold star')],
        [assets['lune-argent'].document._id, L('Lune en argent', 'Silver moon')],
        [assets['perles-eau-douce'].document._id, L('Perles d’eau douce', 'Freshwater pearls')],
        [assets['maille-forcat'].document._id, L('Maille forçat', 'Cable chain')],
      ]),
      w.products(
        5,
        ['lune-pleine', 'comete', 'jonc-fin', 'pendentif-lune', 'bracelet-jonc'].map((handle) =>
          product(handle),
        ),
      ),
      w.p(
        L('Le mot de l’atelier, chaque mois, sur ', 'Workshop news every month on '),
        externalLink('Instagram', 'https://www.instagram.com/ateliertreize', true),
        L(' et sur ', ' and on '),
        externalLink(L('notre journal', 'our journal'), 'https://journal.ateliertreize.fr'),
        '. ',
        star(2),
        star(3),
      ),
    ],
    seo: {
      title: L('Notre atelier', 'Our workshop'),
      description: L(
        'L’histoire et les promesses d’Atelier Treize.',
        'The story and promises of Atelier Treize.',
      ),
    },
  };
}

/** `savoir-faire`: the craft. Uses h2, h4, the 13 stars, film and tarot images, table, call to action with every link kind. */
function savoirFaire(language: Language, assets: AssetSet): PageDocument {
  const L = picker(language);
  const w = new TextWriter(`craft${language}`);
  return {
    _id: documentIds.page('savoir-faire', language),
    _type: 'page',
    language,
    title: L('Savoir-faire', 'Craft'),
    slug: { _type: 'slug', current: 'savoir-faire' },
    body: [
      w.h2(L('Treize étapes', 'Thirteen steps')),
      w.p(
        L(
          'De la feuille blanche à l’écrin, une pièce passe treize fois entre nos mains :',
          'From blank page to jewellery box, a piece passes through our hands thirteen times:',
        ),
      ),
      ...w.bullets(
        ...STEPS.map(([fr, en], index) => [star(index + 1, `${index + 1}.`), ' ', L(fr, en)]),
      ),
      w.singleImage(
        assets['panorama-atelier'].document._id,
        L('La fonte', 'Casting'),
        'big',
        'film',
        L('La coulée, à 1 064 °C pour l’or', 'Pouring, at 1,064 °C for gold'),
      ),
      w.h4(L('Les métaux', 'The metals')),
      w.p(
        L(
          'Tous nos métaux sont recyclés ; pour les garder beaux, lisez nos ',
          'All our metals are recycled; to keep them beautiful, read our ',
        ),
        internalLink(L('conseils d’entretien', 'care advice'), '/pages/entretien'),
        '.',
      ),
      w.table([
        [L('Métal', 'Metal'), L('Titre', 'Fineness'), L('Origine', 'Origin')],
        [
          L('Or jaune', 'Yellow gold'),
          '750 ‰',
          L('Recyclé, affiné en France', 'Recycled, refined in France'),
        ],
        [
          L('Or rose', 'Rose gold'),
          '750 ‰',
          L('Recyclé, affiné en France', 'Recycled, refined in France'),
        ],
        [L('Argent', 'Silver'), '925 ‰', L('Recyclé', 'Recycled')],
        [L('Laiton', 'Brass'), '—', L('Chutes d’atelier refondues', 'Remelted workshop offcuts')],
      ]),
      w.imageList('tarot', [
        [assets['carte-treize'].document._id, L('La carte du treize', 'The thirteen card')],
        [assets['carte-lune'].document._id, L('La carte de la lune', 'The moon card')],
      ]),
      w.callToAction(
        [
          {
            _type: 'linkNavigationGroup',
            _key: w.key(),
            title: L('Par matière', 'By material'),
            groups: [
              {
                _type: 'navigationGroupItem',
                _key: w.key(),
                link: w.linkInternal(L('Or', 'Gold'), '/collections/bagues'),
                secondaryLinks: [
                  w.linkInternal(L('Anneau Treize', 'Ring Thirteen'), '/products/anneau-treize'),
                ],
              },
              {
                _type: 'navigationGroupItem',
                _key: w.key(),
                link: w.linkInternal(L('Perles', 'Pearls'), '/products/collier-perles'),
              },
            ],
          },
          w.linkForm(L('Demander une pièce sur mesure', 'Ask for a bespoke piece')),
          w.linkExternal(
            L('Les métaux responsables', 'Responsible metals'),
            'https://www.responsiblejewellery.com',
            { newWindow: true, arrow: true },
          ),
          w.linkEmail(L('Écrire à l’atelier', 'Write to the workshop'), 'atelier@ateliertreize.fr'),
          w.linkInternal(L('Notre atelier', 'Our workshop'), '/pages/notre-atelier'),
        ],
        L('Aller plus loin', 'Go further'),
      ),
    ],
  };
}

/** `entretien`: care. Uses bordered text, accordion, email annotation, a small single image in the product ratio. */
function entretien(language: Language, assets: AssetSet): PageDocument {
  const L = picker(language);
  const w = new TextWriter(`care${language}`);
  return {
    _id: documentIds.page('entretien', language),
    _type: 'page',
    language,
    title: L('Entretien', 'Care'),
    slug: { _type: 'slug', current: 'entretien' },
    body: [
      w.h2(L('Prendre soin de vos bijoux', 'Caring for your jewellery')),
      w.borderedText(
        w.p(
          strong(L('La règle d’or : ', 'The golden rule: ')),
          L(
            'le bijou se met en dernier et s’enlève en premier.',
            'put your jewellery on last and take it off first.',
          ),
        ),
      ),
      w.singleImage(
        assets['soleil-laiton'].document._id,
        L('Manchette en laiton', 'Brass cuff'),
        'small',
        'vertical',
      ),
      w.accordion([
        [
          L('Or recyclé', 'Recycled gold'),
          [
            w.p(
              L(
                'Un bain d’eau tiède savonneuse, une brosse douce, un chiffon sec.',
                'Warm soapy water, a soft brush, a dry cloth.',
              ),
            ),
          ],
        ],
        [
          L('Argent massif', 'Solid silver'),
          [
            w.p(
              L(
                'L’argent noircit à l’air : frottez-le avec la suédine fournie.',
                'Silver darkens in air: rub it with the suede cloth provided.',
              ),
            ),
          ],
        ],
        [
          L('Perles', 'Pearls'),
          [
            w.p(
              L(
                'Ni parfum ni eau : les perles aiment être portées, tout simplement.',
                'No perfume, no water: pearls simply love to be worn.',
              ),
            ),
          ],
        ],
      ]),
      w.singleImage(
        assets['etoile-or'].document._id,
        L('Étoile Treize', 'Thirteen Star'),
        'small',
        'product',
      ),
      w.p(
        L('Un fermoir fatigué, une pierre qui bouge ? ', 'A tired clasp, a loose stone? '),
        emailLink(L('Écrivez-nous', 'Write to us'), 'atelier@ateliertreize.fr'),
        L(' : la réparation est offerte. ', ': repairs are free. '),
        star(13),
      ),
      w.products(
        4,
        CATALOGUE.filter((item) => item.collection === 'bracelets')
          .slice(0, 4)
          .map((item) => ({ gid: productGid(item.n) })),
      ),
    ],
  };
}

export const PAGE_SLUGS = ['notre-atelier', 'savoir-faire', 'entretien'] as const;

export function pageDocuments(language: Language, assets: AssetSet): PageDocument[] {
  return [
    notreAtelier(language, assets),
    savoirFaire(language, assets),
    entretien(language, assets),
  ];
}
