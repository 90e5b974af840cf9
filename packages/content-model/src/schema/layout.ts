import { ALIGNMENTS } from '../constants.js';
import { defineArrayMember, defineField, defineType } from 'sanity';
import { optionList } from './options.js';
import { anyLinkMembers, simpleLinkMembers } from './links.js';
import { imageField, languageField } from './objects.js';

const HEX_COLOUR = /^#[0-9a-fA-F]{6}$/;

const requiredString = (name: string) =>
  defineField({ name, type: 'string', validation: (rule) => rule.required() });

export const footerLinkGroupType = defineType({
  name: 'footerLinkGroup',
  type: 'object',
  fields: [
    requiredString('label'),
    defineField({
      name: 'alignment',
      type: 'string',
      options: { list: optionList(ALIGNMENTS), layout: 'radio' },
      validation: (rule) => rule.required(),
    }),
    defineField({
      name: 'links',
      type: 'array',
      of: simpleLinkMembers,
      validation: (rule) => rule.required(),
    }),
  ],
});

export const creditType = defineType({
  name: 'credit',
  type: 'object',
  fields: [
    requiredString('label'),
    defineField({
      name: 'url',
      type: 'url',
      validation: (rule) => rule.uri({ scheme: ['http', 'https'] }),
    }),
  ],
});

export const labelType = defineType({
  name: 'label',
  type: 'object',
  fields: [requiredString('key'), requiredString('text')],
});

export const formOptionType = defineType({
  name: 'formOption',
  type: 'object',
  fields: [requiredString('key'), requiredString('text')],
});

const valueLabelFields = [requiredString('title'), requiredString('label')];

export const earValueType = defineType({
  name: 'earValue',
  type: 'object',
  fields: valueLabelFields,
});

export const colorValueType = defineType({
  name: 'colorValue',
  type: 'object',
  fields: [
    ...valueLabelFields,
    defineField({
      name: 'hex',
      type: 'string',
      validation: (rule) => rule.regex(HEX_COLOUR, 'hex colour'),
    }),
  ],
});

/** Labels of the `Oreille` option and its values (behaviour §3 "customProductOptions"). */
export const earOptionType = defineType({
  name: 'ear',
  title: 'Ear option',
  type: 'object',
  fields: [
    requiredString('title'),
    requiredString('translation'),
    defineField({
      name: 'ears',
      type: 'array',
      of: [defineArrayMember({ type: 'earValue' })],
      validation: (rule) => rule.required().min(1),
    }),
  ],
});

/** Labels of the `Couleur` option and its values. */
export const colorOptionType = defineType({
  name: 'color',
  title: 'Colour option',
  type: 'object',
  fields: [
    requiredString('title'),
    requiredString('translation'),
    defineField({
      name: 'colors',
      type: 'array',
      of: [defineArrayMember({ type: 'colorValue' })],
      validation: (rule) => rule.required().min(1),
    }),
  ],
});

/** The shell content of one language (behaviour §3 "Layout content", field for field). */
export const layoutDocument = defineType({
  name: 'layout',
  title: 'Layout',
  type: 'document',
  fields: [
    languageField,
    defineField({
      name: 'banner',
      type: 'object',
      validation: (rule) => rule.required(),
      fields: [
        defineField({
          name: 'isDisplayed',
          type: 'boolean',
          validation: (rule) => rule.required(),
        }),
        requiredString('text'),
        defineField({
          name: 'theme',
          type: 'object',
          validation: (rule) => rule.required(),
          fields: [
            defineField({
              name: 'textColor',
              type: 'string',
              validation: (rule) => rule.required().regex(HEX_COLOUR, 'hex colour'),
            }),
            defineField({
              name: 'backgroundColor',
              type: 'string',
              validation: (rule) => rule.required().regex(HEX_COLOUR, 'hex colour'),
            }),
          ],
        }),
      ],
    }),
    defineField({
      name: 'menu',
      type: 'object',
      validation: (rule) => rule.required(),
      fields: [
        defineField({
          name: 'links',
          type: 'array',
          of: anyLinkMembers,
          validation: (rule) => rule.required().min(2),
        }),
        defineField({ name: 'temporaryLink', type: 'linkInternal' }),
      ],
    }),
    defineField({
      name: 'footer',
      type: 'object',
      validation: (rule) => rule.required(),
      fields: [
        defineField({
          name: 'linkGroups',
          type: 'array',
          of: [defineArrayMember({ type: 'footerLinkGroup' })],
          validation: (rule) => rule.required(),
        }),
        defineField({
          name: 'credits',
          type: 'array',
          of: [defineArrayMember({ type: 'credit' })],
        }),
        requiredString('arr'),
      ],
    }),
    defineField({
      name: 'seo',
      type: 'object',
      validation: (rule) => rule.required(),
      fields: [
        requiredString('separator'),
        defineField({
          name: 'title',
          type: 'string',
          validation: (rule) => [rule.required(), rule.max(120).warning()],
        }),
        defineField({
          name: 'description',
          type: 'text',
          validation: (rule) => [rule.required(), rule.max(155).warning()],
        }),
        imageField('image', true),
        defineField({
          name: 'handle',
          title: 'Social handle',
          type: 'string',
          // Behaviour §5: a handle that does not start with "@" only warns.
          validation: (rule) => rule.regex(/^@/, 'starts with @').warning(),
        }),
      ],
    }),
    defineField({
      name: 'notFoundPage',
      type: 'object',
      validation: (rule) => rule.required(),
      fields: [
        requiredString('label'),
        requiredString('title'),
        defineField({ name: 'text', type: 'text', validation: (rule) => rule.required() }),
      ],
    }),
    defineField({ name: 'labels', type: 'array', of: [defineArrayMember({ type: 'label' })] }),
    defineField({
      name: 'globalProducts',
      type: 'array',
      of: [defineArrayMember({ type: 'reference', to: [{ type: 'productEditorial' }] })],
    }),
    defineField({
      name: 'sharedTexts',
      type: 'object',
      validation: (rule) => rule.required(),
      fields: [
        defineField({
          name: 'general',
          type: 'object',
          fields: [
            defineField({
              name: 'cookies',
              type: 'simplePortableText',
              validation: (rule) => rule.required(),
            }),
          ],
        }),
        defineField({
          name: 'forms',
          type: 'object',
          fields: [
            requiredString('title'),
            defineField({ name: 'intro', type: 'text' }),
            defineField({
              name: 'options',
              type: 'array',
              of: [defineArrayMember({ type: 'formOption' })],
            }),
            defineField({ name: 'placeholder', type: 'string' }),
          ],
        }),
      ],
    }),
    defineField({
      name: 'customProductOptions',
      type: 'array',
      of: [defineArrayMember({ type: 'ear' }), defineArrayMember({ type: 'color' })],
    }),
    requiredString('sanityProjectID'),
    requiredString('sanityDataset'),
    defineField({ name: 'gaTrackingId', type: 'string' }),
  ],
});
