import { applyPatches, parsePatch } from '@sanity/diff-match-patch';
import type { StoredDocument } from '../store/documents.js';
import { elementIndex, parsePath, readAt, removeAt, resolveParent, writeAt } from './path.js';

/** The patch operations of the Content Lake mutation API. */
export interface PatchOperations {
  set?: Record<string, unknown>;
  setIfMissing?: Record<string, unknown>;
  unset?: string[];
  inc?: Record<string, number>;
  dec?: Record<string, number>;
  insert?: { before?: string; after?: string; replace?: string; items: unknown[] };
  /** Text edits in diff-match-patch's patch format, the way the Studio sends every keystroke in a string. */
  diffMatchPatch?: Record<string, string>;
}

/** What a patch may hold besides its operations: the document it targets and its revision guard. */
const PATCH_KEYS = new Set([
  'id',
  'ifRevisionID',
  'set',
  'setIfMissing',
  'unset',
  'inc',
  'dec',
  'insert',
  'diffMatchPatch',
]);

const PROTECTED = new Set(['_id', '_type', '_rev', '_createdAt', '_updatedAt']);

/** Thrown for a patch that cannot apply; the transaction answers `mutationError`. */
export class PatchError extends Error {}

function lastSegment(path: string) {
  const segments = parsePath(path);
  const last = segments.at(-1);
  if (!last) throw new PatchError(`empty path`);
  if (segments.length === 1 && last.kind === 'field' && PROTECTED.has(last.name))
    throw new PatchError(`${last.name} cannot be patched`);
  return { segments, last };
}

function assign(doc: StoredDocument, path: string, value: unknown, onlyIfMissing: boolean): void {
  const { segments, last } = lastSegment(path);
  const parent = resolveParent(doc, segments, true);
  if (!parent) return;
  if (onlyIfMissing && readAt(parent, last) !== undefined) return;
  writeAt(parent, last, structuredClone(value));
}

function add(doc: StoredDocument, path: string, amount: unknown, sign: 1 | -1): void {
  if (typeof amount !== 'number')
    throw new PatchError(`inc/dec of "${path}" needs a number, got ${JSON.stringify(amount)}`);
  const { segments, last } = lastSegment(path);
  const parent = resolveParent(doc, segments, false);
  if (!parent) return;
  const current = readAt(parent, last);
  if (current === undefined) return;
  if (typeof current !== 'number')
    throw new PatchError(`cannot inc/dec "${path}": it holds ${typeof current}, not a number`);
  writeAt(parent, last, current + sign * amount);
}

function editText(doc: StoredDocument, path: string, patchText: unknown): void {
  if (typeof patchText !== 'string')
    throw new PatchError(`diffMatchPatch of "${path}" needs a patch in text form`);
  const { segments, last } = lastSegment(path);
  const parent = resolveParent(doc, segments, false);
  const current = parent ? readAt(parent, last) : undefined;
  if (!parent || typeof current !== 'string')
    throw new PatchError(`diffMatchPatch needs a string at "${path}"`);
  let hunks;
  try {
    hunks = parsePatch(patchText);
  } catch (error) {
    throw new PatchError(
      `diffMatchPatch of "${path}" is not a valid patch: ${(error as Error).message}`,
    );
  }
  // Hunks whose context has drifted apply where they match best, as diff-match-patch intends.
  const [next] = applyPatches(hunks, current, { allowExceedingIndices: true });
  writeAt(parent, last, next);
}

function insert(doc: StoredDocument, operation: NonNullable<PatchOperations['insert']>): void {
  const positions = (['before', 'after', 'replace'] as const).filter(
    (key) => typeof operation[key] === 'string',
  );
  const position = positions[0];
  if (positions.length !== 1 || !position)
    throw new PatchError('insert needs exactly one of before, after or replace');
  if (!Array.isArray(operation.items)) throw new PatchError('insert needs an items array');
  const path = operation[position] as string;
  const { segments, last } = lastSegment(path);
  if (last.kind === 'field')
    throw new PatchError(
      `insert path "${path}" must end with an array element selector like [0], [-1] or [_key=="…"]`,
    );
  const parent = resolveParent(doc, segments, false);
  if (!Array.isArray(parent))
    throw new PatchError(`insert path "${path}" does not lead to an array`);
  const items = structuredClone(operation.items);
  let index = elementIndex(parent, last);
  if (index === -1) {
    if (parent.length > 0) throw new PatchError(`insert path "${path}" selects no element`);
    parent.push(...items);
    return;
  }
  if (position === 'replace') parent.splice(index, 1, ...items);
  else {
    if (position === 'after') index += 1;
    parent.splice(index, 0, ...items);
  }
}

/**
 * Applies a patch's operations in Sanity's order: set, setIfMissing, unset, diffMatchPatch, inc,
 * dec, insert. An operation the Content Lake does not know is refused rather than skipped, so a
 * client never takes an ignored edit for a saved one.
 */
export function applyPatch(doc: StoredDocument, operations: PatchOperations): void {
  const unknown = Object.keys(operations).filter((key) => !PATCH_KEYS.has(key));
  if (unknown.length > 0)
    throw new PatchError(
      `unknown patch operation ${unknown.map((key) => JSON.stringify(key)).join(', ')}: use ${[...PATCH_KEYS].slice(2).join(', ')}`,
    );
  try {
    for (const [path, value] of Object.entries(operations.set ?? {}))
      assign(doc, path, value, false);
    for (const [path, value] of Object.entries(operations.setIfMissing ?? {}))
      assign(doc, path, value, true);
    if (operations.unset !== undefined && !Array.isArray(operations.unset))
      throw new PatchError('unset needs an array of paths');
    for (const path of operations.unset ?? []) {
      const { segments, last } = lastSegment(path);
      const parent = resolveParent(doc, segments, false);
      if (parent) removeAt(parent, last);
    }
    for (const [path, patchText] of Object.entries(operations.diffMatchPatch ?? {}))
      editText(doc, path, patchText);
    for (const [path, amount] of Object.entries(operations.inc ?? {})) add(doc, path, amount, 1);
    for (const [path, amount] of Object.entries(operations.dec ?? {})) add(doc, path, amount, -1);
    if (operations.insert) insert(doc, operations.insert);
  } catch (error) {
    if (error instanceof PatchError) throw error;
    throw new PatchError(error instanceof Error ? error.message : String(error));
  }
}
