/** Values built once per key and kept up to a limit, the oldest forgotten first. */
export interface Remembered<Value> {
  /** The value remembered for `key`, or the one `build` makes for it now. */
  get(key: string, build: () => Value): Value;
  readonly size: number;
}

/**
 * For work a page would otherwise repeat on every render (image URLs, machine snapshots): a plain
 * `Map` keeps insertion order, so the first key is the oldest. A hit does not refresh its place.
 */
export function rememberUpTo<Value>(limit: number): Remembered<Value> {
  const values = new Map<string, Value>();
  return {
    get size() {
      return values.size;
    },
    get(key, build) {
      if (values.has(key)) return values.get(key)!;
      const value = build();
      values.set(key, value);
      if (values.size > limit) values.delete(values.keys().next().value!);
      return value;
    },
  };
}
