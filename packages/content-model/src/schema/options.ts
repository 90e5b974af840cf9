/** Turns an `as const` list into Studio option items (title and stored value alike). */
export function optionList<T extends string | number>(
  values: readonly T[],
): { title: string; value: T }[] {
  return values.map((value) => ({ title: String(value), value }));
}
