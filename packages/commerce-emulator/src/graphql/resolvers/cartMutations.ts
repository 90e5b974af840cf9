import type { ResolverMap } from '../schema.js';
import type { RequestContext } from '../context.js';
import {
  newLineId,
  type AttributeDoc,
  type CartDoc,
  type CartLineDoc,
} from '../../store/cartStore.js';
import {
  cartSource,
  deliveryGroupId,
  deliveryOptions,
  discountPercentage,
  metafieldSource,
  splitKey,
} from './cart.js';
import { currencyOf } from '../context.js';

/** A CartUserError as Shopify shapes it: field path of strings, message, CartErrorCode. */
export interface UserError {
  field: string[];
  message: string;
  code: string;
}

export interface Warning {
  code: string;
  message: string;
  target: string;
}

export interface Outcome {
  errors: UserError[];
  warnings: Warning[];
}

const NOTE_MAX = 5000;
const METAFIELD_TYPES = [
  'single_line_text_field',
  'multi_line_text_field',
  'json',
  'boolean',
  'number_integer',
  'number_decimal',
  'date',
  'date_time',
  'url',
];
const EMAIL = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

const sameAttributes = (a: AttributeDoc[], b: AttributeDoc[]) =>
  a.length === b.length && a.every((x) => b.some((y) => y.key === x.key && y.value === x.value));

const cartNotFound = (): UserError => ({
  field: ['cartId'],
  message: 'The specified cart does not exist.',
  code: 'INVALID',
});

/** Checks that no merchandise the mutation touched exceeds its stock, summing every line that holds it. */
function checkStock(
  ctx: RequestContext,
  cart: CartDoc,
  touched: { merchandiseId: string; field: string[] }[],
  out: Outcome,
) {
  for (const { merchandiseId, field } of touched) {
    const found = ctx.catalogue.variantById(merchandiseId);
    if (!found) continue;
    const available = found.product.quantities.get(merchandiseId) ?? 0;
    const wanted = cart.lines
      .filter((l) => l.merchandiseId === merchandiseId)
      .reduce((sum, l) => sum + l.quantity, 0);
    if (wanted === 0 || wanted <= available) continue;
    const title = `${found.product.record.title[ctx.lang]} (${found.variant.title})`;
    if (available === 0) {
      out.errors.push({
        field,
        message: `The product '${title}' is already sold out.`,
        code: 'INVALID',
      });
      out.warnings.push({
        code: 'MERCHANDISE_OUT_OF_STOCK',
        message: `The product '${title}' is sold out.`,
        target: merchandiseId,
      });
    } else {
      out.errors.push({
        field,
        message: `Only ${available} of '${title}' ${available === 1 ? 'is' : 'are'} in stock; the cart cannot hold ${wanted}.`,
        code: 'MAXIMUM_EXCEEDED',
      });
      out.warnings.push({
        code: 'MERCHANDISE_NOT_ENOUGH_STOCK',
        message: `Only ${available} items can be added to the cart due to availability.`,
        target: merchandiseId,
      });
    }
  }
}

interface LineInput {
  merchandiseId: string;
  quantity?: number | null;
  attributes?: AttributeDoc[] | null;
}

/** Adds lines to a cart copy, merging with a line of the same merchandise and attributes. */
function addLines(
  ctx: RequestContext,
  cart: CartDoc,
  lines: LineInput[],
  root: string[],
  out: Outcome,
) {
  const touched: { merchandiseId: string; field: string[] }[] = [];
  lines.forEach((input, i) => {
    const field = [...root, String(i)];
    const quantity = input.quantity ?? 1;
    if (!ctx.catalogue.variantById(input.merchandiseId)) {
      out.errors.push({
        field: [...field, 'merchandiseId'],
        message: `The merchandise with id ${input.merchandiseId} does not exist.`,
        code: 'INVALID',
      });
      return;
    }
    if (quantity < 0) {
      out.errors.push({
        field: [...field, 'quantity'],
        message: 'The quantity must be greater than or equal to 0.',
        code: 'INVALID',
      });
      return;
    }
    if (quantity === 0) return;
    const attributes = input.attributes ?? [];
    const existing = cart.lines.find(
      (l) => l.merchandiseId === input.merchandiseId && sameAttributes(l.attributes, attributes),
    );
    if (existing) existing.quantity += quantity;
    else
      cart.lines.push({
        id: newLineId(cart.token),
        merchandiseId: input.merchandiseId,
        quantity,
        attributes,
      });
    touched.push({ merchandiseId: input.merchandiseId, field: [...field, 'quantity'] });
  });
  checkStock(ctx, cart, touched, out);
}

function validateAttributes(attributes: AttributeDoc[], root: string[], out: Outcome) {
  attributes.forEach((a, i) => {
    if (!a.key.trim())
      out.errors.push({
        field: [...root, String(i), 'key'],
        message: 'Attribute key must not be blank.',
        code: 'INVALID',
      });
  });
}

function validateNote(note: string, field: string[], out: Outcome) {
  if (note.length > NOTE_MAX)
    out.errors.push({
      field,
      message: `The note must be at most ${NOTE_MAX} characters.`,
      code: 'NOTE_TOO_LONG',
    });
}

interface BuyerIdentityInput {
  countryCode?: string | null;
  email?: string | null;
  phone?: string | null;
  customerAccessToken?: string | null;
}

function applyBuyerIdentity(
  ctx: RequestContext,
  cart: CartDoc,
  input: BuyerIdentityInput,
  root: string[],
  out: Outcome,
) {
  if (input.email != null && input.email !== '' && !EMAIL.test(input.email)) {
    out.errors.push({ field: [...root, 'email'], message: 'Email is invalid', code: 'INVALID' });
  }
  if (input.phone != null && input.phone !== '' && !/^\+?[0-9 ().-]{6,20}$/.test(input.phone)) {
    out.errors.push({ field: [...root, 'phone'], message: 'Phone is invalid', code: 'INVALID' });
  }
  if (input.customerAccessToken != null) {
    const customer = input.customerAccessToken
      ? ctx.customers.byToken(input.customerAccessToken)
      : null;
    if (input.customerAccessToken && !customer) {
      out.errors.push({
        field: [...root, 'customerAccessToken'],
        message: 'Customer access token is invalid.',
        code: 'INVALID',
      });
    }
    cart.buyerIdentity.customerId = customer?.id ?? null;
    if (customer && input.email === undefined) cart.buyerIdentity.email = customer.email;
  }
  if (input.countryCode !== undefined) cart.buyerIdentity.countryCode = input.countryCode;
  if (input.email !== undefined) cart.buyerIdentity.email = input.email || null;
  if (input.phone !== undefined) cart.buyerIdentity.phone = input.phone || null;
}

/** Sets the discount codes; unknown ones stay on the cart with applicable: false, as Shopify does. */
function applyDiscountCodes(cart: CartDoc, codes: string[], out: Outcome) {
  const unique = [
    ...new Map(
      codes
        .map((c) => c.trim())
        .filter(Boolean)
        .map((c) => [c.toUpperCase(), c]),
    ).values(),
  ];
  cart.discountCodes = unique;
  for (const code of unique) {
    if (discountPercentage(code) === undefined) {
      out.warnings.push({
        code: 'DISCOUNT_NOT_FOUND',
        message: `The discount code ${code} is not valid.`,
        target: `gid://shopify/Cart/${cart.token}`,
      });
    }
  }
}

type Editor = (cart: CartDoc, out: Outcome) => void;

/**
 * The shape of every cart mutation: load, edit a copy, and save it in the same transaction only
 * when no user error was found, so a cart is never half-updated.
 */
export function mutateCart(ctx: RequestContext, cartId: string, edit: Editor) {
  return ctx.carts.transact(() => {
    const current = ctx.carts.find(cartId);
    if (!current) return { save: null, cart: null, userErrors: [cartNotFound()], warnings: [] };
    const draft = structuredClone(current);
    const out: Outcome = { errors: [], warnings: [] };
    edit(draft, out);
    if (out.errors.length > 0)
      return {
        save: null,
        cart: cartSource(current),
        userErrors: out.errors,
        warnings: out.warnings,
      };
    draft.updatedAt = new Date().toISOString();
    return { save: draft, cart: cartSource(draft), userErrors: [], warnings: out.warnings };
  });
}

interface CartInput {
  lines?: LineInput[] | null;
  note?: string | null;
  attributes?: AttributeDoc[] | null;
  buyerIdentity?: BuyerIdentityInput | null;
  discountCodes?: string[] | null;
  metafields?: { key: string; type: string; value: string }[] | null;
}

interface MetafieldInput {
  ownerId?: string;
  key: string;
  type: string;
  value: string;
}

function validateMetafield(input: MetafieldInput, root: string[], elementIndex: number | null) {
  const error = (field: string, message: string, code: string) => ({
    field: [...root, field],
    message,
    code,
    elementIndex,
  });
  if (!input.key.trim()) return error('key', 'Key must not be blank.', 'BLANK');
  if (input.key.length > 64)
    return error('key', 'Key is too long (maximum is 64 characters).', 'TOO_LONG');
  if (!METAFIELD_TYPES.includes(input.type))
    return error('type', `Type "${input.type}" is not a supported metafield type.`, 'INVALID_TYPE');
  if (input.type === 'json') {
    try {
      JSON.parse(input.value);
    } catch {
      return error('value', 'Value must be valid JSON.', 'INVALID_VALUE');
    }
  }
  if (input.type === 'boolean' && !['true', 'false'].includes(input.value))
    return error('value', 'Value must be true or false.', 'INVALID_VALUE');
  if (input.type === 'number_integer' && !/^-?\d+$/.test(input.value))
    return error('value', 'Value must be an integer.', 'INVALID_VALUE');
  return null;
}

function setMetafield(cart: CartDoc, input: MetafieldInput, now: string) {
  const { namespace, key } = splitKey(null, input.key);
  const existing = cart.metafields.find((m) => m.namespace === namespace && m.key === key);
  if (existing) Object.assign(existing, { type: input.type, value: input.value, updatedAt: now });
  else {
    cart.metafields.push({
      id: `gid://shopify/Metafield/${cart.token}-${namespace}-${key}`,
      namespace,
      key,
      type: input.type,
      value: input.value,
      createdAt: now,
      updatedAt: now,
    });
  }
  return cart.metafields.find((m) => m.namespace === namespace && m.key === key);
}

export const cartMutationResolvers: ResolverMap = {
  Mutation: {
    cartCreate: (_r: unknown, a: { input?: CartInput | null }, ctx) => {
      const input = a.input ?? {};
      return ctx.carts.transact(() => {
        const now = new Date().toISOString();
        const cart = ctx.carts.blank(now);
        const out: Outcome = { errors: [], warnings: [] };
        // The buyer's country comes from the input, else from @inContext: it fixes the cart's currency.
        cart.buyerIdentity.countryCode = ctx.country;
        if (input.buyerIdentity)
          applyBuyerIdentity(ctx, cart, input.buyerIdentity, ['input', 'buyerIdentity'], out);
        if (input.note != null) {
          validateNote(input.note, ['input', 'note'], out);
          cart.note = input.note;
        }
        if (input.attributes) {
          validateAttributes(input.attributes, ['input', 'attributes'], out);
          cart.attributes = input.attributes;
        }
        addLines(ctx, cart, input.lines ?? [], ['input', 'lines'], out);
        if (input.discountCodes) applyDiscountCodes(cart, input.discountCodes, out);
        (input.metafields ?? []).forEach((m, i) => {
          const error = validateMetafield(m, ['input', 'metafields', String(i)], null);
          if (error)
            out.errors.push({
              field: error.field,
              message: error.message,
              code: 'INVALID_METAFIELDS',
            });
          else setMetafield(cart, m, now);
        });
        if (out.errors.length > 0)
          return { save: null, cart: null, userErrors: out.errors, warnings: out.warnings };
        return {
          save: cart,
          isNew: true,
          cart: cartSource(cart),
          userErrors: [],
          warnings: out.warnings,
        };
      });
    },
    cartLinesAdd: (_r: unknown, a: { cartId: string; lines: LineInput[] }, ctx) =>
      mutateCart(ctx, a.cartId, (cart, out) => addLines(ctx, cart, a.lines, ['lines'], out)),
    cartLinesUpdate: (
      _r: unknown,
      a: {
        cartId: string;
        lines: {
          id: string;
          quantity?: number | null;
          merchandiseId?: string | null;
          attributes?: AttributeDoc[] | null;
        }[];
      },
      ctx,
    ) =>
      mutateCart(ctx, a.cartId, (cart, out) => {
        const touched: { merchandiseId: string; field: string[] }[] = [];
        a.lines.forEach((input, i) => {
          const field = ['lines', String(i)];
          const line = cart.lines.find((l) => l.id === input.id);
          if (!line) {
            out.errors.push({
              field: [...field, 'id'],
              message: `The merchandise line with id ${input.id} does not exist.`,
              code: 'INVALID_MERCHANDISE_LINE',
            });
            return;
          }
          if (input.quantity != null && input.quantity < 0) {
            out.errors.push({
              field: [...field, 'quantity'],
              message: 'The quantity must be greater than or equal to 0.',
              code: 'INVALID',
            });
            return;
          }
          if (input.merchandiseId != null) {
            if (!ctx.catalogue.variantById(input.merchandiseId)) {
              out.errors.push({
                field: [...field, 'merchandiseId'],
                message: `The merchandise with id ${input.merchandiseId} does not exist.`,
                code: 'INVALID',
              });
              return;
            }
            line.merchandiseId = input.merchandiseId;
          }
          if (input.quantity != null) line.quantity = input.quantity;
          if (input.attributes) line.attributes = input.attributes;
          touched.push({ merchandiseId: line.merchandiseId, field: [...field, 'quantity'] });
        });
        // A quantity of 0 removes the line (Storefront API behaviour).
        cart.lines = cart.lines.filter((l: CartLineDoc) => l.quantity > 0);
        if (out.errors.length === 0) checkStock(ctx, cart, touched, out);
      }),
    cartLinesRemove: (_r: unknown, a: { cartId: string; lineIds: string[] }, ctx) =>
      mutateCart(ctx, a.cartId, (cart, out) => {
        a.lineIds.forEach((id, i) => {
          if (!cart.lines.some((l) => l.id === id)) {
            out.errors.push({
              field: ['lineIds', String(i)],
              message: `The merchandise line with id ${id} does not exist.`,
              code: 'INVALID_MERCHANDISE_LINE',
            });
          }
        });
        cart.lines = cart.lines.filter((l) => !a.lineIds.includes(l.id));
      }),
    // 2023-10 declares `note: String` (optional): no note, or null, clears it as Shopify does.
    cartNoteUpdate: (_r: unknown, a: { cartId: string; note?: string | null }, ctx) =>
      mutateCart(ctx, a.cartId, (cart, out) => {
        const note = a.note ?? '';
        validateNote(note, ['note'], out);
        cart.note = note;
      }),
    cartBuyerIdentityUpdate: (
      _r: unknown,
      a: { cartId: string; buyerIdentity: BuyerIdentityInput },
      ctx,
    ) =>
      mutateCart(ctx, a.cartId, (cart, out) => {
        const before = currencyOf(cart.buyerIdentity.countryCode);
        applyBuyerIdentity(ctx, cart, a.buyerIdentity, ['buyerIdentity'], out);
        // A new market means new delivery prices: the chosen option no longer holds.
        if (currencyOf(cart.buyerIdentity.countryCode) !== before)
          cart.selectedDeliveryOption = null;
      }),
    // Up to 2025-10 `discountCodes` is optional (`[String!]`): leaving it out removes every code.
    cartDiscountCodesUpdate: (
      _r: unknown,
      a: { cartId: string; discountCodes?: string[] | null },
      ctx,
    ) =>
      mutateCart(ctx, a.cartId, (cart, out) =>
        applyDiscountCodes(cart, a.discountCodes ?? [], out),
      ),
    cartAttributesUpdate: (_r: unknown, a: { cartId: string; attributes: AttributeDoc[] }, ctx) =>
      mutateCart(ctx, a.cartId, (cart, out) => {
        validateAttributes(a.attributes, ['attributes'], out);
        cart.attributes = a.attributes;
      }),
    cartSelectedDeliveryOptionsUpdate: (
      _r: unknown,
      a: {
        cartId: string;
        selectedDeliveryOptions: { deliveryGroupId: string; deliveryOptionHandle: string }[];
      },
      ctx,
    ) =>
      mutateCart(ctx, a.cartId, (cart, out) => {
        a.selectedDeliveryOptions.forEach((choice, i) => {
          const field = ['selectedDeliveryOptions', String(i)];
          if (cart.lines.length === 0 || choice.deliveryGroupId !== deliveryGroupId(cart)) {
            out.errors.push({
              field: [...field, 'deliveryGroupId'],
              message: 'Delivery group was not found in cart.',
              code: 'INVALID_DELIVERY_GROUP',
            });
            return;
          }
          const options = deliveryOptions(currencyOf(cart.buyerIdentity.countryCode), ctx.lang);
          if (!options.some((o) => o.handle === choice.deliveryOptionHandle)) {
            out.errors.push({
              field: [...field, 'deliveryOptionHandle'],
              message: 'Delivery option was not valid.',
              code: 'INVALID_DELIVERY_OPTION',
            });
            return;
          }
          cart.selectedDeliveryOption = choice.deliveryOptionHandle;
        });
      }),
    cartMetafieldsSet: (
      _r: unknown,
      a: { metafields: (MetafieldInput & { ownerId: string })[] },
      ctx,
    ) =>
      ctx.carts.transact(() => {
        const now = new Date().toISOString();
        const drafts = new Map<string, CartDoc>();
        const userErrors: {
          field: string[];
          message: string;
          code: string;
          elementIndex: number | null;
        }[] = [];
        const set: { cart: CartDoc; key: string; namespace: string }[] = [];
        a.metafields.forEach((input, i) => {
          const root = ['metafields', String(i)];
          let cart = drafts.get(input.ownerId);
          if (!cart) {
            const found = ctx.carts.find(input.ownerId);
            if (!found) {
              userErrors.push({
                field: [...root, 'ownerId'],
                message: 'The owner is not a cart of this shop.',
                code: 'INVALID_OWNER',
                elementIndex: i,
              });
              return;
            }
            cart = structuredClone(found);
            drafts.set(input.ownerId, cart);
          }
          const error = validateMetafield(input, root, i);
          if (error) {
            userErrors.push(error);
            return;
          }
          const metafield = setMetafield(cart, input, now);
          if (metafield) set.push({ cart, key: metafield.key, namespace: metafield.namespace });
        });
        if (userErrors.length > 0) return { save: null, metafields: null, userErrors };
        for (const cart of drafts.values()) {
          cart.updatedAt = now;
          ctx.carts.transact(() => ({ save: cart }));
        }
        const metafields = set.map(({ cart, key, namespace }) => {
          const m = cart.metafields.find((x) => x.key === key && x.namespace === namespace);
          return m ? metafieldSource(cart, m) : null;
        });
        return { save: null, metafields, userErrors: [] };
      }),
    cartMetafieldDelete: (_r: unknown, a: { input: { ownerId: string; key: string } }, ctx) =>
      ctx.carts.transact(() => {
        const cart = ctx.carts.find(a.input.ownerId);
        if (!cart) {
          return {
            save: null,
            deletedId: null,
            userErrors: [
              {
                field: ['input', 'ownerId'],
                message: 'The owner is not a cart of this shop.',
                code: 'INVALID_OWNER',
              },
            ],
          };
        }
        const { namespace, key } = splitKey(null, a.input.key);
        const found = cart.metafields.find((m) => m.namespace === namespace && m.key === key);
        if (!found) {
          return {
            save: null,
            deletedId: null,
            userErrors: [
              {
                field: ['input', 'key'],
                message: 'Metafield does not exist.',
                code: 'METAFIELD_DOES_NOT_EXIST',
              },
            ],
          };
        }
        cart.metafields = cart.metafields.filter((m) => m !== found);
        cart.updatedAt = new Date().toISOString();
        return { save: cart, deletedId: found.id, userErrors: [] };
      }),
  },
};
