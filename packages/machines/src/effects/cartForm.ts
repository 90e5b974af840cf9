/** The cart form actions of behaviour §3. */
export type CartFormAction =
  | 'AttributesUpdateInput'
  | 'BuyerIdentityUpdate'
  | 'Create'
  | 'DiscountCodesUpdate'
  | 'LinesAdd'
  | 'LinesRemove'
  | 'LinesUpdate'
  | 'NoteUpdate'
  | 'SelectedDeliveryOptionsUpdate'
  | 'MetafieldsSet'
  | 'MetafieldDelete';

/** Name of the hidden field holding the cart action and its inputs (behaviour §3). */
export const CART_FORM_INPUT_FIELD = 'cartFormInput';

/**
 * POSTs one cart action the way the cart route expects it: a form whose `cartFormInput` field
 * holds `{ action, inputs }` as JSON (behaviour §3, §7). A non-ok answer throws.
 */
export async function postCartForm(
  action: CartFormAction,
  inputs: Record<string, unknown>,
  options: { route?: string; fields?: Record<string, string> } = {},
): Promise<void> {
  const body = new FormData();
  body.set(CART_FORM_INPUT_FIELD, JSON.stringify({ action, inputs }));
  for (const [name, value] of Object.entries(options.fields ?? {})) body.set(name, value);
  const response = await fetch(options.route ?? '/cart', { method: 'POST', body });
  if (!response.ok) throw new Error(`Cart action ${action} failed with status ${response.status}`);
}
