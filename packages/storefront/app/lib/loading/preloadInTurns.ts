import { REQUEST_TURN_BUDGET_MS } from './requestTurns';

/**
 * The browser build's helper for `import()`, in place of Vite's own (see
 * `vite/preloadInTurns.ts`). Vite calls it with the chunks and stylesheets a dynamically imported
 * module needs, so that they load side by side rather than one import after another. Vite's helper
 * adds every preload in one go: the frame islands' import, which needs some thirty chunks, took one
 * 40 ms task of the product page's hydration, since the browser's main thread pays about a
 * millisecond for each request it starts. This one adds as many per task as
 * {@link REQUEST_TURN_BUDGET_MS} allows, then imports the module once every preload is in and
 * every stylesheet has loaded, as Vite's does.
 */

/** What Vite's helper announces when a preload or the import fails, so that pages can react. */
export const PRELOAD_ERROR_EVENT = 'vite:preloadError';

// Each file is asked for once per page, whichever import needs it first.
const requested = new Set<string>();

function addressOf(dependency: string): string {
  return import.meta.env.BASE_URL + dependency;
}

function alreadyOnPage(href: string, isStylesheet: boolean): boolean {
  const relation = isStylesheet ? '[rel="stylesheet"]' : '';
  return document.querySelector(`link[href="${href}"]${relation}`) !== null || isShellSheet(href);
}

/**
 * The shell's stylesheet opens the body and stays for the page's life (it is the root route's).
 * React Router writes it with a trailing `#` when a lazy chunk also needs it, so that a route's
 * sheet it removes on a navigation is added again by the import; the root's is never removed, so
 * a second copy in the head would only be a second request and a second rule set.
 */
function isShellSheet(href: string): boolean {
  const first = document.body.firstElementChild;
  return (
    first instanceof HTMLLinkElement &&
    first.rel === 'stylesheet' &&
    first.getAttribute('href') === `${href}#`
  );
}

/** Adds one preload; resolves once a stylesheet has loaded, at once for a script. */
function preload(href: string, nonce: string | undefined): Promise<void> | undefined {
  const isStylesheet = href.endsWith('.css');
  const link = document.createElement('link');
  link.rel = isStylesheet ? 'stylesheet' : 'modulepreload';
  if (!isStylesheet) link.as = 'script';
  link.crossOrigin = '';
  link.href = href;
  if (nonce) link.setAttribute('nonce', nonce);
  document.head.appendChild(link);
  if (!isStylesheet) return undefined;
  return new Promise((resolve, reject) => {
    link.addEventListener('load', () => resolve());
    link.addEventListener('error', () => reject(new Error(`The stylesheet ${href} did not load`)));
  });
}

/**
 * Runs `addOne` on every item, in turns of {@link REQUEST_TURN_BUDGET_MS} (one item at least),
 * the first turn at once. A hidden tab takes them all in one turn: nobody waits on its main thread,
 * and browsers run its timers about once a second, which would hold the import for seconds.
 */
function inTurns<T, R>(items: readonly T[], addOne: (item: T) => R): Promise<R[]> {
  return new Promise((resolve) => {
    const results: R[] = [];
    const turn = () => {
      const began = performance.now();
      const budget = document.visibilityState === 'hidden' ? Infinity : REQUEST_TURN_BUDGET_MS;
      do results.push(addOne(items[results.length]!));
      while (results.length < items.length && performance.now() - began < budget);
      if (results.length < items.length) setTimeout(turn, 0);
      else resolve(results);
    };
    turn();
  });
}

function announceFailure(error: unknown): void {
  const event = new Event(PRELOAD_ERROR_EVENT, { cancelable: true }) as Event & {
    payload?: unknown;
  };
  event.payload = error;
  window.dispatchEvent(event);
  if (!event.defaultPrevented) throw error;
}

/**
 * Vite's contract: `importModule` is the `import()` itself, `dependencies` the files (relative to
 * the base) it needs. The name is the one Vite's build imports.
 */
export function __vitePreload<M>(
  importModule: () => Promise<M>,
  dependencies?: readonly string[],
): Promise<M> {
  const fresh = (dependencies ?? []).map(addressOf).filter((href) => {
    if (requested.has(href)) return false;
    requested.add(href);
    return !alreadyOnPage(href, href.endsWith('.css'));
  });
  if (fresh.length === 0) return importModule().catch(announceFailure) as Promise<M>;
  const nonceHolder = document.querySelector<HTMLMetaElement>('meta[property=csp-nonce]');
  const nonce = nonceHolder?.nonce || nonceHolder?.getAttribute('nonce') || undefined;
  return inTurns(fresh, (href) => preload(href, nonce))
    .then((loads) => Promise.allSettled(loads))
    .then((outcomes) => {
      for (const outcome of outcomes) {
        if (outcome.status === 'rejected') announceFailure(outcome.reason);
      }
      return importModule().catch(announceFailure) as Promise<M>;
    });
}
