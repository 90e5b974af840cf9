import { Link } from 'react-router';
import { useLocale, useRootData, useTranslate } from '../../hooks/useRootData';
import type { ProductOption, SelectedOptionValue, Variant } from '../../lib/commerce/types';
import { isValueAvailable, realOptions } from '../../lib/commerce/variants';
import { optionLabels } from '../../lib/content/optionLabels';
import { productPath } from '../../lib/i18n/locales';
import * as styles from './ProductOptions.css';
import { visuallyHidden } from '@treize/ui';

/**
 * Option selectors (behaviour §2): each value is a link to the same product with the selection in the
 * query, so the choice survives a reload and works without JavaScript. No selector for a lone
 * `Default Title`.
 */
export function ProductOptions({
  handle,
  options,
  variants,
  selection,
}: {
  handle: string;
  options: ProductOption[];
  variants: Variant[];
  selection: SelectedOptionValue[];
}) {
  const locale = useLocale();
  const t = useTranslate();
  const custom = useRootData()?.layout?.customProductOptions;
  const shown = realOptions(options);
  if (shown.length === 0) return null;
  return (
    <div aria-label={t('product.options')} role="group">
      {shown.map((option) => {
        const labels = optionLabels(custom, option.name);
        const current = selection.find((item) => item.name === option.name)?.value;
        return (
          <fieldset key={option.name} className={styles.option} data-slot="product-option">
            <legend>{labels.name}</legend>
            <ul className={styles.values}>
              {option.values.map((value) => {
                const next = [
                  ...selection.filter((item) => item.name !== option.name),
                  { name: option.name, value },
                ];
                const ordered = shown
                  .map((o) => next.find((item) => item.name === o.name))
                  .filter((item): item is SelectedOptionValue => item !== undefined);
                const available = isValueAvailable(variants, selection, option.name, value);
                return (
                  <li key={value}>
                    <Link
                      to={productPath(handle, locale, ordered)}
                      replace
                      preventScrollReset
                      className={styles.value}
                      aria-current={current === value ? 'true' : undefined}
                      data-available={available}
                      data-option={option.name}
                      data-value={value}
                    >
                      {labels.value(value)}
                      {!available ? (
                        <span className={visuallyHidden}> ({t('product.soldOut')})</span>
                      ) : null}
                    </Link>
                  </li>
                );
              })}
            </ul>
          </fieldset>
        );
      })}
    </div>
  );
}
