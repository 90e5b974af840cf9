import { CartLine } from '@treize/ui';
import { cartLineMachine } from '@treize/machines';
import { useShopMachine } from '../../lib/actors/useShopMachine';
import { useEffect, useMemo } from 'react';
import { fromPromise } from 'xstate';
import type { CartLineData } from '../../lib/commerce/cartTypes';
import { hreflang, productPath, type Locale } from '../../lib/i18n/locales';
import { createTranslate } from '../../lib/i18n/translate';
import { cartLineLabels } from './cartLineLabels';
import { useCartAction } from './useCartAction';
import { useRootData } from '../../hooks/useRootData';
import { labelSelectedOptions } from '../../lib/content/optionLabels';
import { visibleOptions } from './visibleOptions';
import { machineInspection } from '../../lib/qa/machineInspection';
import { useOnceMachine } from '../../hooks/useOnceMachine';

/**
 * One drawer line driven by the cart line machine (behaviour §4, §5): the pending quantity with an
 * ellipsis instead of the price while the update is in flight, faded while being removed,
 * decrease disabled at quantity ≤ 1. The updates post through a fetcher so the cart revalidates.
 */
export function DrawerLine({ line, locale }: { line: CartLineData; locale: Locale }) {
  const labels = useMemo(() => cartLineLabels(createTranslate(locale.language)), [locale.language]);
  const { submit } = useCartAction(`cart-line-${line.id}`);
  const customOptions = useRootData()?.layout?.customProductOptions;
  const machine = useOnceMachine(submit, cartLineMachine, (latest) =>
    cartLineMachine.provide({
      actors: {
        updateCartLine: fromPromise<void, { lineId: string; quantity: number }>(
          async ({ input }) => {
            await latest.current({
              action: 'LinesUpdate',
              inputs: { lines: [{ id: input.lineId, quantity: input.quantity }] },
            });
          },
        ),
        removeCartLine: fromPromise<void, { lineId: string }>(async ({ input }) => {
          await latest.current({ action: 'LinesRemove', inputs: { lineIds: [input.lineId] } });
        }),
      },
    }),
  );
  const [snapshot, send] = useShopMachine(machine, {
    ...machineInspection(),
    input: { lineId: line.id, quantity: line.quantity },
  });
  const state = snapshot.matches('updating')
    ? 'updating'
    : snapshot.matches('idle')
      ? 'idle'
      : 'removing';

  // The revalidated cart is the truth: a refused update falls back to the cart's quantity.
  useEffect(() => {
    if (snapshot.matches('idle') && snapshot.context.quantity !== line.quantity)
      send({ type: 'SYNC', quantity: line.quantity });
  }, [line.quantity, snapshot, send]);

  const { merchandise } = line;
  return (
    <CartLine
      title={merchandise.product.title}
      to={productPath(merchandise.product.handle, locale, merchandise.selectedOptions)}
      image={
        merchandise.image
          ? {
              src: merchandise.image.url,
              alt: merchandise.image.altText ?? merchandise.product.title,
            }
          : undefined
      }
      options={labelSelectedOptions(customOptions, visibleOptions(merchandise.selectedOptions))}
      quantity={snapshot.context.quantity}
      price={line.cost.amountPerQuantity}
      compareAtPrice={line.cost.compareAtAmountPerQuantity}
      state={state}
      pendingQuantity={snapshot.context.pendingQuantity}
      onIncrease={() => send({ type: 'INCREASE' })}
      onDecrease={() => send({ type: 'DECREASE' })}
      onRemove={() => send({ type: 'REMOVE' })}
      locale={hreflang(locale)}
      labels={labels}
    />
  );
}
