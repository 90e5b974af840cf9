import { BLOCK_STYLES, DECORATORS, LIST_TYPES, STAR_MAX, STAR_MIN } from '../constants.js';
import { defineArrayMember, defineField, defineType } from 'sanity';
import { optionList } from './options.js';
import { SHOP_PATH } from './links.js';

export const externalLinkAnnotation = defineType({
  name: 'externalLink',
  title: 'External link',
  type: 'object',
  fields: [
    defineField({
      name: 'url',
      type: 'url',
      validation: (rule) => rule.required().uri({ scheme: ['http', 'https'] }),
    }),
    defineField({ name: 'newWindow', type: 'boolean' }),
  ],
});

export const internalLinkAnnotation = defineType({
  name: 'internalLink',
  title: 'Internal link',
  type: 'object',
  fields: [
    defineField({
      name: 'slug',
      type: 'string',
      validation: (rule) => rule.required().regex(SHOP_PATH, 'shop path'),
    }),
  ],
});

export const emailLinkAnnotation = defineType({
  name: 'emailLink',
  title: 'Email',
  type: 'object',
  fields: [defineField({ name: 'email', type: 'email', validation: (rule) => rule.required() })],
});

/** Decorative star, numbered 1 to 13 (behaviour §2, §9). */
export const starAnnotation = defineType({
  name: 'star',
  title: 'Star',
  type: 'object',
  fields: [
    defineField({
      name: 'number',
      type: 'number',
      validation: (rule) => rule.required().integer().min(STAR_MIN).max(STAR_MAX),
    }),
  ],
});

/** The text block every rich text field shares (behaviour §2 "Text styles", "Inline annotations"). */
export const textBlockMember = defineArrayMember({
  type: 'block',
  styles: optionList(BLOCK_STYLES),
  lists: optionList(LIST_TYPES),
  marks: {
    decorators: optionList(DECORATORS),
    annotations: [
      { type: 'externalLink', name: 'externalLink' },
      { type: 'internalLink', name: 'internalLink' },
      { type: 'emailLink', name: 'emailLink' },
      { type: 'star', name: 'star' },
    ],
  },
});

/** Rich text without modules. */
export const simplePortableTextType = defineType({
  name: 'simplePortableText',
  type: 'array',
  of: [textBlockMember],
});

/** Editorial rich text: text blocks and the 8 modules of behaviour §2. */
export const portableTextType = defineType({
  name: 'portableText',
  type: 'array',
  of: [
    textBlockMember,
    defineArrayMember({ type: 'module.singleImage' }),
    defineArrayMember({ type: 'module.imageList' }),
    defineArrayMember({ type: 'module.gallery' }),
    defineArrayMember({ type: 'module.products' }),
    defineArrayMember({ type: 'module.callToAction' }),
    defineArrayMember({ type: 'module.borderedText' }),
    defineArrayMember({ type: 'module.table' }),
    defineArrayMember({ type: 'module.accordion' }),
  ],
});
