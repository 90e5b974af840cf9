import type { CartFormAction } from './cartForm.js';
import { postCartForm } from './cartForm.js';

/** Outcome of a newsletter sign-up as the machine sees it. */
export type NewsletterOutcome = 'subscribed' | 'alreadySubscribed' | 'rejected';

/** What the newsletter form posts (behaviour §3 Newsletter form). */
export interface NewsletterSubmission {
  email: string;
  pathname: string;
}

/** HTTP status the sign-up endpoint answers for an address already on the list. */
export const NEWSLETTER_ALREADY_SUBSCRIBED_STATUS = 409;

/**
 * POSTs the sign-up as multipart to `/api/subscribe` (behaviour §7). Success is judged by the status
 * alone, the body is never read; 409 means "already subscribed". Network failures throw.
 */
export async function postNewsletter(submission: NewsletterSubmission): Promise<NewsletterOutcome> {
  const body = new FormData();
  body.set('email', submission.email);
  body.set('pathname', submission.pathname);
  const response = await fetch('/api/subscribe', { method: 'POST', body });
  if (response.ok) return 'subscribed';
  if (response.status === NEWSLETTER_ALREADY_SUBSCRIBED_STATUS) return 'alreadySubscribed';
  return 'rejected';
}

/**
 * POSTs the contact request as multipart to `/api/contact` (behaviour §7). Only the status is read:
 * a non-ok answer throws, as does a network failure.
 */
export async function postContact(fields: Readonly<Record<string, string>>): Promise<void> {
  const body = new FormData();
  for (const [name, value] of Object.entries(fields)) body.set(name, value);
  const response = await fetch('/api/contact', { method: 'POST', body });
  if (!response.ok) throw new Error(`Contact request failed with status ${response.status}`);
}

/** A product as the wishlist endpoint returns it (behaviour §3 Wishlist product). */
export interface WishlistProduct {
  id: string;
  handle: string;
  title: string;
  [field: string]: unknown;
}

/** Message of the error a failed wishlist lookup raises (behaviour §8). */
export const WISHLIST_FETCH_ERROR = 'Failed to fetch products';

/**
 * GETs `{pathPrefix}/api/wishlist?ids=…` (behaviour §7) and returns its `products`, throwing
 * `Failed to fetch products` on a non-ok answer. The locale prefix of the asking page (`/en-us`,
 * or none for French) makes the endpoint answer in that page's language and currency.
 */
export async function fetchWishlistProducts(input: {
  ids: readonly string[];
  pathPrefix?: string;
}): Promise<WishlistProduct[]> {
  const query = new URLSearchParams({ ids: input.ids.join(',') });
  const response = await fetch(`${input.pathPrefix ?? ''}/api/wishlist?${query.toString()}`);
  if (!response.ok) throw new Error(WISHLIST_FETCH_ERROR);
  const body = (await response.json()) as { products?: WishlistProduct[] };
  return body.products ?? [];
}

/** Sends the cart note update (behaviour §7 `note update`). */
export async function submitCartNote(input: { note: string }): Promise<void> {
  await postCartForm('NoteUpdate', { note: input.note });
}

/** Sends a new quantity for one cart line (behaviour §7 `lines update`). */
export async function updateCartLine(input: { lineId: string; quantity: number }): Promise<void> {
  await postCartForm('LinesUpdate', { lines: [{ id: input.lineId, quantity: input.quantity }] });
}

/** Removes one cart line (behaviour §7 `lines remove`). */
export async function removeCartLine(input: { lineId: string }): Promise<void> {
  await postCartForm('LinesRemove', { lineIds: [input.lineId] });
}

/** What the locale switch submits (behaviour §7 buyer identity update). */
export interface LocaleSwitchSubmission {
  countryCode: string;
  redirectTo: string;
}

/**
 * Posts the buyer-identity update to the cart index with its `redirectTo` path, then navigates
 * there so the page renders in the new locale (behaviour §7).
 */
export async function submitLocaleSwitch(input: LocaleSwitchSubmission): Promise<void> {
  await postCartForm(
    'BuyerIdentityUpdate' satisfies CartFormAction,
    { buyerIdentity: { countryCode: input.countryCode } },
    { route: '/cart?index', fields: { redirectTo: input.redirectTo } },
  );
  if (typeof window !== 'undefined') window.location.assign(input.redirectTo);
}
