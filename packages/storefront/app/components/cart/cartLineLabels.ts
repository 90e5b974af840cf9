import type { CartLineLabels } from '@treize/ui';
import type { Translate } from '../../lib/i18n/translate';

/** Every word of a ui `CartLine`, screen-reader ones included, from the storefront dictionary. */
export function cartLineLabels(t: Translate): CartLineLabels {
  return {
    increase: t('cart.line.increase'),
    decrease: t('cart.line.decrease'),
    remove: t('cart.line.remove'),
    quantity: t('cart.line.quantity'),
    pending: t('cart.line.pending'),
    price: t('cart.line.price'),
    compareAt: t('cart.line.compareAtPrice'),
  };
}
