/** One step of a patch path: `field`, `[3]` / `[-1]`, or `[_key=="abc"]`. */
export type PathSegment =
  { kind: 'field'; name: string } | { kind: 'index'; index: number } | { kind: 'key'; key: string };

const SEGMENT =
  /^(?:\.?([A-Za-z_$][\w$-]*)|\[(-?\d+)\]|\[\s*_key\s*==\s*(?:"((?:[^"\\]|\\.)*)"|'((?:[^'\\]|\\.)*)')\s*\])/;

/** Parses the attribute paths patches use, e.g. `body[_key=="b1"].children[0].text`. */
export function parsePath(path: string): PathSegment[] {
  const segments: PathSegment[] = [];
  let rest = path.trim();
  while (rest.length > 0) {
    const match = SEGMENT.exec(rest);
    if (!match)
      throw new Error(
        `cannot read the patch path "${path}" at "${rest}": use fields, [index] or [_key=="…"]`,
      );
    if (match[1] !== undefined) segments.push({ kind: 'field', name: match[1] });
    else if (match[2] !== undefined) segments.push({ kind: 'index', index: Number(match[2]) });
    else segments.push({ kind: 'key', key: match[3] ?? match[4] ?? '' });
    rest = rest.slice(match[0].length);
  }
  if (segments.length === 0) throw new Error('a patch path cannot be empty');
  return segments;
}

type Container = Record<string, unknown> | unknown[];

function isContainer(value: unknown): value is Container {
  return typeof value === 'object' && value !== null;
}

/** Index of the array element a segment selects, or -1. */
export function elementIndex(array: unknown[], segment: PathSegment): number {
  if (segment.kind === 'index') {
    const index = segment.index < 0 ? array.length + segment.index : segment.index;
    return index >= 0 && index < array.length ? index : -1;
  }
  if (segment.kind === 'key') {
    return array.findIndex(
      (item) => isContainer(item) && !Array.isArray(item) && item._key === segment.key,
    );
  }
  return -1;
}

function child(container: Container, segment: PathSegment): unknown {
  if (Array.isArray(container)) {
    const index = elementIndex(container, segment);
    return index === -1 ? undefined : container[index];
  }
  return segment.kind === 'field' ? container[segment.name] : undefined;
}

/**
 * Resolves the container holding the path's last segment. With `create`, missing objects along
 * field segments are created (as Sanity's `set` does); array elements are never invented.
 */
export function resolveParent(
  root: Record<string, unknown>,
  segments: PathSegment[],
  create: boolean,
): Container | undefined {
  let current: Container = root;
  for (const segment of segments.slice(0, -1)) {
    let next = child(current, segment);
    if (next === undefined && create && segment.kind === 'field' && !Array.isArray(current)) {
      next = {};
      current[segment.name] = next;
    }
    if (!isContainer(next)) return undefined;
    current = next;
  }
  return current;
}

export function readAt(container: Container, segment: PathSegment): unknown {
  return child(container, segment);
}

export function writeAt(container: Container, segment: PathSegment, value: unknown): void {
  if (Array.isArray(container)) {
    const index = elementIndex(container, segment);
    if (index !== -1) container[index] = value;
  } else if (segment.kind === 'field') {
    container[segment.name] = value;
  }
}

export function removeAt(container: Container, segment: PathSegment): void {
  if (Array.isArray(container)) {
    const index = elementIndex(container, segment);
    if (index !== -1) container.splice(index, 1);
  } else if (segment.kind === 'field') {
    delete container[segment.name];
  }
}
