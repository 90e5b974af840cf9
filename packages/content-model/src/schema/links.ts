import { defineArrayMember, defineField, defineType } from 'sanity';

/** A shop path without locale prefix: the storefront prepends the prefix (behaviour §2). */
export const SHOP_PATH = /^\/[^\s]*$/;

const labelField = defineField({
  name: 'label',
  type: 'string',
  validation: (rule) => rule.required(),
});

export const linkInternalType = defineType({
  name: 'linkInternal',
  title: 'Internal link',
  type: 'object',
  fields: [
    labelField,
    defineField({
      name: 'slug',
      type: 'string',
      description: 'A shop path without locale prefix, e.g. /pages/notre-atelier',
      validation: (rule) => rule.required().regex(SHOP_PATH, 'shop path'),
    }),
  ],
});

export const linkExternalType = defineType({
  name: 'linkExternal',
  title: 'External link',
  type: 'object',
  fields: [
    labelField,
    defineField({
      name: 'url',
      type: 'url',
      validation: (rule) => rule.required().uri({ scheme: ['http', 'https'] }),
    }),
    defineField({ name: 'newWindow', type: 'boolean' }),
    defineField({ name: 'arrow', type: 'boolean' }),
  ],
});

export const linkEmailType = defineType({
  name: 'linkEmail',
  title: 'Email link',
  type: 'object',
  fields: [
    labelField,
    defineField({ name: 'email', type: 'email', validation: (rule) => rule.required() }),
  ],
});

export const linkFormType = defineType({
  name: 'linkForm',
  title: 'Form link',
  type: 'object',
  fields: [labelField],
});

export const navigationGroupItemType = defineType({
  name: 'navigationGroupItem',
  type: 'object',
  fields: [
    defineField({
      name: 'link',
      type: 'linkInternal',
      validation: (rule) => rule.required(),
    }),
    defineField({
      name: 'secondaryLinks',
      type: 'array',
      of: [
        defineArrayMember({ type: 'linkInternal' }),
        defineArrayMember({ type: 'linkExternal' }),
      ],
    }),
  ],
});

export const linkNavigationGroupType = defineType({
  name: 'linkNavigationGroup',
  title: 'Navigation group',
  type: 'object',
  fields: [
    defineField({ name: 'title', type: 'string', validation: (rule) => rule.required() }),
    defineField({
      name: 'groups',
      type: 'array',
      of: [defineArrayMember({ type: 'navigationGroupItem' })],
      validation: (rule) => rule.required().min(1),
    }),
  ],
});

/** Array members for a list of any link kind (behaviour §2 "Link kinds in content"). */
export const anyLinkMembers = [
  defineArrayMember({ type: 'linkNavigationGroup' }),
  defineArrayMember({ type: 'linkForm' }),
  defineArrayMember({ type: 'linkExternal' }),
  defineArrayMember({ type: 'linkEmail' }),
  defineArrayMember({ type: 'linkInternal' }),
];

/** Array members for links that fit in one line (footer groups). */
export const simpleLinkMembers = [
  defineArrayMember({ type: 'linkInternal' }),
  defineArrayMember({ type: 'linkExternal' }),
  defineArrayMember({ type: 'linkEmail' }),
  defineArrayMember({ type: 'linkForm' }),
];
