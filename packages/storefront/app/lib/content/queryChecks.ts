import type {
  CONTACT_OPTIONS_QUERY_RESULT,
  HOME_QUERY_RESULT,
  LAYOUT_QUERY_RESULT,
  PAGE_QUERY_RESULT,
  PRODUCT_EDITORIAL_QUERY_RESULT,
  SITEMAP_PAGES_QUERY_RESULT,
} from './sanity.types';

/**
 * TypeGen types a projected field the schema does not declare as `null`, whatever the data. Each
 * query result is held to "every field it names is a field of the content model", so the
 * typecheck stops when a query and the schema disagree (regenerate with `npm run typegen`).
 */
type NamedInTheSchema<T> = {
  [K in keyof T]: [T[K]] extends [null]
    ? `${K & string} is not a field of the content model`
    : T[K];
};
type EveryFieldInTheSchema<T extends NamedInTheSchema<T>> = T;

export type CheckedQueries = [
  EveryFieldInTheSchema<NonNullable<LAYOUT_QUERY_RESULT>>,
  EveryFieldInTheSchema<NonNullable<HOME_QUERY_RESULT>>,
  EveryFieldInTheSchema<NonNullable<PAGE_QUERY_RESULT>>,
  EveryFieldInTheSchema<NonNullable<PRODUCT_EDITORIAL_QUERY_RESULT>>,
  EveryFieldInTheSchema<NonNullable<CONTACT_OPTIONS_QUERY_RESULT>[number]>,
  EveryFieldInTheSchema<SITEMAP_PAGES_QUERY_RESULT[number]>,
];
