/** What every account action answers when it does not redirect: messages per field, translated. */
export interface AccountActionData {
  ok: boolean;
  /** Field name → message in the page's language; `form` is about the whole form. */
  errors: Record<string, string>;
  /** A confirmation to show (recover, profile saved). */
  notice?: string;
}

/** What the account pages read from the Storefront API (see `accountDocuments.ts`). */
export interface MoneyData {
  amount: string;
  currencyCode: string;
}

export interface AddressData {
  id: string;
  firstName: string | null;
  lastName: string | null;
  company: string | null;
  address1: string | null;
  address2: string | null;
  city: string | null;
  province: string | null;
  zip: string | null;
  country: string | null;
  countryCodeV2: string | null;
  phone: string | null;
  formatted: string[];
}

/** What the order list and the order page both show of an order. */
interface OrderBasics {
  id: string;
  name: string;
  orderNumber: number;
  processedAt: string;
  fulfillmentStatus: string;
  financialStatus: string | null;
  /** Shopify's order status page (tracking, fulfilments), on the shop's own host. */
  statusUrl: string | null;
}

export interface OrderSummary extends OrderBasics {
  totalPrice: MoneyData;
  lineItems: { nodes: { title: string }[] };
}

export interface CustomerData {
  id: string;
  firstName: string | null;
  lastName: string | null;
  email: string | null;
  phone: string | null;
  defaultAddress: AddressData | null;
  addresses: { nodes: AddressData[] };
  orders: { nodes: OrderSummary[] };
}

export interface OrderLine {
  title: string;
  quantity: number;
  originalTotalPrice: MoneyData;
  discountedTotalPrice: MoneyData;
  variant: {
    id: string;
    title: string;
    image: { url: string; altText: string | null; width: number; height: number } | null;
    product: { handle: string };
    selectedOptions: { name: string; value: string }[];
  } | null;
}

export interface OrderDetail extends OrderBasics {
  subtotalPrice: MoneyData | null;
  totalShippingPrice: MoneyData;
  totalTax: MoneyData | null;
  totalPrice: MoneyData;
  shippingAddress: AddressData | null;
  lineItems: { nodes: OrderLine[] };
}

/** The numeric id of an Order gid, as the order page's URL carries it. */
export function orderIdOf(gid: string): string {
  return /\/Order\/(\d+)/.exec(gid)?.[1] ?? '';
}
