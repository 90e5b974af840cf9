import {
  experimentalExecuteIncrementally,
  type ExecutionArgs,
  type ExecutionResult,
  type GraphQLError,
} from 'graphql';

type Path = ReadonlyArray<string | number>;

/** Writes `value` into `data` at `path`: a deferred fragment's fields join the object there. */
function mergeAt(data: Record<string, unknown>, path: Path, value: Record<string, unknown>): void {
  let target: unknown = data;
  for (const key of path) target = (target as Record<string | number, unknown>)?.[key];
  if (target && typeof target === 'object') Object.assign(target, value);
}

function pushAt(data: Record<string, unknown>, path: Path, items: readonly unknown[]): void {
  let target: unknown = data;
  for (const key of path) target = (target as Record<string | number, unknown>)?.[key];
  if (Array.isArray(target)) target.push(...items);
}

/**
 * Executes an operation and answers it whole, as the Storefront API does for a client that does not
 * ask for a multipart answer: fields under `@defer` and items under `@stream` are waited for and
 * merged where they belong. Shopify's schema declares both directives, and graphql-js executes a
 * schema that declares them only through its incremental executor.
 */
export async function executeWhole(args: ExecutionArgs): Promise<ExecutionResult> {
  const result = await experimentalExecuteIncrementally(args);
  if (!('initialResult' in result)) return result;
  const { initialResult, subsequentResults } = result;
  const data = initialResult.data as Record<string, unknown>;
  const errors: GraphQLError[] = [...(initialResult.errors ?? [])];
  const pending = new Map(initialResult.pending.map((p) => [p.id, p.path]));
  for await (const next of subsequentResults) {
    for (const p of next.pending ?? []) pending.set(p.id, p.path);
    for (const part of next.incremental ?? []) {
      const path = [...(pending.get(part.id) ?? []), ...(part.subPath ?? [])];
      if ('items' in part) pushAt(data, path, part.items);
      else mergeAt(data, path, part.data as Record<string, unknown>);
      errors.push(...(part.errors ?? []));
    }
    for (const done of next.completed ?? []) errors.push(...(done.errors ?? []));
  }
  return errors.length > 0 ? { data, errors } : { data };
}
