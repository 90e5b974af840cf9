import {
  getDirectiveValues,
  getNamedType,
  getVariableValues,
  GraphQLIncludeDirective,
  GraphQLSkipDirective,
  isAbstractType,
  isLeafType,
  isObjectType,
  Kind,
  type DocumentNode,
  type FieldNode,
  type FragmentDefinitionNode,
  type GraphQLCompositeType,
  type GraphQLNamedType,
  type GraphQLObjectType,
  type GraphQLSchema,
  type OperationDefinitionNode,
  type SelectionSetNode,
  type VariableValues,
} from 'graphql';

/**
 * Shopify's calculated query cost, worked out before anything runs, from the document and its
 * variables: a field returning a scalar or an enum costs 0, an object 1, a connection 2 plus its
 * page size (`first` or `last`) times the cost of one of its items, a mutation 10; a field on an
 * interface or union costs the most any of its concrete types would. No query may cost more than
 * {@link MAX_QUERY_COST}.
 *
 * The object that costs 1 is a resource, one the Storefront API can look up by id (it implements
 * `Node`: a product, a variant, a cart line…). The values read with it (money, images, selected
 * options, SEO) come in the same lookup and cost nothing: Shopify sets such costs by hand, and
 * with 1 for each of them Hydrogen's own cart query (100 lines) would cost 1,214 and be refused,
 * which the Storefront API does not do.
 */

/** The most one query may cost. */
export const MAX_QUERY_COST = 1_000;

/** The leaky bucket every answer reports (`extensions.cost.throttleStatus`). */
export const THROTTLE = { maximumAvailable: 1_000, restoreRate: 50 } as const;

/** What a connection without `first` or `last` is priced at: the largest page Shopify serves. */
export const MAX_PAGE_SIZE = 250;

export const RESOURCE_COST = 1;
export const CONNECTION_COST = 2;
export const MUTATION_COST = 10;

/** A Relay connection type: its items are paged by `first`/`last` and cost once per item. */
export function isConnectionType(type: GraphQLNamedType): type is GraphQLObjectType {
  if (!isObjectType(type) || !type.name.endsWith('Connection')) return false;
  const fields = type.getFields();
  return 'pageInfo' in fields && ('edges' in fields || 'nodes' in fields);
}

/** An object looked up by itself (it implements `Node`): the objects that cost 1. */
export function isResourceType(type: GraphQLNamedType): boolean {
  return isObjectType(type) && type.getInterfaces().some((i) => i.name === 'Node');
}

/** Fields of a connection paid for once per item. */
const ITEM_FIELDS = new Set(['edges', 'nodes']);

interface Walk {
  schema: GraphQLSchema;
  variables: Record<string, unknown>;
  /** The variables coerced to their declared types, as `@skip` and `@include` read them. */
  coerced: VariableValues | undefined;
  fragments: Map<string, FragmentDefinitionNode>;
  /** Cost of a selection set on a concrete type: fragments spread many times are walked once. */
  memo: Map<SelectionSetNode, Map<string, number>>;
}

/** Largest number the sums keep: a hostile document must not reach Infinity (JSON null). */
const saturate = (n: number) => Math.min(n, Number.MAX_SAFE_INTEGER);

function included(walk: Walk, node: { directives?: FieldNode['directives'] }): boolean {
  if (!node.directives?.length) return true;
  try {
    const skip = getDirectiveValues(GraphQLSkipDirective, node, walk.coerced);
    const include = getDirectiveValues(GraphQLIncludeDirective, node, walk.coerced);
    return skip?.if !== true && include?.if !== false;
  } catch {
    return true; // a variable of the wrong type: execution reports it; priced as if included
  }
}

function applies(walk: Walk, typeCondition: string | undefined, type: GraphQLObjectType): boolean {
  if (!typeCondition || typeCondition === type.name) return true;
  const condition = walk.schema.getType(typeCondition);
  return !!condition && isAbstractType(condition) && walk.schema.isSubType(condition, type);
}

/** The fields of a selection set that apply to `type`, fragments flattened, skipped ones left out. */
function* fieldsOn(
  walk: Walk,
  selectionSet: SelectionSetNode,
  type: GraphQLObjectType,
  spreading = new Set<string>(),
): Generator<FieldNode> {
  for (const selection of selectionSet.selections) {
    if (!included(walk, selection)) continue;
    if (selection.kind === Kind.FIELD) yield selection;
    else if (selection.kind === Kind.INLINE_FRAGMENT) {
      if (applies(walk, selection.typeCondition?.name.value, type))
        yield* fieldsOn(walk, selection.selectionSet, type, spreading);
    } else {
      // Priced before validation: a fragment spreading itself adds nothing instead of looping.
      const name = selection.name.value;
      const fragment = walk.fragments.get(name);
      if (
        fragment &&
        !spreading.has(name) &&
        applies(walk, fragment.typeCondition.name.value, type)
      ) {
        spreading.add(name);
        yield* fieldsOn(walk, fragment.selectionSet, type, spreading);
        spreading.delete(name);
      }
    }
  }
}

/**
 * The fields of a selection set on `type` as GraphQL answers them: fields under one response key
 * (its alias or name) are merged into one, so asking for `nodes` twice with different fragments
 * (as Hydrogen's cart query does) is one list of items, priced once. A field reached through one
 * fragment spread many times is the same node and counts once.
 */
function mergedFieldsOn(
  walk: Walk,
  selectionSet: SelectionSetNode,
  type: GraphQLObjectType,
): FieldNode[] {
  const byKey = new Map<string, Set<FieldNode>>();
  for (const field of fieldsOn(walk, selectionSet, type)) {
    const key = field.alias?.value ?? field.name.value;
    const group = byKey.get(key);
    if (group) group.add(field);
    else byKey.set(key, new Set([field]));
  }
  const merged: FieldNode[] = [];
  for (const group of byKey.values()) {
    const [first, ...others] = [...group];
    if (others.length === 0 || !first!.selectionSet) {
      merged.push(first!);
      continue;
    }
    merged.push({
      ...first!,
      selectionSet: {
        kind: Kind.SELECTION_SET,
        selections: [...group].flatMap((field) => field.selectionSet?.selections ?? []),
      },
    });
  }
  return merged;
}

/**
 * Cost of one object answered with `selectionSet`: its own (1 for a resource) and its fields'. On
 * an interface or union, the dearest of its concrete types.
 */
function objectCost(
  walk: Walk,
  selectionSet: SelectionSetNode,
  type: GraphQLCompositeType,
): number {
  const costOn = (concrete: GraphQLObjectType) =>
    (isResourceType(concrete) ? RESOURCE_COST : 0) +
    objectSelectionCost(walk, selectionSet, concrete);
  if (isObjectType(type)) return costOn(type);
  let dearest = 0;
  for (const concrete of walk.schema.getPossibleTypes(type))
    dearest = Math.max(dearest, costOn(concrete));
  return dearest;
}

/** Cost of the fields of a selection set, for an edge (the edge itself is free). */
function edgeCost(walk: Walk, selectionSet: SelectionSetNode, type: GraphQLObjectType): number {
  return objectSelectionCost(walk, selectionSet, type);
}

function objectSelectionCost(
  walk: Walk,
  selectionSet: SelectionSetNode,
  type: GraphQLObjectType,
): number {
  let byType = walk.memo.get(selectionSet);
  const known = byType?.get(type.name);
  if (known !== undefined) return known;
  if (!byType) walk.memo.set(selectionSet, (byType = new Map()));
  // Zero while it is being priced: a selection set reached again through a fragment cycle (an
  // invalid document, refused by validation) adds nothing.
  byType.set(type.name, 0);
  let cost = 0;
  for (const field of mergedFieldsOn(walk, selectionSet, type))
    cost += fieldCost(walk, field, type);
  cost = saturate(cost);
  byType.set(type.name, cost);
  return cost;
}

/**
 * Page size of a connection field: its `first` or `last`, written or from a variable, the
 * largest page when neither is given.
 */
function pageSize(walk: Walk, node: FieldNode): number {
  for (const name of ['first', 'last']) {
    const value = node.arguments?.find((argument) => argument.name.value === name)?.value;
    const size =
      value?.kind === Kind.INT
        ? Number(value.value)
        : value?.kind === Kind.VARIABLE
          ? walk.variables[value.name.value]
          : undefined;
    if (typeof size === 'number' && Number.isInteger(size) && size >= 0) return size;
  }
  return MAX_PAGE_SIZE;
}

/** A connection: 2, plus its items (edges' nodes, nodes) times the page size, plus the rest once. */
function connectionCost(walk: Walk, node: FieldNode, type: GraphQLObjectType): number {
  let perItem = 0;
  let once = 0;
  for (const field of mergedFieldsOn(walk, node.selectionSet!, type)) {
    const name = field.name.value;
    if (name === 'pageInfo') continue;
    const fieldDefinition = type.getFields()[name];
    if (!fieldDefinition) continue;
    const edge = getNamedType(fieldDefinition.type);
    if (name === 'edges' && field.selectionSet && isObjectType(edge)) {
      // The edge itself is free: its node is the item.
      perItem += edgeCost(walk, field.selectionSet, edge);
    } else if (ITEM_FIELDS.has(name)) perItem += fieldCost(walk, field, type);
    else once += fieldCost(walk, field, type);
  }
  return saturate(CONNECTION_COST + pageSize(walk, node) * perItem + once);
}

function fieldCost(walk: Walk, node: FieldNode, parent: GraphQLObjectType): number {
  const definition = parent.getFields()[node.name.value];
  if (!definition) return 0; // __typename and the introspection fields
  const type = getNamedType(definition.type);
  const isMutation = parent === walk.schema.getMutationType();
  if (isLeafType(type) || !node.selectionSet) return isMutation ? MUTATION_COST : 0;
  if (isConnectionType(type)) return connectionCost(walk, node, type);
  const own = isMutation ? MUTATION_COST : 0;
  return saturate(own + objectCost(walk, node.selectionSet, type as GraphQLCompositeType));
}

/**
 * The requested cost of `operation` with these variables. The document need not be validated
 * yet: unknown fields and fragments cost nothing, so a costly document is refused before the
 * (slower) validation runs.
 */
export function requestedQueryCost(
  schema: GraphQLSchema,
  document: DocumentNode,
  operation: OperationDefinitionNode,
  variables: Record<string, unknown>,
): number {
  const root =
    operation.operation === 'mutation'
      ? schema.getMutationType()
      : operation.operation === 'subscription'
        ? schema.getSubscriptionType()
        : schema.getQueryType();
  if (!root) return 0;
  const fragments = new Map<string, FragmentDefinitionNode>();
  for (const definition of document.definitions)
    if (definition.kind === Kind.FRAGMENT_DEFINITION)
      fragments.set(definition.name.value, definition);
  const walk: Walk = {
    schema,
    variables: withDefaults(operation, variables),
    coerced: coercedVariables(schema, operation, variables),
    fragments,
    memo: new Map(),
  };
  return objectSelectionCost(walk, operation.selectionSet, root);
}

/** The variables coerced to the operation's declarations, or none where they do not coerce. */
function coercedVariables(
  schema: GraphQLSchema,
  operation: OperationDefinitionNode,
  variables: Record<string, unknown>,
): VariableValues | undefined {
  try {
    const result = getVariableValues(schema, operation.variableDefinitions ?? [], variables);
    return 'variableValues' in result ? result.variableValues : undefined;
  } catch {
    return undefined; // an unknown type in an unvalidated document: validation reports it
  }
}

/** The operation's variables, its declared defaults filled in where the request left them out. */
function withDefaults(
  operation: OperationDefinitionNode,
  variables: Record<string, unknown>,
): Record<string, unknown> {
  const filled = { ...variables };
  for (const definition of operation.variableDefinitions ?? []) {
    const name = definition.variable.name.value;
    const fallback = definition.defaultValue;
    if (filled[name] === undefined && fallback?.kind === Kind.INT)
      filled[name] = Number(fallback.value);
  }
  return filled;
}
