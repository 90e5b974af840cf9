import type { SelectedOptionValue } from '../../lib/commerce/types';

/** Behaviour §3, §5: a lone `Title: Default Title` option is no real option and is hidden. */
export function visibleOptions(
  options: readonly SelectedOptionValue[],
): readonly SelectedOptionValue[] {
  const only = options[0];
  return options.length === 1 && only?.name === 'Title' && only.value === 'Default Title'
    ? []
    : options;
}
