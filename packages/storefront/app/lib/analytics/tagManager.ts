/** The tag manager's command queue and Google's per-id opt-out flags, on `window`. */
type DataLayerWindow = { dataLayer?: unknown[] } & Record<string, unknown>;

function tagWindow(): DataLayerWindow {
  return window as unknown as DataLayerWindow;
}

/**
 * gtag.js reads its commands from `window.dataLayer` as `arguments` objects; `gtag()` is that push,
 * written once here so the queue works before the script has arrived.
 */
function gtag(..._command: unknown[]): void {
  const w = tagWindow();
  w.dataLayer ??= [];
  // eslint-disable-next-line prefer-rest-params -- gtag.js only recognises `arguments` objects.
  w.dataLayer.push(arguments);
}

/** The script's URL for one tracking id (gtag.js takes it as `?id=`). */
export function tagManagerScriptSrc(scriptUrl: string, trackingId: string): string {
  const url = new URL(scriptUrl);
  url.searchParams.set('id', trackingId);
  return url.toString();
}

/** A nonce the page's own scripts carry (the CSP), so the added script is allowed too. */
function pageNonce(): string | undefined {
  return document.querySelector<HTMLScriptElement>('script[nonce]')?.nonce || undefined;
}

/**
 * Loads the tag manager once per page (behaviour §7: only with consent and a tracking id; the caller
 * checks both). Page views are sent by {@link sendTagManagerPagePath}, on every navigation, so the
 * automatic one of the first `config` is turned off.
 */
export function loadTagManager(scriptUrl: string, trackingId: string): void {
  const w = tagWindow();
  // Google's documented opt-out flag: lifted again when consent comes back.
  w[`ga-disable-${trackingId}`] = false;
  const src = tagManagerScriptSrc(scriptUrl, trackingId);
  if (document.querySelector(`script[data-tag-manager="${trackingId}"]`)) return;
  gtag('js', new Date());
  gtag('config', trackingId, { send_page_view: false });
  const script = document.createElement('script');
  script.async = true;
  script.src = src;
  script.dataset.tagManager = trackingId;
  const nonce = pageNonce();
  if (nonce) script.nonce = nonce;
  document.head.appendChild(script);
}

/** Tells the tag manager the page the shopper is on (behaviour §7 "page_path config … each navigation"). */
export function sendTagManagerPagePath(trackingId: string, pagePath: string): void {
  gtag('config', trackingId, { page_path: pagePath });
}

/** Stops the loaded tag manager from sending anything more once consent is withdrawn. */
export function disableTagManager(trackingId: string): void {
  tagWindow()[`ga-disable-${trackingId}`] = true;
}
