import type { NamedTypeDefinition } from './define.js';
import {
  contactRequestDocument,
  contactRequestOptionType,
  homeDocument,
  pageDocument,
  productEditorialDocument,
  translationMetadataDocument,
} from './documents.js';
import {
  colorOptionType,
  colorValueType,
  creditType,
  earOptionType,
  earValueType,
  footerLinkGroupType,
  formOptionType,
  labelType,
  layoutDocument,
} from './layout.js';
import {
  linkEmailType,
  linkExternalType,
  linkFormType,
  linkInternalType,
  linkNavigationGroupType,
  navigationGroupItemType,
} from './links.js';
import {
  accordionItemType,
  accordionModule,
  borderedTextModule,
  callToActionModule,
  galleryModule,
  imageListModule,
  productsModule,
  singleImageModule,
  tableModule,
  tableRowType,
} from './modules.js';
import { pageSeoType, productWithVariantType } from './objects.js';
import {
  emailLinkAnnotation,
  externalLinkAnnotation,
  internalLinkAnnotation,
  portableTextType,
  simplePortableTextType,
  starAnnotation,
} from './portableText.js';

/** Every schema type, ready for a Studio's `schema.types`. */
export const schemaTypes: NamedTypeDefinition[] = [
  layoutDocument,
  homeDocument,
  pageDocument,
  productEditorialDocument,
  contactRequestDocument,
  translationMetadataDocument,
  productWithVariantType,
  pageSeoType,
  linkInternalType,
  linkExternalType,
  linkEmailType,
  linkFormType,
  linkNavigationGroupType,
  navigationGroupItemType,
  externalLinkAnnotation,
  internalLinkAnnotation,
  emailLinkAnnotation,
  starAnnotation,
  portableTextType,
  simplePortableTextType,
  singleImageModule,
  imageListModule,
  galleryModule,
  productsModule,
  callToActionModule,
  borderedTextModule,
  tableModule,
  tableRowType,
  accordionModule,
  accordionItemType,
  footerLinkGroupType,
  creditType,
  labelType,
  formOptionType,
  earOptionType,
  earValueType,
  colorOptionType,
  colorValueType,
  contactRequestOptionType,
];

/** Document types whose translations the document-internationalization plugin manages. */
export const TRANSLATED_DOCUMENT_TYPES = ['layout', 'home', 'page', 'productEditorial'] as const;

export type { FieldDefinition, NamedTypeDefinition, OptionItem, TypeDefinition } from './define.js';
export { defineArrayMember, defineField, defineType } from './define.js';
export { Rule } from './rule.js';
