import type { DocumentActionComponent, DocumentActionsContext } from 'sanity';

/** Shoppers write contact requests through the storefront's form; editors read them, never edit. */
const READ_ONLY_TYPES = new Set(['contactRequest']);

export function documentActions(
  previous: DocumentActionComponent[],
  context: DocumentActionsContext,
): DocumentActionComponent[] {
  return READ_ONLY_TYPES.has(context.schemaType) ? [] : previous;
}

export function isReadOnlyType(type: string): boolean {
  return READ_ONLY_TYPES.has(type);
}
