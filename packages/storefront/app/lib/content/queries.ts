import { defineQuery } from 'groq';

/**
 * GROQ documents, declared with `defineQuery` so that Sanity's TypeGen types their results
 * (`sanity.types.ts`, `npm run typegen`). Each asks for the locale's language and falls back to
 * French (behaviour §9) with `coalesce` over two language filters. TypeGen reads the text as
 * written, so each query is one literal.
 *
 * The layout query asks for the fields something renders, and no more: the root loader's data is
 * serialised into every page's HTML. A feature that shows more of the layout adds its field here.
 * Text blocks keep their marks; modules are returned whole (their fields are plain data).
 */
export const LAYOUT_QUERY = defineQuery(`coalesce(
  *[_type == "layout" && language == $language][0],
  *[_type == "layout" && language == $fallback][0]
){
  banner,
  menu,
  footer,
  seo,
  notFoundPage,
  customProductOptions,
  labels,
  sharedTexts,
  gaTrackingId
}`);

export const HOME_QUERY = defineQuery(`coalesce(
  *[_type == "home" && language == $language][0],
  *[_type == "home" && language == $fallback][0]
){
  _id, title, intro, seo, body[]
}`);

export const PAGE_QUERY = defineQuery(`coalesce(
  *[_type == "page" && slug.current == $slug && language == $language][0],
  *[_type == "page" && slug.current == $slug && language == $fallback][0]
){
  _id, _createdAt, _updatedAt, title, "slug": slug.current, seo, body[]
}`);

export const PRODUCT_EDITORIAL_QUERY = defineQuery(`coalesce(
  *[_type == "productEditorial" && slug.current == $handle && language == $language][0],
  *[_type == "productEditorial" && slug.current == $handle && language == $fallback][0]
){
  _id, "slug": slug.current, productWithVariant, editorial
}`);

/** The contact form's options in one language: the server accepts only what editors offer. */
export const CONTACT_OPTIONS_QUERY = defineQuery(`coalesce(
  *[_type == "layout" && language == $language][0],
  *[_type == "layout" && language == $fallback][0]
).sharedTexts.forms.options[]{key, text}`);

/** Published editorial pages of every language, for the sitemap (drafts are never listed). */
export const SITEMAP_PAGES_QUERY =
  defineQuery(`*[_type == "page" && defined(slug.current) && !(_id in path("drafts.**"))]{
  "slug": slug.current, _updatedAt
}`);
