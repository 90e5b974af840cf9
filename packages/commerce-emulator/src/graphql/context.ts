import type { Currency, Lang } from '../catalogue/records.js';
import type { CatalogueStore } from '../store/catalogueStore.js';
import type { CartStore } from '../store/cartStore.js';
import type { CustomerStore } from '../store/customerStore.js';
import type { OrderStore } from '../store/orderStore.js';
import type { RequestWork } from './requestWork.js';
import {
  getDirectiveValues,
  getVariableValues,
  GraphQLError,
  type GraphQLSchema,
  type OperationDefinitionNode,
} from 'graphql';

/** The markets of the shop (behaviour §9): FR in EUR is the default, US in USD. */
export const MARKETS: Record<string, { currency: Currency; name: Record<Lang, string> }> = {
  FR: { currency: 'EUR', name: { fr: 'France', en: 'France' } },
  US: { currency: 'USD', name: { fr: 'États-Unis', en: 'United States' } },
};
export const DEFAULT_COUNTRY = 'FR';

/** What every resolver needs: the stores, the request's language and market, and the public origin. */
export interface RequestContext {
  catalogue: CatalogueStore;
  carts: CartStore;
  customers: CustomerStore;
  orders: OrderStore;
  lang: Lang;
  country: string;
  currency: Currency;
  /** Origin the emulator listens on, used for media, checkout and cart URLs. */
  origin: string;
  /** This request's budget of fields and time; every resolver runs through it. */
  work?: RequestWork;
  /** Public origin of the storefront, where account e-mails link to (see `accountLinks.ts`). */
  storefrontOrigin?: string;
}

/** Country of the shop's market for a buyer country: `ZZ` and unknown countries get the default (FR). */
export const marketCountry = (country: string | null | undefined) =>
  country && MARKETS[country] ? country : DEFAULT_COUNTRY;
export const currencyOf = (country: string | null | undefined): Currency =>
  MARKETS[marketCountry(country)]?.currency ?? 'EUR';

/**
 * Reads `@inContext(country:, language:)` from the operation, literal or variable, as Shopify does.
 * A language other than EN falls back to the shop's primary language, French.
 */
export function readInContext(
  schema: GraphQLSchema,
  operation: OperationDefinitionNode,
  variables: Record<string, unknown>,
): { lang: Lang; country: string; currency: Currency } {
  const directive = schema.getDirective('inContext');
  // Variables that do not coerce are left to execution, which reports them in Shopify's shape.
  const coerced = getVariableValues(schema, operation.variableDefinitions ?? [], variables);
  const values = directive
    ? getDirectiveValues(
        directive,
        operation,
        'variableValues' in coerced ? coerced.variableValues : undefined,
      )
    : undefined;
  const language = typeof values?.language === 'string' ? values.language : 'FR';
  const requested = typeof values?.country === 'string' ? values.country : DEFAULT_COUNTRY;
  const country = marketCountry(requested);
  return { lang: language === 'EN' ? 'en' : 'fr', country, currency: currencyOf(country) };
}

/** A GraphQL error for a field this emulator does not resolve: never a silent null. */
export function unresolvedField(typeName: string, fieldName: string): GraphQLError {
  return new GraphQLError(
    `Field "${typeName}.${fieldName}" is not resolved by the commerce emulator. Remove it from the query or add a resolver in packages/commerce-emulator.`,
    { extensions: { code: 'NOT_IMPLEMENTED_BY_EMULATOR' } },
  );
}

/** An argument error with Shopify's extension code. */
export function badArgument(message: string): GraphQLError {
  return new GraphQLError(message, { extensions: { code: 'BAD_USER_INPUT' } });
}
