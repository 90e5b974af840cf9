import {
  buildClientSchema,
  isInterfaceType,
  isObjectType,
  isUnionType,
  type GraphQLFieldResolver,
  type GraphQLSchema,
  type IntrospectionQuery,
} from 'graphql';
import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { unresolvedField, type RequestContext } from './context.js';

/** Field resolvers by type name, then field name. */
export type ResolverMap = Record<
  string,
  Record<string, GraphQLFieldResolver<never, RequestContext, never>>
>;

/** The introspection result that `@shopify/hydrogen-react` ships: the real Storefront API schema. */
export function loadStorefrontIntrospection(): IntrospectionQuery {
  const require = createRequire(import.meta.url);
  const path = require.resolve('@shopify/hydrogen-react/storefront.schema.json');
  return JSON.parse(readFileSync(path, 'utf8')) as IntrospectionQuery;
}

/**
 * Builds the real schema and attaches resolvers. On a type with a resolver map, a field missing
 * from the map throws an error naming it. On a plain data type (MoneyV2, SEO, PageInfo…), a field
 * resolves from the source object when the object has it, and throws otherwise: the emulator
 * never answers a silent null for data it does not have.
 */
export function buildEmulatorSchema(resolvers: ResolverMap): GraphQLSchema {
  const schema = buildClientSchema(loadStorefrontIntrospection());
  for (const type of Object.values(schema.getTypeMap())) {
    if (type.name.startsWith('__')) continue;
    if (isObjectType(type)) {
      const map = resolvers[type.name] as
        Record<string, GraphQLFieldResolver<unknown, RequestContext>> | undefined;
      for (const field of Object.values(type.getFields())) {
        const explicit = map?.[field.name];
        if (explicit) field.resolve = explicit;
        else if (map)
          field.resolve = () => {
            throw unresolvedField(type.name, field.name);
          };
        else {
          field.resolve = (source) => {
            if (source && typeof source === 'object' && Object.hasOwn(source, field.name)) {
              return (source as Record<string, unknown>)[field.name];
            }
            throw unresolvedField(type.name, field.name);
          };
        }
      }
    } else if (isInterfaceType(type) || isUnionType(type)) {
      // Every object the resolvers hand to an abstract field carries its concrete type name.
      type.resolveType = (value) => (value as { __typename?: string }).__typename;
    }
  }
  return schema;
}
