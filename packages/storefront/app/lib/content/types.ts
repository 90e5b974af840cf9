import type {
  LAYOUT_QUERY_RESULT,
  Layout,
  LinkEmail,
  LinkExternal,
  LinkForm,
  LinkInternal,
  LinkNavigationGroup,
  PAGE_QUERY_RESULT,
  PortableText,
  SimplePortableText,
} from './sanity.types';

/**
 * Names for the shapes the components read, all taken from the types TypeGen generates from the
 * schema and the queries (`sanity.types.ts`), so a component reads what a query answers.
 */

/** Result of `LAYOUT_QUERY`: the shell content of one language (behaviour §3 "Layout content"). */
export type LayoutContent = NonNullable<LAYOUT_QUERY_RESULT>;

/** Result of `PAGE_QUERY`. */
export type PageContent = NonNullable<PAGE_QUERY_RESULT>;

/** Editorial rich text: text blocks and embedded modules. */
export type PortableTextBody = PortableText;

/** Rich text without modules (cookie notice, accordion content, bordered text). */
export type TextBlock = SimplePortableText[number];

/** One of the eight modules an editorial body embeds (behaviour §2). */
export type BodyModule = Exclude<PortableTextBody[number], { _type: 'block' }>;

/** The module of one content type, e.g. `ModuleOf<'module.gallery'>`. */
export type ModuleOf<Type extends BodyModule['_type']> = Extract<BodyModule, { _type: Type }>;

/** A content image as a module or the SEO fields hold it; its asset may still be missing. */
export type SanityImage = ModuleOf<'module.singleImage'>['image'];

/**
 * A content link of one kind. Links in an array carry a `_key` besides (the array's type says so);
 * a link in a field of its own, like the menu's temporary link, has none.
 */
export type SimpleLink = LinkInternal | LinkExternal | LinkEmail | LinkForm;
export type { LinkNavigationGroup };

/** The footer of the layout. */
export type FooterContent = NonNullable<Layout['footer']>;

/** The layout's labels of one product option (ear, colour). */
export type CustomProductOption = NonNullable<Layout['customProductOptions']>[number];
