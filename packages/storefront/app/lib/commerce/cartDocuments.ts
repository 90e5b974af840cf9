/**
 * GraphQL documents of the cart (behaviour §3, §7). Every document runs `@inContext` with the
 * locale's country and language, which the commerce client fills in.
 */

/** The cart fields of behaviour §3, plus what the cart page and the route's checks need. */
export const CART_FRAGMENT = `#graphql
  fragment CartFields on Cart {
    id
    checkoutUrl
    totalQuantity
    note
    buyerIdentity { countryCode email }
    attributes { key value }
    discountCodes { code applicable }
    cost {
      subtotalAmount { amount currencyCode }
      totalAmount { amount currencyCode }
    }
    lines(first: 100) {
      nodes {
        id
        quantity
        attributes { key value }
        merchandise {
          ... on ProductVariant {
            id
            title
            image { url altText width height }
            selectedOptions { name value }
            product { id handle title }
          }
        }
        cost {
          amountPerQuantity { amount currencyCode }
          compareAtAmountPerQuantity { amount currencyCode }
          totalAmount { amount currencyCode }
        }
      }
    }
    deliveryGroups(first: 5) {
      nodes {
        id
        selectedDeliveryOption { handle }
        deliveryOptions { handle title }
      }
    }
  }
`;

const CONTEXT = '$country: CountryCode, $language: LanguageCode';
const IN_CONTEXT = '@inContext(country: $country, language: $language)';
// Payloads of API version 2023-10 (behaviour §9) carry no `warnings`: an unknown discount code shows
// as `applicable: false`, a stock problem as a user error.
const CART_PAYLOAD = 'cart { ...CartFields } userErrors { field message code }';

const cartMutation = (name: string, args: string, call: string) => `#graphql
  mutation ${name}(${args}, ${CONTEXT}) ${IN_CONTEXT} {
    ${call} { ${CART_PAYLOAD} }
  }
  ${CART_FRAGMENT}
`;

export const CART_QUERY = `#graphql
  query Cart($cartId: ID!, ${CONTEXT}) ${IN_CONTEXT} {
    cart(id: $cartId) { ...CartFields }
  }
  ${CART_FRAGMENT}
`;

/** Which merchandise ids are product variants the shop sells (checked before adding). */
export const MERCHANDISE_QUERY = `#graphql
  query Merchandise($ids: [ID!]!, ${CONTEXT}) ${IN_CONTEXT} {
    nodes(ids: $ids) { ... on ProductVariant { id } }
  }
`;

export const CART_CREATE = cartMutation(
  'CartCreate',
  '$input: CartInput!',
  'cartCreate(input: $input)',
);
export const CART_LINES_ADD = cartMutation(
  'CartLinesAdd',
  '$cartId: ID!, $lines: [CartLineInput!]!',
  'cartLinesAdd(cartId: $cartId, lines: $lines)',
);
export const CART_LINES_UPDATE = cartMutation(
  'CartLinesUpdate',
  '$cartId: ID!, $lines: [CartLineUpdateInput!]!',
  'cartLinesUpdate(cartId: $cartId, lines: $lines)',
);
export const CART_LINES_REMOVE = cartMutation(
  'CartLinesRemove',
  '$cartId: ID!, $lineIds: [ID!]!',
  'cartLinesRemove(cartId: $cartId, lineIds: $lineIds)',
);
export const CART_NOTE_UPDATE = cartMutation(
  'CartNoteUpdate',
  '$cartId: ID!, $note: String!',
  'cartNoteUpdate(cartId: $cartId, note: $note)',
);
export const CART_BUYER_IDENTITY_UPDATE = cartMutation(
  'CartBuyerIdentityUpdate',
  '$cartId: ID!, $buyerIdentity: CartBuyerIdentityInput!',
  'cartBuyerIdentityUpdate(cartId: $cartId, buyerIdentity: $buyerIdentity)',
);
export const CART_DISCOUNT_CODES_UPDATE = cartMutation(
  'CartDiscountCodesUpdate',
  '$cartId: ID!, $discountCodes: [String!]!',
  'cartDiscountCodesUpdate(cartId: $cartId, discountCodes: $discountCodes)',
);
export const CART_ATTRIBUTES_UPDATE = cartMutation(
  'CartAttributesUpdate',
  '$cartId: ID!, $attributes: [AttributeInput!]!',
  'cartAttributesUpdate(cartId: $cartId, attributes: $attributes)',
);
export const CART_SELECTED_DELIVERY_OPTIONS_UPDATE = cartMutation(
  'CartSelectedDeliveryOptionsUpdate',
  '$cartId: ID!, $selectedDeliveryOptions: [CartSelectedDeliveryOptionInput!]!',
  'cartSelectedDeliveryOptionsUpdate(cartId: $cartId, selectedDeliveryOptions: $selectedDeliveryOptions)',
);

export const CART_METAFIELDS_SET = `#graphql
  mutation CartMetafieldsSet($metafields: [CartMetafieldsSetInput!]!, ${CONTEXT}) ${IN_CONTEXT} {
    cartMetafieldsSet(metafields: $metafields) {
      metafields { key namespace value type }
      userErrors { field message code }
    }
  }
`;

export const CART_METAFIELD_DELETE = `#graphql
  mutation CartMetafieldDelete($input: CartMetafieldDeleteInput!, ${CONTEXT}) ${IN_CONTEXT} {
    cartMetafieldDelete(input: $input) {
      deletedId
      userErrors { field message code }
    }
  }
`;

/** Reads one cart metafield (route tests and the cart page check MetafieldsSet with it). */
export const CART_METAFIELD_QUERY = `#graphql
  query CartMetafield($cartId: ID!, $key: String!, ${CONTEXT}) ${IN_CONTEXT} {
    cart(id: $cartId) { metafield(key: $key) { key value type } }
  }
`;
