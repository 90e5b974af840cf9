import type { CustomProductOption } from '@treize/content-model';

/** Labels of one product option in the shopper's language. */
export interface OptionLabels {
  name: string;
  value(value: string): string;
}

/** Spec §3: only the `Oreille` and `Couleur` options get label lookups from content. */
const LABELLED_OPTIONS = new Set(['Oreille', 'Couleur']);

/**
 * The shown name and value labels of a commerce option, from the layout's customProductOptions;
 * anything without a label keeps the commerce name.
 */
export function optionLabels(
  custom: readonly CustomProductOption[] | null | undefined,
  optionName: string,
): OptionLabels {
  const entry = LABELLED_OPTIONS.has(optionName)
    ? custom?.find((option) => option.title === optionName)
    : undefined;
  const values = entry ? ((entry._type === 'ear' ? entry.ears : entry.colors) ?? []) : [];
  return {
    name: entry?.translation || optionName,
    value: (value) => values.find((item) => item.title === value)?.label || value,
  };
}
