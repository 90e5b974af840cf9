import type { CustomProductOption } from './types';

/** Labels of one product option in the shopper's language. */
export interface OptionLabels {
  name: string;
  value(value: string): string;
}

/** Behaviour §3: only the `Oreille` and `Couleur` options get label lookups from content. */
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

/** Selected options (name and value) as the shopper reads them: the content's labels, else as is. */
export function labelSelectedOptions(
  custom: readonly CustomProductOption[] | null | undefined,
  options: readonly { name: string; value: string }[],
): { name: string; value: string }[] {
  return options.map((option) => {
    const labels = optionLabels(custom, option.name);
    return { name: labels.name, value: labels.value(option.value) };
  });
}
