import {
  getNamedType,
  GraphQLError,
  isLeafType,
  isObjectType,
  type GraphQLField,
  type GraphQLFieldResolver,
  type GraphQLObjectType,
  type GraphQLSchema,
} from 'graphql';
import {
  CONNECTION_COST,
  isConnectionType,
  isResourceType,
  MUTATION_COST,
  RESOURCE_COST,
} from './queryCost.js';

/**
 * What one request may spend once its cost was accepted: the cost bounds the objects a query
 * asks for, not the scalars under each of them, nor a slow resolver. Every resolver goes through
 * {@link RequestWork.run}: it counts the fields resolved and the objects answered (the actual
 * cost), stops the request past its field budget or its deadline, and hands the event loop to
 * other requests every few milliseconds, so one heavy query never holds up the others.
 */

/** Fields one request may resolve: the storefront's largest page resolves a few thousand. */
export const MAX_RESOLVED_FIELDS = 100_000;
/** Wall time one request may take, pauses for other requests included. */
export const REQUEST_DEADLINE_MS = 5_000;
/** Longest stretch of resolving before other requests get their turn. */
const SLICE_MS = 10;

/** How a field's answer counts towards the actual cost. */
type Charge = 'free' | 'value' | 'resource' | 'connection' | 'mutation';

export class RequestWork {
  fieldsResolved = 0;
  /** Objects answered, priced like the requested cost but with the items really returned. */
  actualCost = 0;
  /** Set once the request ran out of budget: every later resolver throws it. */
  stopped: GraphQLError | null = null;
  private readonly deadline: number;
  private sliceStarted = performance.now();
  private pause: Promise<void> | null = null;

  constructor(
    private readonly limits = { fields: MAX_RESOLVED_FIELDS, deadlineMs: REQUEST_DEADLINE_MS },
  ) {
    this.deadline = performance.now() + limits.deadlineMs;
  }

  /**
   * Runs one resolver within the budget, charging what it answers. Only fields answering objects
   * wait for a turn: a scalar is cheap, and pausing each one would cost more than resolving it.
   */
  run<T>(charge: Charge, resolve: () => T): T | Promise<T> {
    this.check();
    if (charge !== 'free' && performance.now() - this.sliceStarted > SLICE_MS) {
      return this.turn().then(() => {
        this.check();
        return this.charged(charge, resolve());
      });
    }
    return this.charged(charge, resolve());
  }

  private check() {
    if (this.stopped) throw this.stopped;
    this.fieldsResolved += 1;
    if (this.fieldsResolved > this.limits.fields) {
      this.stopped = new GraphQLError(
        `Query resolves more than ${this.limits.fields} fields, which exceeds the limit of ${this.limits.fields} for one request. Ask for fewer objects or fewer fields per object.`,
        { extensions: { code: 'MAX_FIELDS_EXCEEDED', maxFields: this.limits.fields } },
      );
      throw this.stopped;
    }
    if (performance.now() > this.deadline) {
      this.stopped = new GraphQLError(
        `Query ran longer than ${this.limits.deadlineMs / 1000} seconds and was stopped. Ask for fewer objects or fewer fields per object.`,
        { extensions: { code: 'TIMEOUT', timeoutMs: this.limits.deadlineMs } },
      );
      throw this.stopped;
    }
  }

  /** One pause shared by every resolver that finds the slice used up. */
  private turn(): Promise<void> {
    this.pause ??= new Promise((resolve) =>
      setImmediate(() => {
        this.pause = null;
        this.sliceStarted = performance.now();
        resolve();
      }),
    );
    return this.pause;
  }

  private charged<T>(charge: Charge, value: T): T {
    if (charge === 'free' || charge === 'value') return value;
    if (value instanceof Promise) {
      return value.then((settled: unknown) => {
        this.charge(charge, settled);
        return settled;
      }) as T;
    }
    this.charge(charge, value);
    return value;
  }

  private charge(charge: Charge, value: unknown) {
    if (value == null) return;
    if (charge === 'mutation') this.actualCost += MUTATION_COST;
    else if (charge === 'connection') this.actualCost += CONNECTION_COST;
    else if (charge === 'resource') {
      const count = Array.isArray(value) ? value.filter((item) => item != null).length : 1;
      this.actualCost += count * RESOURCE_COST;
    }
  }
}

/** What a field's answer adds to the actual cost, the rules of queryCost.ts read per answer. */
function chargeOf(
  schema: GraphQLSchema,
  type: GraphQLObjectType,
  field: GraphQLField<unknown, unknown>,
): Charge {
  if (type === schema.getMutationType()) return 'mutation';
  const returned = getNamedType(field.type);
  if (isLeafType(returned)) return 'free';
  if (isConnectionType(returned)) return 'connection';
  // A connection's edges and page info come with it; its items are the edges' nodes (or nodes).
  if (isConnectionType(type) && field.name !== 'nodes') return 'free';
  const resource = isObjectType(returned)
    ? isResourceType(returned)
    : schema.getPossibleTypes(returned).some(isResourceType);
  return resource ? 'resource' : 'value';
}

/** Routes every resolver of `schema` through the request's {@link RequestWork} (`context.work`). */
export function guardResolvers(schema: GraphQLSchema): void {
  for (const type of Object.values(schema.getTypeMap())) {
    if (type.name.startsWith('__') || !isObjectType(type)) continue;
    for (const field of Object.values(type.getFields())) {
      const charge = chargeOf(schema, type, field);
      const resolve = field.resolve as GraphQLFieldResolver<unknown, { work?: RequestWork }>;
      if (!resolve) continue;
      field.resolve = (source, args, context, info) =>
        context.work
          ? context.work.run(charge, () => resolve(source, args, context, info))
          : resolve(source, args, context, info);
    }
  }
}
