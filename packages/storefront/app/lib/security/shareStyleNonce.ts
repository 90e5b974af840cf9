/**
 * Gives the page's CSP nonce to the libraries that add `<style>` elements in the browser (ADR 006).
 * The dialogs' scroll lock (react-remove-scroll, under Radix Dialog) writes one when a drawer or
 * dialog opens, and puts `__webpack_nonce__` on it when that global is set; without the nonce the
 * production policy (`style-src 'self' 'nonce-…'`) would block it and the page behind would scroll.
 *
 * Browsers hide the nonce attribute from the page, but an element's `nonce` property still reads
 * it: the scripts React Router wrote with this response's nonce tell it.
 */
export function shareStyleNonce(doc: Document | undefined = globalThis.document): void {
  if (!doc) return;
  const holder = globalThis as { __webpack_nonce__?: string };
  if (holder.__webpack_nonce__) return;
  const nonce = doc.querySelector<HTMLScriptElement>('script[nonce]')?.nonce;
  if (nonce) holder.__webpack_nonce__ = nonce;
}
