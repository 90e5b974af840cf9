/**
 * The cart form payload of behaviour §3 as the browser builds it: a hidden `cartFormInput` field holding
 * `{action, inputs}` as JSON. The schema that checks it lives in `cartForm.server.ts`, so zod never
 * reaches the browser (first-load JS); this module holds only names, limits and a builder.
 */
import type { CartFormPayload } from './cartForm.server';

export const CART_FORM_INPUT = 'cartFormInput';

/** The 11 cart form actions of behaviour §3, in the spec's order. */
export const CART_ACTIONS = [
  'AttributesUpdateInput',
  'BuyerIdentityUpdate',
  'Create',
  'DiscountCodesUpdate',
  'LinesAdd',
  'LinesRemove',
  'LinesUpdate',
  'NoteUpdate',
  'SelectedDeliveryOptionsUpdate',
  'MetafieldsSet',
  'MetafieldDelete',
] as const;

export type CartAction = (typeof CART_ACTIONS)[number];

/** A line quantity sent by the shop: a whole number, 99 at most per request line. */
export const MAX_LINE_QUANTITY = 99;
/** Storefront API limits the storefront also enforces before calling it. */
export const MAX_NOTE_LENGTH = 5000;

export type { CartFormInput, CartFormPayload } from './cartForm.server';

/**
 * The payload of a plain form whose other fields (a note textarea, a discount code input) complete
 * `inputs` when posted (the server's `readCartForm` merges them).
 */
export interface PartialCartFormPayload {
  action: CartAction;
  inputs: Record<string, unknown>;
}

/** Whether a value names one of the 11 cart actions. */
export function isCartAction(value: unknown): value is CartAction {
  return typeof value === 'string' && (CART_ACTIONS as readonly string[]).includes(value);
}

/**
 * The `cartFormInput` field value for an action (client forms and tests build it with this). Its
 * shape is the browser's convenience check; every field is checked again on the server.
 * @throws TypeError when the action is unknown or `inputs` is not an object (a programming error).
 */
export function cartFormValue(payload: CartFormPayload | PartialCartFormPayload): string {
  if (!isCartAction(payload.action))
    throw new TypeError(`Unknown cart action ${JSON.stringify(payload.action)}`);
  if (
    typeof payload.inputs !== 'object' ||
    payload.inputs === null ||
    Array.isArray(payload.inputs)
  ) {
    throw new TypeError(`The inputs of ${payload.action} must be an object`);
  }
  return JSON.stringify(payload);
}
