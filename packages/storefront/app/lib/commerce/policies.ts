/** The shop policies by their URL handle, as Shopify names them. */
export const POLICY_FIELDS = {
  'privacy-policy': 'privacyPolicy',
  'refund-policy': 'refundPolicy',
  'shipping-policy': 'shippingPolicy',
  'terms-of-service': 'termsOfService',
} as const;
