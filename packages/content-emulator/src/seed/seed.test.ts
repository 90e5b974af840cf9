import { ASPECT_RATIOS, BLOCK_STYLES, documentIds, LANGUAGES } from '@treize/content-model';
import { validateDocument } from '@treize/content-model/validate';
import { describe, expect, it } from 'vitest';
import { buildSeed } from './index.js';
import { CATALOGUE, productGid } from './catalogue.js';

const seed = await buildSeed();
const byId = new Map(seed.documents.map((doc) => [doc._id, doc]));

/** Every value of every object in a tree, depth first. */
function* walk(value: unknown): Generator<Record<string, unknown>> {
  if (Array.isArray(value)) for (const item of value) yield* walk(item);
  else if (typeof value === 'object' && value !== null) {
    yield value as Record<string, unknown>;
    for (const child of Object.values(value)) yield* walk(child);
  }
}

const pages = seed.documents.filter(
  (doc) => doc._type === 'page' && !doc._id.startsWith('drafts.'),
);
const pageObjects = [...walk(pages)];

describe('the demo seed', () => {
  it('matches the content model, document by document', async () => {
    const problems = (
      await Promise.all(
        seed.documents.map(async (doc) =>
          (await validateDocument(doc)).map((problem) => `${doc._id}: ${problem}`),
        ),
      )
    ).flat();
    expect(problems).toEqual([]);
  });

  it('has one editorial document per catalogue product and language, on the catalogue gids', () => {
    for (const product of CATALOGUE) {
      for (const language of LANGUAGES) {
        const doc = byId.get(documentIds.productEditorial(product.handle, language));
        expect(doc?.slug).toEqual({ _type: 'slug', current: product.handle });
        expect((doc?.productWithVariant as { gid: string }).gid).toBe(productGid(product.n));
      }
    }
    expect(
      seed.documents.filter(
        (doc) => doc._type === 'productEditorial' && !doc._id.startsWith('drafts.'),
      ),
    ).toHaveLength(48);
  });

  it('uses every module, text style, annotation, star, link kind and aspect ratio in the editorial pages, in each language', () => {
    for (const language of LANGUAGES) {
      const objects = [...walk(pages.filter((page) => page.language === language))];
      const types = new Set(objects.map((object) => object._type));
      for (const module of [
        'singleImage',
        'imageList',
        'gallery',
        'products',
        'callToAction',
        'borderedText',
        'table',
        'accordion',
      ]) {
        expect(types).toContain(`module.${module}`);
      }
      for (const kind of [
        'linkNavigationGroup',
        'linkForm',
        'linkExternal',
        'linkEmail',
        'linkInternal',
        'externalLink',
        'internalLink',
        'emailLink',
      ]) {
        expect(types).toContain(kind);
      }
      const styles = new Set(
        objects.filter((object) => object._type === 'block').map((block) => block.style),
      );
      for (const style of BLOCK_STYLES) expect(styles).toContain(style);
      expect(objects.some((object) => object.listItem === 'bullet')).toBe(true);
      const stars = new Set(
        objects.filter((object) => object._type === 'star').map((object) => object.number),
      );
      expect([...stars].sort((a, b) => Number(a) - Number(b))).toEqual(
        Array.from({ length: 13 }, (_, index) => index + 1),
      );
      const externals = objects.filter((object) => object._type === 'externalLink');
      expect(externals.some((link) => link.newWindow === true)).toBe(true);
      expect(externals.some((link) => link.newWindow === undefined)).toBe(true);
      const ratios = new Set(objects.map((object) => object.aspectRatio).filter(Boolean));
      expect([...ratios].sort()).toEqual([...ASPECT_RATIOS].sort());
      expect(
        new Set(
          objects
            .filter((object) => object._type === 'module.products')
            .map((module) => module.columns),
        ),
      ).toEqual(new Set([4, 5]));
    }
    expect(pageObjects.length).toBeGreaterThan(0);
  });

  it('points every image at a generated asset and every reference at a document', () => {
    for (const object of walk(seed.documents)) {
      if (object._type === 'reference' && typeof object._ref === 'string')
        expect(byId.has(object._ref), object._ref).toBe(true);
    }
    for (const asset of seed.assets)
      expect(asset.document._id).toMatch(/^image-[0-9a-f]{40}-\d+x\d+-(jpg|png)$/);
  });

  it('has drafts that differ from their published versions', () => {
    const draft = byId.get(`drafts.${documentIds.home('fr')}`);
    expect(draft?.title).not.toEqual(byId.get(documentIds.home('fr'))?.title);
  });
});
