import type { SchemaTypeDefinition } from 'sanity';
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
export const schemaTypes: SchemaTypeDefinition[] = [
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

export { TRANSLATED_DOCUMENT_TYPES } from '../constants.js';
export { PRODUCT_GID, VARIANT_GID } from './objects.js';
