import {
  buildClientSchema,
  isInterfaceType,
  isObjectType,
  isUnionType,
  getNamedType,
  isEnumType,
  type GraphQLObjectType,
  type GraphQLFieldResolver,
  type GraphQLSchema,
} from 'graphql';
import { unresolvedField, type RequestContext } from './context.js';
import { loadStorefrontIntrospection, type ServedApiVersion } from './apiVersions.js';
import { guardResolvers } from './requestWork.js';

export { loadStorefrontIntrospection };

/** Field resolvers by type name, then field name. */
export type ResolverMap = Record<
  string,
  Record<string, GraphQLFieldResolver<never, RequestContext, never>>
>;

/**
 * Builds the real schema of one API version and attaches resolvers. Resolvers of types or fields
 * a version does not have are simply not attached, so one resolver map serves every version. On a type with a resolver map, a field missing
 * from the map throws an error naming it. On a plain data type (MoneyV2, SEO, PageInfo…), a field
 * resolves from the source object when the object has it, and throws otherwise: the emulator
 * never answers a silent null for data it does not have.
 */
export function buildEmulatorSchema(
  resolvers: ResolverMap,
  version?: ServedApiVersion,
): GraphQLSchema {
  // Shopify's published schema is served as it is. graphql-js 17 refuses one of its deprecations
  // (`MediaPresentation.id` deprecated where `Node.id` is not), which the real API serves regardless.
  const schema = buildClientSchema(loadStorefrontIntrospection(version), { assumeValid: true });
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
  for (const type of Object.values(schema.getTypeMap()))
    if (isObjectType(type) && type.name.endsWith('UserError')) narrowErrorCode(type);
  guardResolvers(schema);
  return schema;
}

/**
 * Error codes grew over versions (2023-10 has no MAXIMUM_EXCEEDED or NOTE_TOO_LONG): a code the
 * served version does not know answers INVALID, the code older versions gave for those cases,
 * instead of failing the whole mutation on enum serialisation.
 */
function narrowErrorCode(type: GraphQLObjectType) {
  const field = type.getFields().code;
  const codes = field && getNamedType(field.type);
  if (!field || !isEnumType(codes)) return;
  const known = new Set(codes.getValues().map((v) => v.value as string));
  const resolve = field.resolve;
  field.resolve = (source, args, context, info) => {
    const code: unknown = resolve
      ? resolve(source, args, context, info)
      : (source as { code?: unknown }).code;
    return typeof code === 'string' && !known.has(code) && known.has('INVALID') ? 'INVALID' : code;
  };
}
