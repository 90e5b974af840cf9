import { documentIds, type Language, type LayoutDocument } from '@treize/content-model';
import type { AssetSet } from './images.js';
import { CATALOGUE } from './catalogue.js';
import { emailLink, externalLink, internalLink, star, TextWriter } from './portableText.js';

type Text = Record<Language, string>;
const t = (fr: string, en: string): Text => ({ fr, en });

const FORM_OPTIONS: [string, Text][] = [
  ['engraving', t('Gravure personnalisée', 'Custom engraving')],
  ['size', t('Conseil de taille', 'Sizing advice')],
  ['appointment', t('Rendez-vous à l’atelier', 'Workshop appointment')],
  ['gift', t('Emballage cadeau', 'Gift wrapping')],
];

const LABELS: [string, Text][] = [
  ['newsletter.title', t('Les nouvelles de l’atelier', 'News from the workshop')],
  ['newsletter.placeholder', t('Votre adresse e-mail', 'Your email address')],
  ['product.madeIn', t('Fait main à Paris', 'Handmade in Paris')],
  ['product.shipping', t('Livraison offerte dès 130 €', 'Free shipping from €130')],
  ['product.care', t('Entretien', 'Care')],
  ['product.openForm', t('Une question sur cette pièce ?', 'A question about this piece?')],
];

/** The layout document of one language: behaviour §3 "Layout content", field for field. */
export function layoutDocument(language: Language, assets: AssetSet): LayoutDocument {
  const w = new TextWriter(`layout${language}`);
  const tr = (text: Text) => text[language];
  return {
    _id: documentIds.layout(language),
    _type: 'layout',
    language,
    banner: {
      isDisplayed: true,
      text: tr(
        t(
          'Livraison offerte dès 130 € · Gravure offerte jusqu’au 13 décembre',
          'Free shipping from €130 · Free engraving until 13 December',
        ),
      ),
      theme: { textColor: '#1c1917', backgroundColor: '#f3e3c3' },
    },
    menu: {
      links: [
        {
          _type: 'linkNavigationGroup',
          _key: w.key(),
          title: tr(t('Bijoux', 'Jewellery')),
          groups: [
            {
              _type: 'navigationGroupItem',
              _key: w.key(),
              link: w.linkInternal(
                tr(t('Boucles d’oreilles', 'Earrings')),
                '/collections/boucles-d-oreilles',
              ),
              secondaryLinks: [
                w.linkInternal(tr(t('Créoles', 'Hoops')), '/products/comete'),
                w.linkInternal(
                  tr(t('Manchettes d’oreille', 'Ear cuffs')),
                  '/products/constellation',
                ),
              ],
            },
            {
              _type: 'navigationGroupItem',
              _key: w.key(),
              link: w.linkInternal(tr(t('Bagues', 'Rings')), '/collections/bagues'),
            },
            {
              _type: 'navigationGroupItem',
              _key: w.key(),
              link: w.linkInternal(tr(t('Colliers', 'Necklaces')), '/collections/colliers'),
            },
            {
              _type: 'navigationGroupItem',
              _key: w.key(),
              link: w.linkInternal(tr(t('Bracelets', 'Bracelets')), '/collections/bracelets'),
            },
          ],
        },
        w.linkInternal(tr(t('L’atelier', 'The workshop')), '/pages/notre-atelier'),
        w.linkInternal(tr(t('Savoir-faire', 'Craft')), '/pages/savoir-faire'),
      ],
      temporaryLink: w.linkInternal(tr(t('Nouveautés', 'New in')), '/collections/nouveautes'),
    },
    footer: {
      linkGroups: [
        {
          _type: 'footerLinkGroup',
          _key: w.key(),
          label: tr(t('La maison', 'The house')),
          alignment: 'left',
          links: [
            w.linkInternal(tr(t('Notre atelier', 'Our workshop')), '/pages/notre-atelier'),
            w.linkInternal(tr(t('Savoir-faire', 'Craft')), '/pages/savoir-faire'),
            w.linkInternal(tr(t('Entretien des bijoux', 'Jewellery care')), '/pages/entretien'),
          ],
        },
        {
          _type: 'footerLinkGroup',
          _key: w.key(),
          label: tr(t('Nous écrire', 'Contact')),
          alignment: 'center',
          links: [
            w.linkEmail('bonjour@ateliertreize.fr', 'bonjour@ateliertreize.fr'),
            w.linkForm(tr(t('Demande sur mesure', 'Bespoke request'))),
          ],
        },
        {
          _type: 'footerLinkGroup',
          _key: w.key(),
          label: tr(t('Suivre', 'Follow')),
          alignment: 'right',
          links: [
            w.linkExternal('Instagram', 'https://www.instagram.com/ateliertreize', {
              newWindow: true,
              arrow: true,
            }),
            w.linkExternal('Pinterest', 'https://www.pinterest.com/ateliertreize', {
              newWindow: true,
            }),
          ],
        },
      ],
      credits: [
        {
          _type: 'credit',
          _key: w.key(),
          label: tr(t('Photographies : Atelier Treize', 'Photography: Atelier Treize')),
        },
        {
          _type: 'credit',
          _key: w.key(),
          label: tr(t('Typographie : Treize Serif', 'Typeface: Treize Serif')),
          url: 'https://fonts.example.org/treize-serif',
        },
      ],
      arr: tr(t('Atelier Treize. Tous droits réservés.', 'Atelier Treize. All rights reserved.')),
    },
    seo: {
      separator: ' | ',
      title: 'Atelier Treize',
      description: tr(
        t(
          'Bijoux en or recyclé et argent massif, dessinés et façonnés à la main dans notre atelier parisien.',
          'Recycled gold and solid silver jewellery, designed and made by hand in our Paris workshop.',
        ),
      ),
      image: w.image(assets.partage.document._id, 'Atelier Treize', 'Atelier Treize'),
      handle: '@ateliertreize',
    },
    notFoundPage: {
      label: '404',
      title: tr(t('Page introuvable', 'Page not found')),
      text: tr(
        t(
          'Cette page s’est égarée comme une boucle d’oreille sous l’établi. Revenez à l’accueil ou parcourez nos collections.',
          'This page went missing like an earring under the workbench. Head back home or browse our collections.',
        ),
      ),
    },
    labels: LABELS.map(([key, text]) => ({ _type: 'label', _key: w.key(), key, text: tr(text) })),
    globalProducts: CATALOGUE.filter((product) => [1, 9, 15, 21].includes(product.n)).map(
      (product) => ({
        _type: 'reference',
        _key: w.key(),
        _ref: documentIds.productEditorial(product.handle, language),
      }),
    ),
    sharedTexts: {
      general: {
        cookies: [
          w.p(
            tr(
              t(
                'Nous utilisons des cookies de mesure d’audience uniquement avec votre accord. ',
                'We use audience measurement cookies only with your consent. ',
              ),
            ),
            internalLink(tr(t('En savoir plus', 'Learn more')), '/policies/privacy-policy'),
            tr(t(' ou écrivez-nous à ', ' or write to ')),
            emailLink('bonjour@ateliertreize.fr', 'bonjour@ateliertreize.fr'),
            '. ',
            star(13),
          ),
          w.p(
            tr(
              t(
                'Les cookies de la boutique suivent les règles de ',
                'Shop cookies follow the rules of ',
              ),
            ),
            externalLink('la CNIL', 'https://www.cnil.fr/fr/cookies-et-autres-traceurs', true),
            '.',
          ),
        ],
      },
      forms: {
        title: tr(t('Parlons de votre bijou', "Let's talk about your piece")),
        intro: tr(
          t(
            'Une question sur une pièce, une gravure, une taille ? Laissez-nous un mot : nous répondons sous deux jours ouvrés.',
            'A question about a piece, an engraving, a size? Leave us a note: we answer within two working days.',
          ),
        ),
        options: FORM_OPTIONS.map(([key, text]) => ({
          _type: 'formOption',
          _key: w.key(),
          key,
          text: tr(text),
        })),
        placeholder: tr(t('Votre message (facultatif)', 'Your message (optional)')),
      },
    },
    customProductOptions: [
      {
        _type: 'ear',
        _key: w.key(),
        title: 'Oreille',
        translation: tr(t('Oreille', 'Ear')),
        ears: [
          { _type: 'earValue', _key: w.key(), title: 'Gauche', label: tr(t('Gauche', 'Left')) },
          { _type: 'earValue', _key: w.key(), title: 'Droite', label: tr(t('Droite', 'Right')) },
          { _type: 'earValue', _key: w.key(), title: 'Paire', label: tr(t('Paire', 'Pair')) },
        ],
      },
      {
        _type: 'color',
        _key: w.key(),
        title: 'Couleur',
        translation: tr(t('Couleur', 'Colour')),
        colors: [
          {
            _type: 'colorValue',
            _key: w.key(),
            title: 'Or',
            label: tr(t('Or', 'Gold')),
            hex: '#d4a94e',
          },
          {
            _type: 'colorValue',
            _key: w.key(),
            title: 'Argent',
            label: tr(t('Argent', 'Silver')),
            hex: '#c0c3c7',
          },
          {
            _type: 'colorValue',
            _key: w.key(),
            title: 'Or rose',
            label: tr(t('Or rose', 'Rose gold')),
            hex: '#d9a08b',
          },
        ],
      },
    ],
    sanityProjectID: 'treize',
    sanityDataset: 'production',
    gaTrackingId: '',
  };
}
