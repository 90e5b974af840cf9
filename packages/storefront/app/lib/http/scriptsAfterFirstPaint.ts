/**
 * A document's scripts are fetched once the shopper has seen the page, not beside the
 * stylesheet, the fonts and the first image. On a slow phone network 110 KB of React and React
 * Router took the bandwidth those needed, and Lighthouse counted every script that had arrived
 * before the first paint as holding it. Links and forms work without scripts meanwhile, and the
 * client entry hydrates after the first paint anyway (`afterFirstPaint`).
 *
 * The server writes the module preloads with {@link DEFERRED_PRELOAD_REL} (a relation browsers
 * ignore) and React Router's module script with {@link DEFERRED_MODULE_TYPE} (a type browsers do
 * not run); {@link SCRIPTS_STARTER_SOURCE} turns them back on after the first frame.
 */

import { REQUEST_TURN_BUDGET_MS } from '../loading/requestTurns';

/** The `rel` of a module preload that waits for the first paint. */
export const DEFERRED_PRELOAD_REL = 'treize-modulepreload';

/**
 * The `rel` of a stylesheet that waits for the first paint: the brand fonts' faces
 * (`components/FontFaces.tsx`). A browser requests a face's file as soon as text needs it, at
 * the highest priority, and Lighthouse's simulated slow network counts every request of that
 * priority that ended before the first paint it saw as holding that paint: 124 KB of fonts, or
 * a second of the simulated first paint, whenever they happened to arrive first. Text is set in
 * the fonts' metric-matched stand-ins until they come, so nothing moves when they do.
 */
export const DEFERRED_STYLESHEET_REL = 'treize-stylesheet';

/** The `type` of a module script that waits for the first paint. */
export const DEFERRED_MODULE_TYPE = 'treize-module';

/**
 * The longest the scripts wait for a frame once the starter has run: a browser that paints late
 * (a slow phone, a busy tab) still gets a working page soon.
 */
export const SCRIPTS_START_WAIT_MS = 1_000;

/**
 * The page's inline starter, plain ES2017 with no import, so that no build step can change it.
 * After the frame that paints the page (the task after an animation frame), or at once in a
 * hidden tab, which paints nothing: the deferred stylesheets apply (a new link at the end of the
 * head, leaving the one React rendered as it is), every deferred module script runs first, as a new module
 * script at the end of the head with the page's nonce, so that the chain from the entry to the
 * route modules starts at once; then the deferred preloads are replaced by real ones (new elements,
 * since browsers fetch on insertion, not when `rel` changes), as many per task as
 * {@link REQUEST_TURN_BUDGET_MS} allows (all at once in a hidden tab: nobody waits on its main
 * thread). A product page's seventeen in one go had made one task of 26 ms. The end of the head
 * comes after everything React hydrates there, so no element of React's is mistaken for the
 * script. Started once, whichever of the frame and the time limit comes first.
 */
export const SCRIPTS_STARTER_SOURCE = `(() => {
  let started = false;
  const start = (budget) => {
    if (started) return;
    started = true;
    for (const deferred of document.querySelectorAll('link[rel="${DEFERRED_STYLESHEET_REL}"]')) {
      const sheet = document.createElement('link');
      sheet.rel = 'stylesheet';
      sheet.href = deferred.href;
      document.head.append(sheet);
    }
    for (const deferred of document.querySelectorAll('script[type="${DEFERRED_MODULE_TYPE}"]')) {
      const script = document.createElement('script');
      script.type = 'module';
      script.nonce = deferred.nonce;
      script.textContent = deferred.textContent;
      document.head.append(script);
    }
    const preloads = [...document.querySelectorAll('link[rel="${DEFERRED_PRELOAD_REL}"]')];
    const turn = () => {
      const began = performance.now();
      do {
        const deferred = preloads.shift();
        const preload = deferred.cloneNode();
        preload.rel = 'modulepreload';
        preload.nonce = deferred.nonce;
        deferred.replaceWith(preload);
      } while (preloads.length > 0 && performance.now() - began < budget);
      if (preloads.length > 0) setTimeout(turn, 0);
    };
    if (preloads.length > 0) turn();
  };
  if (document.visibilityState === 'hidden') return start(Infinity);
  const startInTurns = () => start(${REQUEST_TURN_BUDGET_MS});
  requestAnimationFrame(() => setTimeout(startInTurns, 0));
  setTimeout(startInTurns, ${SCRIPTS_START_WAIT_MS});
})();`;
