import {
  defineArrayMember,
  defineField,
  defineType,
  type SlugValidationContext,
  type SlugValue,
} from 'sanity';
import { languageField } from './objects.js';

const SLUG = /^[a-z0-9]+(?:-[a-z0-9]+)*$/;

/** The same slug names a document in each language: unique per type and language only. */
async function isUniqueInLanguage(slug: string, context: SlugValidationContext): Promise<boolean> {
  const id = context.document?._id.replace(/^drafts\./, '');
  const taken = await context
    .getClient({ apiVersion: '2025-02-19' })
    .fetch<boolean | null>(
      'count(*[_type == $type && language == $language && slug.current == $slug && !(_id in [$id, "drafts." + $id])]) > 0',
      { type: context.document?._type, language: context.document?.language, slug, id },
    );
  return taken !== true;
}

const slugField = defineField({
  name: 'slug',
  type: 'slug',
  options: { source: 'title', isUnique: isUniqueInLanguage },
  // A slug is an object: its `current` text is what the pattern applies to.
  validation: (rule) =>
    rule
      .required()
      .custom<SlugValue>((slug) =>
        slug?.current === undefined || SLUG.test(slug.current) ? true : 'Must be a lower-case slug',
      ),
});

export const homeDocument = defineType({
  name: 'home',
  title: 'Home',
  type: 'document',
  fields: [
    languageField,
    defineField({ name: 'title', type: 'string', validation: (rule) => rule.required() }),
    defineField({ name: 'intro', type: 'text' }),
    defineField({ name: 'body', type: 'portableText', validation: (rule) => rule.required() }),
    defineField({ name: 'seo', type: 'pageSeo' }),
  ],
});

export const pageDocument = defineType({
  name: 'page',
  title: 'Page',
  type: 'document',
  fields: [
    languageField,
    defineField({ name: 'title', type: 'string', validation: (rule) => rule.required() }),
    slugField,
    defineField({ name: 'body', type: 'portableText', validation: (rule) => rule.required() }),
    defineField({ name: 'seo', type: 'pageSeo' }),
  ],
});

/** Editorial content of one commerce product; `slug.current` is the product handle. */
export const productEditorialDocument = defineType({
  name: 'productEditorial',
  title: 'Product editorial',
  type: 'document',
  fields: [
    languageField,
    defineField({
      ...slugField,
      options: { source: 'editorial.title', isUnique: isUniqueInLanguage },
    }),
    defineField({
      name: 'productWithVariant',
      type: 'productWithVariant',
      validation: (rule) => rule.required(),
    }),
    defineField({
      name: 'editorial',
      type: 'object',
      validation: (rule) => rule.required(),
      fields: [
        defineField({ name: 'label', type: 'string' }),
        defineField({ name: 'title', type: 'string' }),
        defineField({ name: 'body', type: 'portableText' }),
      ],
    }),
  ],
});

export const contactRequestOptionType = defineType({
  name: 'contactRequestOption',
  type: 'object',
  fields: [
    defineField({ name: 'key', type: 'string', validation: (rule) => rule.required() }),
    defineField({ name: 'text', type: 'string', validation: (rule) => rule.required() }),
  ],
});

/** A contact form submission (behaviour §3 "Contact form fields"); written by the storefront, read-only in the Studio. */
export const contactRequestDocument = defineType({
  name: 'contactRequest',
  title: 'Contact request',
  type: 'document',
  readOnly: true,
  fields: [
    languageField,
    defineField({ name: 'currency', type: 'string', validation: (rule) => rule.required() }),
    // Empty when the form was opened from the footer or a content form link, not a product page.
    defineField({ name: 'product', type: 'string' }),
    defineField({ name: 'pathname', type: 'string', validation: (rule) => rule.required() }),
    defineField({ name: 'firstName', type: 'string', validation: (rule) => rule.required() }),
    defineField({ name: 'lastName', type: 'string', validation: (rule) => rule.required() }),
    defineField({ name: 'email', type: 'email', validation: (rule) => rule.required() }),
    defineField({ name: 'phone', type: 'string' }),
    defineField({
      name: 'options',
      type: 'array',
      of: [defineArrayMember({ type: 'contactRequestOption' })],
    }),
    defineField({ name: 'textContent', type: 'text' }),
    defineField({ name: 'submittedAt', type: 'datetime', validation: (rule) => rule.required() }),
  ],
});

/** The document-internationalization plugin's link between translations; `_key` is the language. */
export const translationMetadataDocument = defineType({
  name: 'translation.metadata',
  type: 'document',
  fields: [
    defineField({
      name: 'schemaTypes',
      type: 'array',
      of: [defineArrayMember({ type: 'string' })],
    }),
    defineField({
      name: 'translations',
      type: 'array',
      of: [
        defineArrayMember({
          name: 'internationalizedArrayReferenceValue',
          type: 'object',
          fields: [
            defineField({
              name: 'value',
              type: 'reference',
              to: [
                { type: 'home' },
                { type: 'page' },
                { type: 'productEditorial' },
                { type: 'layout' },
              ],
              validation: (rule) => rule.required(),
            }),
          ],
        }),
      ],
    }),
  ],
});
