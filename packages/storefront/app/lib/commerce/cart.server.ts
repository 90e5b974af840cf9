import { z } from 'zod';
import type { Locale } from '../i18n';
import type { CommerceClient } from './client.server';

/**
 * The cart form payload of spec §3: a hidden `cartFormInput` field holding `{action, inputs}`.
 * This storefront carries out `LinesAdd`; the other actions arrive with the cart issue.
 */
export const linesAddSchema = z.object({
  action: z.literal('LinesAdd'),
  inputs: z.object({
    lines: z
      .array(
        z.object({
          merchandiseId: z.string().regex(/^gid:\/\/shopify\/ProductVariant\/\d+$/, 'merchandiseId must be a ProductVariant gid'),
          quantity: z.number().int('quantity must be a whole number').min(1, 'quantity must be at least 1').max(99, 'quantity must be at most 99'),
        }),
      )
      .min(1, 'lines must hold at least one line')
      .max(50, 'lines may hold at most 50 lines'),
  }),
});

export type LinesAddInput = z.infer<typeof linesAddSchema>;

/** Bad input from the form: answered with a 400 and this message. */
export class CartInputError extends Error {
  constructor(message: string) {
    super(message);
    this.name = 'CartInputError';
  }
}

/** Parses and validates the `cartFormInput` field. */
export function parseCartFormInput(raw: FormDataEntryValue | null): LinesAddInput {
  if (typeof raw !== 'string' || raw === '') throw new CartInputError('The form field "cartFormInput" is missing.');
  let json: unknown;
  try {
    json = JSON.parse(raw);
  } catch {
    throw new CartInputError('The form field "cartFormInput" is not valid JSON.');
  }
  const action = (json as { action?: unknown } | null)?.action;
  if (action !== 'LinesAdd') {
    throw new CartInputError(`The cart action ${JSON.stringify(action)} is not supported here; send "LinesAdd".`);
  }
  const parsed = linesAddSchema.safeParse(json);
  if (!parsed.success) {
    const issue = parsed.error.issues[0]!;
    throw new CartInputError(`Invalid cart input at ${issue.path.join('.')}: ${issue.message}`);
  }
  return parsed.data;
}

export interface CartSummary {
  id: string;
  totalQuantity: number;
  checkoutUrl: string;
}

interface UserError {
  field?: string[] | null;
  message: string;
  code?: string | null;
}

export interface CartResult {
  cart: CartSummary | null;
  userErrors: UserError[];
}

/**
 * Adds lines to the cart `cartId`, or creates a cart with them when there is none or the
 * Storefront API no longer knows it.
 */
export async function addLines(
  commerce: CommerceClient,
  locale: Locale,
  cartId: string | undefined,
  lines: LinesAddInput['inputs']['lines'],
): Promise<CartResult> {
  if (cartId) {
    const { cartLinesAdd } = await commerce.query<{ cartLinesAdd: CartResult | null }>(CART_LINES_ADD, {
      locale,
      variables: { cartId, lines },
    });
    if (cartLinesAdd?.cart) return cartLinesAdd;
  }
  const { cartCreate } = await commerce.query<{ cartCreate: CartResult | null }>(CART_CREATE, {
    locale,
    variables: { input: { lines, buyerIdentity: { countryCode: locale.country } } },
  });
  return cartCreate ?? { cart: null, userErrors: [{ message: 'The cart could not be created.' }] };
}

const CART_FIELDS = `cart { id totalQuantity checkoutUrl } userErrors { field message code }`;

const CART_LINES_ADD = `#graphql
  mutation CartLinesAdd($cartId: ID!, $lines: [CartLineInput!]!, $country: CountryCode, $language: LanguageCode)
  @inContext(country: $country, language: $language) {
    cartLinesAdd(cartId: $cartId, lines: $lines) { ${CART_FIELDS} }
  }
`;

const CART_CREATE = `#graphql
  mutation CartCreate($input: CartInput!, $country: CountryCode, $language: LanguageCode)
  @inContext(country: $country, language: $language) {
    cartCreate(input: $input) { ${CART_FIELDS} }
  }
`;
