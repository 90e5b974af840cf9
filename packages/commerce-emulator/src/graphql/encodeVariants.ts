/**
 * Encodes option value index tuples the way the Storefront API's `encodedVariantExistence` and
 * `encodedVariantAvailability` do ("v1_" trie format), so hydrogen-react's decoder reads them.
 */
export function encodeVariants(tuples: number[][]): string {
  interface Trie {
    children: Map<number, Trie>;
  }
  const root: Trie = { children: new Map() };
  for (const tuple of tuples) {
    let node = root;
    for (const index of tuple) {
      let child = node.children.get(index);
      if (!child) {
        child = { children: new Map() };
        node.children.set(index, child);
      }
      node = child;
    }
  }
  const encodeLevel = (node: Trie): string => {
    const keys = [...node.children.keys()].sort((a, b) => a - b);
    const isLeaf = keys.every((k) => node.children.get(k)?.children.size === 0);
    if (isLeaf) return ranges(keys);
    return keys.map((k) => `${k}:${encodeLevel(node.children.get(k) as Trie)},`).join('');
  };
  return tuples.length === 0 ? '' : `v1_${encodeLevel(root)}`;
}

/** `[0,1,2,4]` → `0-2 4`: runs as ranges, gaps as spaces. */
function ranges(sorted: number[]): string {
  const parts: string[] = [];
  let start = sorted[0];
  let previous = start;
  for (const value of [...sorted.slice(1), Number.NaN]) {
    if (start === undefined || previous === undefined) break;
    if (value === previous + 1) {
      previous = value;
      continue;
    }
    parts.push(start === previous ? `${start}` : `${start}-${previous}`);
    start = value;
    previous = value;
  }
  return parts.join(' ');
}
