// The account forms' fixed choices, apart from the schemas so that a form can show them without
// loading Zod (the schemas load when the shopper first touches a form).

/** Behaviour §9: the minimum password length. */
export const MIN_PASSWORD_LENGTH = 8;
/** Shopify refuses longer passwords; the form stops there too. */
export const MAX_PASSWORD_LENGTH = 40;

/** The countries the shop ships to, offered in the address form (behaviour §3 country/region). */
export const ADDRESS_COUNTRIES = ['FR', 'BE', 'CH', 'DE', 'ES', 'IT', 'GB', 'US', 'CA'] as const;
