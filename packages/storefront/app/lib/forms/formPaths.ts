/**
 * Where the shop's forms post. The endpoints take no language prefix: each form sends its
 * language with it.
 */
export const CONTACT_PATH = '/api/contact';
export const SUBSCRIBE_PATH = '/api/subscribe';
