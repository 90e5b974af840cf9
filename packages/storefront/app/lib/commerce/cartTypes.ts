import type { Money, SelectedOptionValue, ShopImage } from './types';

/** A cart line as the storefront reads it (behaviour §3 Cart line). */
export interface CartLineData {
  id: string;
  quantity: number;
  attributes: { key: string; value: string | null }[];
  merchandise: {
    id: string;
    title: string;
    image?: ShopImage | null;
    selectedOptions: SelectedOptionValue[];
    product: { id: string; handle: string; title: string };
  };
  cost: {
    amountPerQuantity: Money;
    compareAtAmountPerQuantity?: Money | null;
    totalAmount: Money;
  };
}

/** A cart as the storefront reads it (behaviour §3 Cart), with what the cart page and drawer show. */
export interface CartData {
  id: string;
  checkoutUrl: string;
  totalQuantity: number;
  note?: string | null;
  buyerIdentity: { countryCode?: string | null; email?: string | null };
  attributes: { key: string; value: string | null }[];
  discountCodes: { code: string; applicable: boolean }[];
  cost: { subtotalAmount: Money; totalAmount: Money };
  lines: { nodes: CartLineData[] };
  deliveryGroups: {
    nodes: {
      id: string;
      selectedDeliveryOption?: { handle: string } | null;
      deliveryOptions: { handle: string; title?: string | null }[];
    }[];
  };
}

/** A Storefront API user error or warning, as returned by the cart mutations. */
export interface CartUserError {
  field?: string[] | null;
  message: string;
  code?: string | null;
}

export interface CartWarning {
  code: string;
  message: string;
  target?: string;
}

/** The cart route's answer: the cart, the Storefront API's user errors and warnings. */
export interface CartActionResult {
  ok: boolean;
  cart: CartData | null;
  userErrors: CartUserError[];
  warnings: CartWarning[];
  /** A message a person can act on when `ok` is false. */
  error?: string;
}
