// The legacy customer API of the Storefront API (2023-10), as Hydrogen's classic account pages use
// it. Every document takes `$country`/`$language` for `@inContext` like the rest of the shop.

const CUSTOMER_USER_ERRORS = 'customerUserErrors { code field message }';

const ADDRESS_FIELDS = `
  id firstName lastName company address1 address2 city province zip country countryCodeV2 phone
  formatted(withName: true)
`;

export const CUSTOMER_ACCESS_TOKEN_CREATE = `#graphql
mutation CustomerAccessTokenCreate($input: CustomerAccessTokenCreateInput!, $country: CountryCode, $language: LanguageCode)
@inContext(country: $country, language: $language) {
  customerAccessTokenCreate(input: $input) {
    customerAccessToken { accessToken expiresAt }
    ${CUSTOMER_USER_ERRORS}
  }
}`;

export const CUSTOMER_ACCESS_TOKEN_DELETE = `#graphql
mutation CustomerAccessTokenDelete($customerAccessToken: String!, $country: CountryCode, $language: LanguageCode)
@inContext(country: $country, language: $language) {
  customerAccessTokenDelete(customerAccessToken: $customerAccessToken) {
    deletedAccessToken
    userErrors { field message }
  }
}`;

export const CUSTOMER_CREATE = `#graphql
mutation CustomerCreate($input: CustomerCreateInput!, $country: CountryCode, $language: LanguageCode)
@inContext(country: $country, language: $language) {
  customerCreate(input: $input) {
    customer { id }
    ${CUSTOMER_USER_ERRORS}
  }
}`;

export const CUSTOMER_RECOVER = `#graphql
mutation CustomerRecover($email: String!, $country: CountryCode, $language: LanguageCode)
@inContext(country: $country, language: $language) {
  customerRecover(email: $email) {
    ${CUSTOMER_USER_ERRORS}
  }
}`;

export const CUSTOMER_RESET_BY_URL = `#graphql
mutation CustomerResetByUrl($resetUrl: URL!, $password: String!, $country: CountryCode, $language: LanguageCode)
@inContext(country: $country, language: $language) {
  customerResetByUrl(resetUrl: $resetUrl, password: $password) {
    customerAccessToken { accessToken expiresAt }
    ${CUSTOMER_USER_ERRORS}
  }
}`;

export const CUSTOMER_ACTIVATE_BY_URL = `#graphql
mutation CustomerActivateByUrl($activationUrl: URL!, $password: String!, $country: CountryCode, $language: LanguageCode)
@inContext(country: $country, language: $language) {
  customerActivateByUrl(activationUrl: $activationUrl, password: $password) {
    customerAccessToken { accessToken expiresAt }
    ${CUSTOMER_USER_ERRORS}
  }
}`;

export const CUSTOMER_UPDATE = `#graphql
mutation CustomerUpdate($customerAccessToken: String!, $customer: CustomerUpdateInput!, $country: CountryCode, $language: LanguageCode)
@inContext(country: $country, language: $language) {
  customerUpdate(customerAccessToken: $customerAccessToken, customer: $customer) {
    customerAccessToken { accessToken expiresAt }
    ${CUSTOMER_USER_ERRORS}
  }
}`;

export const CUSTOMER_ADDRESS_CREATE = `#graphql
mutation CustomerAddressCreate($customerAccessToken: String!, $address: MailingAddressInput!, $country: CountryCode, $language: LanguageCode)
@inContext(country: $country, language: $language) {
  customerAddressCreate(customerAccessToken: $customerAccessToken, address: $address) {
    customerAddress { id }
    ${CUSTOMER_USER_ERRORS}
  }
}`;

export const CUSTOMER_ADDRESS_UPDATE = `#graphql
mutation CustomerAddressUpdate($customerAccessToken: String!, $id: ID!, $address: MailingAddressInput!, $country: CountryCode, $language: LanguageCode)
@inContext(country: $country, language: $language) {
  customerAddressUpdate(customerAccessToken: $customerAccessToken, id: $id, address: $address) {
    customerAddress { id }
    ${CUSTOMER_USER_ERRORS}
  }
}`;

export const CUSTOMER_ADDRESS_DELETE = `#graphql
mutation CustomerAddressDelete($customerAccessToken: String!, $id: ID!, $country: CountryCode, $language: LanguageCode)
@inContext(country: $country, language: $language) {
  customerAddressDelete(customerAccessToken: $customerAccessToken, id: $id) {
    deletedCustomerAddressId
    ${CUSTOMER_USER_ERRORS}
  }
}`;

export const CUSTOMER_DEFAULT_ADDRESS_UPDATE = `#graphql
mutation CustomerDefaultAddressUpdate($customerAccessToken: String!, $addressId: ID!, $country: CountryCode, $language: LanguageCode)
@inContext(country: $country, language: $language) {
  customerDefaultAddressUpdate(customerAccessToken: $customerAccessToken, addressId: $addressId) {
    customer { id }
    ${CUSTOMER_USER_ERRORS}
  }
}`;

export const CUSTOMER_QUERY = `#graphql
query Customer($customerAccessToken: String!, $country: CountryCode, $language: LanguageCode)
@inContext(country: $country, language: $language) {
  customer(customerAccessToken: $customerAccessToken) {
    id firstName lastName email phone
    defaultAddress { ${ADDRESS_FIELDS} }
    addresses(first: 30) { nodes { ${ADDRESS_FIELDS} } }
    orders(first: 20, reverse: true) {
      nodes {
        id name orderNumber processedAt fulfillmentStatus financialStatus
        totalPrice { amount currencyCode }
        lineItems(first: 1) { nodes { title } }
      }
    }
  }
}`;

/** The order and, in the same round trip, the ids of the customer's orders to prove it is theirs. */
export const CUSTOMER_ORDER_QUERY = `#graphql
query CustomerOrder($customerAccessToken: String!, $orderId: ID!, $country: CountryCode, $language: LanguageCode)
@inContext(country: $country, language: $language) {
  customer(customerAccessToken: $customerAccessToken) {
    orders(first: 250) { nodes { id } }
  }
  node(id: $orderId) {
    ... on Order {
      id name orderNumber processedAt fulfillmentStatus financialStatus statusUrl
      subtotalPrice { amount currencyCode }
      totalShippingPrice { amount currencyCode }
      totalTax { amount currencyCode }
      totalPrice { amount currencyCode }
      shippingAddress { ${ADDRESS_FIELDS} }
      lineItems(first: 100) {
        nodes {
          title quantity
          originalTotalPrice { amount currencyCode }
          discountedTotalPrice { amount currencyCode }
          variant {
            id title
            image { url altText width height }
            product { handle }
            selectedOptions { name value }
          }
        }
      }
    }
  }
}`;
