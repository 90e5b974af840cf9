import { ASPECT_RATIOS, LANGUAGES } from '../constants.js';
import { defineArrayMember, defineField, defineType } from 'sanity';
import { optionList } from './options.js';
import type { ImageRule } from 'sanity';

/** Shopify gids as the commerce backend issues them (docs/demo-catalogue.md). */
export const PRODUCT_GID = /^gid:\/\/shopify\/Product\/\d+$/;
export const VARIANT_GID = /^gid:\/\/shopify\/ProductVariant\/\d+$/;

/** The `language` field the document-internationalization plugin adds to each translated type. */
export const languageField = defineField({
  name: 'language',
  type: 'string',
  readOnly: true,
  options: { list: optionList(LANGUAGES) },
  validation: (rule) => rule.required(),
});

/**
 * The extra fields of every image: the alt text and title the storefront renders (behaviour §3
 * "Content-side image"). Declared on each image field, since the built-in `image` type cannot be
 * redefined, so stored values keep `_type: 'image'`.
 */
export const imageFields = [
  defineField({ name: 'altText', type: 'string' }),
  defineField({ name: 'title', type: 'string' }),
];

/** An image field with alt text, title and hotspot. */
export function imageField(name: string, required: boolean) {
  return defineField({
    name,
    type: 'image',
    options: { hotspot: true },
    fields: imageFields,
    ...(required ? { validation: (rule: ImageRule) => rule.required() } : {}),
  });
}

/** An image as an array member (image list, gallery). */
export const imageMember = defineArrayMember({
  type: 'image',
  options: { hotspot: true },
  fields: imageFields,
});

export const aspectRatioField = defineField({
  name: 'aspectRatio',
  type: 'string',
  options: { list: optionList(ASPECT_RATIOS), layout: 'radio' },
  validation: (rule) => rule.required(),
});

export const productWithVariantType = defineType({
  name: 'productWithVariant',
  title: 'Product with variant',
  type: 'object',
  fields: [
    defineField({
      name: 'gid',
      type: 'string',
      validation: (rule) => rule.required().regex(PRODUCT_GID, 'product gid'),
    }),
    defineField({
      name: 'variantGid',
      type: 'string',
      validation: (rule) => rule.regex(VARIANT_GID, 'variant gid'),
    }),
  ],
});

/** Page-level SEO; the length limits only warn (behaviour §5). */
export const pageSeoType = defineType({
  name: 'pageSeo',
  title: 'SEO',
  type: 'object',
  fields: [
    defineField({ name: 'title', type: 'string', validation: (rule) => rule.max(120).warning() }),
    defineField({
      name: 'description',
      type: 'text',
      validation: (rule) => rule.max(155).warning(),
    }),
    imageField('image', false),
  ],
});
