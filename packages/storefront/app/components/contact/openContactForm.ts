import { OPEN_CONTACT_FORM_EVENT } from '../content/ContentLink';

export { CONTACT_PAGE_FORM } from '../content/ContentLink';

/** What an opener may say about the request: the product it is about, on a product page. */
export interface OpenContactFormDetail {
  product?: string;
}

/**
 * Opens the one contact dialog of the page (behaviour §2). The product page's button, the footer's
 * "Demande sur mesure" and every content form link all announce the same window event, so none
 * of them needs the dialog's code.
 */
export function openContactForm(detail: OpenContactFormDetail = {}): void {
  window.dispatchEvent(new CustomEvent(OPEN_CONTACT_FORM_EVENT, { detail }));
}

/** The product an open request named, or `''`. */
export function productOf(event: Event): string {
  const detail = (event as CustomEvent<OpenContactFormDetail | null>).detail;
  return typeof detail?.product === 'string' ? detail.product : '';
}
