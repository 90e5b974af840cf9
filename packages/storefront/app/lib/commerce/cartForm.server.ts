import { z } from '../zod';
import {
  CART_ACTIONS,
  CART_FORM_INPUT,
  MAX_LINE_QUANTITY,
  MAX_NOTE_LENGTH,
  type CartAction,
} from './cartForm';

// The server's check of the cart form payload of behaviour §3 (`{action, inputs}` as JSON in the
// `cartFormInput` field): one discriminated union per action kind. Zod stays on the server (:
// first-load JS); the browser builds the payload with the small helpers of `cartForm.ts`.

const variantId = z
  .string()
  .regex(/^gid:\/\/shopify\/ProductVariant\/\d+$/, 'merchandiseId must be a ProductVariant gid');
const lineId = z
  .string()
  .min(1, 'a line id must not be empty')
  .max(300, 'a line id is at most 300 characters');
const wholeQuantity = z
  .number({ error: 'quantity must be a number' })
  .int('quantity must be a whole number')
  .max(MAX_LINE_QUANTITY, `quantity must be at most ${MAX_LINE_QUANTITY}`);
const attribute = z.strictObject({
  key: z.string().trim().min(1, 'an attribute key must not be blank').max(100),
  value: z.string().max(1000),
});
const attributes = z.array(attribute).max(50, 'at most 50 attributes');

const lineToAdd = z.strictObject({
  merchandiseId: variantId,
  quantity: wholeQuantity.min(1, 'quantity must be at least 1').default(1),
  attributes: attributes.optional(),
});
const linesToAdd = z
  .array(lineToAdd)
  .min(1, 'lines must hold at least one line')
  .max(50, 'lines may hold at most 50 lines');

const buyerIdentity = z.strictObject({
  countryCode: z
    .string()
    .regex(/^[A-Z]{2}$/, 'countryCode must be two capital letters, like FR or US')
    .optional(),
  email: z.email('email must be an email address').optional(),
  phone: z.string().max(30).optional(),
  customerAccessToken: z.string().max(200).optional(),
});
const discountCodes = z.array(z.string().trim().max(100)).max(20, 'at most 20 discount codes');
const note = z.string().max(MAX_NOTE_LENGTH, `the note is at most ${MAX_NOTE_LENGTH} characters`);

/** A same-site path to go to after the action (behaviour §7); checked again on the server. */
const redirectTo = z.string().max(2000).optional();

const action = <A extends CartAction, I extends z.ZodType>(name: A, inputs: I) =>
  z.strictObject({ action: z.literal(name), inputs, redirectTo });

/** `{action, inputs}` for every action kind (behaviour §3). */
export const cartFormInputSchema = z.discriminatedUnion('action', [
  action('AttributesUpdateInput', z.strictObject({ attributes })),
  action('BuyerIdentityUpdate', z.strictObject({ buyerIdentity })),
  action(
    'Create',
    z.strictObject({
      lines: linesToAdd.optional(),
      note: note.optional(),
      attributes: attributes.optional(),
      discountCodes: discountCodes.optional(),
      buyerIdentity: buyerIdentity.optional(),
    }),
  ),
  action('DiscountCodesUpdate', z.strictObject({ discountCodes })),
  action('LinesAdd', z.strictObject({ lines: linesToAdd })),
  action(
    'LinesRemove',
    z.strictObject({
      lineIds: z.array(lineId).min(1, 'lineIds must hold at least one id').max(100),
    }),
  ),
  action(
    'LinesUpdate',
    z.strictObject({
      lines: z
        .array(
          z.strictObject({
            id: lineId,
            quantity: wholeQuantity.min(0, 'quantity must not be negative'),
            merchandiseId: variantId.optional(),
            attributes: attributes.optional(),
          }),
        )
        .min(1, 'lines must hold at least one line')
        .max(100),
    }),
  ),
  action('NoteUpdate', z.strictObject({ note })),
  action(
    'SelectedDeliveryOptionsUpdate',
    z.strictObject({
      selectedDeliveryOptions: z
        .array(
          z.strictObject({
            deliveryGroupId: z.string().min(1),
            deliveryOptionHandle: z.string().min(1),
          }),
        )
        .min(1, 'selectedDeliveryOptions must hold at least one choice'),
    }),
  ),
  action(
    'MetafieldsSet',
    z.strictObject({
      metafields: z
        .array(
          z.strictObject({
            key: z.string().min(1, 'a metafield key must not be blank').max(64),
            type: z.string().min(1),
            value: z.string().max(10000),
          }),
        )
        .min(1, 'metafields must hold at least one metafield')
        .max(25),
    }),
  ),
  action(
    'MetafieldDelete',
    z.strictObject({ key: z.string().min(1, 'the metafield key must not be blank').max(64) }),
  ),
]);

export type CartFormInput = z.infer<typeof cartFormInputSchema>;
/** What a form sends before defaults apply (a LinesAdd quantity may be left out). */
export type CartFormPayload = z.input<typeof cartFormInputSchema>;

/** Bad input from the form: the route answers it with a 400 and this message. */
export class CartInputError extends Error {
  constructor(message: string) {
    super(message);
    this.name = 'CartInputError';
  }
}

/**
 * Parses and validates a `cartFormInput` field value; throws a {@link CartInputError} whose
 * message names the field at fault.
 */
export function parseCartFormInput(raw: unknown): CartFormInput {
  if (typeof raw !== 'string' || raw === '')
    throw new CartInputError('The form field "cartFormInput" is missing.');
  let json: unknown;
  try {
    json = JSON.parse(raw);
  } catch {
    throw new CartInputError('The form field "cartFormInput" is not valid JSON.');
  }
  if (typeof json !== 'object' || json === null || Array.isArray(json)) {
    throw new CartInputError(
      'The form field "cartFormInput" must be a JSON object with "action" and "inputs".',
    );
  }
  const name = (json as { action?: unknown }).action;
  if (!CART_ACTIONS.includes(name as CartAction)) {
    throw new CartInputError(
      `The cart action ${JSON.stringify(name) ?? 'undefined'} is not supported; use one of ${CART_ACTIONS.join(', ')}.`,
    );
  }
  const parsed = cartFormInputSchema.safeParse(json);
  if (!parsed.success) {
    const issue = parsed.error.issues[0]!;
    const where = issue.path.length > 0 ? issue.path.join('.') : 'cartFormInput';
    throw new CartInputError(`Invalid ${String(name)} input at ${where}: ${issue.message}`);
  }
  return parsed.data;
}

/** Form fields that are not merged into `inputs`. */
const RESERVED_FIELDS = new Set([CART_FORM_INPUT, 'redirectTo']);
/** Fields a plain form sends as a list even when it holds one value. */
const LIST_FIELDS = new Set(['discountCodes', 'lineIds']);

/**
 * Reads a posted cart form: `cartFormInput` is parsed as JSON and every other field of the form
 * (a note textarea, a discount code input) is merged into its `inputs`, as Hydrogen's `CartForm`
 * does, so forms work without JavaScript. The result is then validated by the schema.
 */
export function readCartForm(form: FormData): { input: CartFormInput; redirectTo?: string } {
  const raw = form.get(CART_FORM_INPUT);
  let payload: unknown = raw;
  const extra: Record<string, unknown> = {};
  for (const name of new Set(form.keys())) {
    if (RESERVED_FIELDS.has(name)) continue;
    const values = form.getAll(name).filter((value): value is string => typeof value === 'string');
    extra[name] = LIST_FIELDS.has(name)
      ? values.filter((value) => value.trim() !== '')
      : values.length > 1
        ? values
        : values[0];
  }
  if (typeof raw === 'string' && Object.keys(extra).length > 0) {
    try {
      const json = JSON.parse(raw) as { inputs?: unknown };
      if (json && typeof json === 'object' && !Array.isArray(json)) {
        const inputs = json.inputs && typeof json.inputs === 'object' ? json.inputs : {};
        payload = JSON.stringify({ ...json, inputs: { ...inputs, ...extra } });
      }
    } catch {
      // Left as is: parseCartFormInput reports the broken JSON.
    }
  }
  const input = parseCartFormInput(payload);
  const field = form.get('redirectTo');
  const redirectTo = typeof field === 'string' && field !== '' ? field : input.redirectTo;
  return redirectTo === undefined ? { input } : { input, redirectTo };
}
