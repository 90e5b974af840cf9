import { IMAGE_DISPLAYS, PRODUCT_COLUMNS } from '../constants.js';
import { defineArrayMember, defineField, defineType } from 'sanity';
import { optionList } from './options.js';
import { anyLinkMembers } from './links.js';
import { aspectRatioField, imageField, imageMember } from './objects.js';

const imagesField = defineField({
  name: 'images',
  type: 'array',
  of: [imageMember],
  validation: (rule) => rule.required().min(1),
});

export const singleImageModule = defineType({
  name: 'module.singleImage',
  title: 'Single image',
  type: 'object',
  fields: [
    imageField('image', true),
    defineField({
      name: 'display',
      type: 'string',
      options: { list: optionList(IMAGE_DISPLAYS), layout: 'radio' },
      validation: (rule) => rule.required(),
    }),
    aspectRatioField,
    defineField({ name: 'caption', type: 'string' }),
  ],
});

export const imageListModule = defineType({
  name: 'module.imageList',
  title: 'Image list',
  type: 'object',
  fields: [imagesField, aspectRatioField],
});

/** Gallery, 4 per row (behaviour §9). */
export const galleryModule = defineType({
  name: 'module.gallery',
  title: 'Gallery',
  type: 'object',
  fields: [imagesField, aspectRatioField],
});

export const productsModule = defineType({
  name: 'module.products',
  title: 'Products',
  type: 'object',
  fields: [
    defineField({ name: 'title', type: 'string' }),
    defineField({
      name: 'columns',
      type: 'number',
      options: { list: optionList(PRODUCT_COLUMNS), layout: 'radio' },
      validation: (rule) => rule.required(),
    }),
    defineField({
      name: 'products',
      type: 'array',
      of: [defineArrayMember({ type: 'productWithVariant' })],
      validation: (rule) => rule.required().min(1),
    }),
  ],
});

export const callToActionModule = defineType({
  name: 'module.callToAction',
  title: 'Call to action',
  type: 'object',
  fields: [
    defineField({ name: 'title', type: 'string' }),
    defineField({
      name: 'links',
      type: 'array',
      of: anyLinkMembers,
      validation: (rule) => rule.required().min(1),
    }),
  ],
});

export const borderedTextModule = defineType({
  name: 'module.borderedText',
  title: 'Bordered text',
  type: 'object',
  fields: [
    defineField({
      name: 'body',
      type: 'simplePortableText',
      validation: (rule) => rule.required(),
    }),
  ],
});

export const tableRowType = defineType({
  name: 'tableRow',
  type: 'object',
  fields: [
    defineField({
      name: 'cells',
      type: 'array',
      of: [defineArrayMember({ type: 'string' })],
      validation: (rule) => rule.required().min(1),
    }),
  ],
});

/** Table whose first row is the header row (behaviour §2, §3). */
export const tableModule = defineType({
  name: 'module.table',
  title: 'Table',
  type: 'object',
  fields: [
    defineField({
      name: 'rows',
      type: 'array',
      of: [defineArrayMember({ type: 'tableRow' })],
      validation: (rule) => rule.required().min(2),
    }),
  ],
});

export const accordionItemType = defineType({
  name: 'accordionItem',
  type: 'object',
  fields: [
    defineField({ name: 'label', type: 'string', validation: (rule) => rule.required() }),
    defineField({
      name: 'content',
      type: 'simplePortableText',
      validation: (rule) => rule.required(),
    }),
  ],
});

export const accordionModule = defineType({
  name: 'module.accordion',
  title: 'Accordion',
  type: 'object',
  fields: [
    defineField({
      name: 'items',
      type: 'array',
      of: [defineArrayMember({ type: 'accordionItem' })],
      validation: (rule) => rule.required().min(1),
    }),
  ],
});
