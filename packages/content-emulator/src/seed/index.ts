import { documentIds, draftId, LANGUAGES, TRANSLATED_DOCUMENT_TYPES } from '@treize/content-model';
import type { StoredDocument } from '../store/documents.js';
import type { GeneratedAsset } from './artwork.js';
import { generateAssets } from './images.js';
import { layoutDocument } from './layout.js';
import { homeDocument, pageDocuments } from './pages.js';
import { productEditorialDocuments } from './productEditorials.js';

/** The seed's fixed clock, so a rebuilt seed is identical to the first one. */
const SEEDED_AT = '2026-11-13T13:13:00.000Z';

export interface Seed {
  documents: StoredDocument[];
  assets: GeneratedAsset[];
}

function stamped(doc: object): StoredDocument {
  return { ...doc, _createdAt: SEEDED_AT, _updatedAt: SEEDED_AT, _rev: 'seed' } as StoredDocument;
}

/** Links the FR and EN documents of one base id, as the document-internationalization plugin does. */
function translationMetadata(baseId: string, schemaType: string): StoredDocument {
  return stamped({
    _id: documentIds.translationMetadata(baseId),
    _type: 'translation.metadata',
    schemaTypes: [schemaType],
    translations: LANGUAGES.map((language) => ({
      _key: language,
      _type: 'internationalizedArrayReferenceValue',
      value: { _type: 'reference', _ref: `${baseId}-${language}`, _weak: true },
    })),
  });
}

/**
 * The demo dataset: layout, home, three editorial pages and 24 product editorials in FR and EN,
 * their translation links, the generated image assets, and drafts that differ from what is published
 * (the home page title and the Étoile Treize editorial title) so preview mode has something to show.
 */
export async function buildSeed(): Promise<Seed> {
  const assets = await generateAssets();
  const content = [
    ...LANGUAGES.flatMap((language) => [
      layoutDocument(language, assets),
      homeDocument(language, assets),
      ...pageDocuments(language, assets),
    ]),
    ...productEditorialDocuments(),
  ].map(stamped);
  const bases = new Map<string, string>();
  for (const doc of content) {
    if ((TRANSLATED_DOCUMENT_TYPES as readonly string[]).includes(doc._type))
      bases.set(doc._id.replace(/-(fr|en)$/, ''), doc._type);
  }
  const metadata = [...bases].map(([baseId, type]) => translationMetadata(baseId, type));
  const published = new Map(content.map((doc) => [doc._id, doc]));
  const homeFr = published.get(documentIds.home('fr'));
  const etoileFr = published.get(documentIds.productEditorial('etoile-treize', 'fr'));
  if (!homeFr || !etoileFr)
    throw new Error('the seed lost its home page or the Étoile Treize editorial');
  const drafts = [
    {
      ...homeFr,
      _id: draftId(homeFr._id),
      title: 'Bijoux faits main à Paris — édition de fêtes (brouillon)',
      _rev: 'seed-draft',
    },
    {
      ...etoileFr,
      _id: draftId(etoileFr._id),
      editorial: {
        ...(etoileFr.editorial as object),
        title: 'Étoile Treize, nouvelle édition (brouillon)',
      },
      _rev: 'seed-draft',
    },
  ];
  const assetList = Object.values(assets);
  return {
    documents: [
      ...content,
      ...metadata,
      ...drafts,
      ...assetList.map((asset) => stamped(asset.document)),
    ],
    assets: assetList,
  };
}
