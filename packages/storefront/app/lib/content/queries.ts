/**
 * GROQ documents. Each asks for the locale's language and falls back to French (behaviour §9) with
 * `coalesce` over two language filters.
 */

const inLanguage = (filter: string) =>
  `coalesce(*[${filter} && language == $language][0], *[${filter} && language == $fallback][0])`;

/** Text blocks keep their marks; modules are returned whole (their fields are plain data). */
const BODY = `body[]`;

/**
 * The layout fields something renders, and no more: the root loader's data is serialised into
 * every page's HTML. A feature that shows more of the layout (labels, shared texts,
 * global products) adds its field here and to `LayoutContent`.
 */
export const LAYOUT_QUERY = `${inLanguage('_type == "layout"')}{
  banner,
  menu,
  footer,
  seo,
  notFoundPage,
  customProductOptions,
  labels,
  sharedTexts,
  gaTrackingId
}`;

export const HOME_QUERY = `${inLanguage('_type == "home"')}{
  _id, title, intro, seo, ${BODY}
}`;

export const PAGE_QUERY = `${inLanguage('_type == "page" && slug.current == $slug')}{
  _id, _createdAt, _updatedAt, title, "slug": slug.current, seo, ${BODY}
}`;

export const PRODUCT_EDITORIAL_QUERY = `${inLanguage('_type == "productEditorial" && slug.current == $handle')}{
  _id, "slug": slug.current, productWithVariant, editorial
}`;

/** The contact form's options in one language: the server accepts only what editors offer. */
export const CONTACT_OPTIONS_QUERY = `${inLanguage('_type == "layout"')}.sharedTexts.forms.options[]{key, text}`;
