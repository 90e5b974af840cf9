import type { ProductOption, SelectedOptionValue, Variant } from './types';

/** Behaviour §3: an option whose only value is `Default Title` is not a real option. */
export function realOptions(options: readonly ProductOption[]): ProductOption[] {
  return options.filter(
    (option) => !(option.values.length === 1 && option.values[0] === 'Default Title'),
  );
}

/** A selection that names a value the product does not have (answered with a 400). */
export class InvalidSelectionError extends Error {
  constructor(message: string) {
    super(message);
    this.name = 'InvalidSelectionError';
  }
}

/**
 * The selection in a product URL's query (behaviour §2): one parameter per option name. Parameters
 * that are not option names (tracking and the like) are ignored; an unknown value is an error.
 */
export function selectionFromSearch(
  options: readonly ProductOption[],
  search: URLSearchParams,
): SelectedOptionValue[] {
  const selection: SelectedOptionValue[] = [];
  for (const option of realOptions(options)) {
    const value = search.get(option.name);
    if (value === null) continue;
    if (!option.values.includes(value)) {
      throw new InvalidSelectionError(
        `The option "${option.name}" has no value "${value}". Choose one of: ${option.values.join(', ')}.`,
      );
    }
    selection.push({ name: option.name, value });
  }
  return selection;
}

function matches(variant: Variant, selection: readonly SelectedOptionValue[]): boolean {
  return selection.every((wanted) =>
    variant.selectedOptions.some(
      (option) => option.name === wanted.name && option.value === wanted.value,
    ),
  );
}

/**
 * The variant a selection points at. A partial or empty selection picks the first available
 * variant that agrees with it (or the first that agrees at all).
 */
export function pickVariant(
  variants: readonly Variant[],
  selection: readonly SelectedOptionValue[],
): Variant | undefined {
  const candidates = variants.filter((variant) => matches(variant, selection));
  return candidates.find((variant) => variant.availableForSale) ?? candidates[0];
}

/** Whether choosing `name = value` on top of the current selection leads to an available variant. */
export function isValueAvailable(
  variants: readonly Variant[],
  current: readonly SelectedOptionValue[],
  name: string,
  value: string,
): boolean {
  const selection = [...current.filter((option) => option.name !== name), { name, value }];
  return variants.some((variant) => variant.availableForSale && matches(variant, selection));
}
