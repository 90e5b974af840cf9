import { fileURLToPath } from 'node:url';
import type { Plugin } from 'vite';

/** The module Vite's browser build imports `__vitePreload` from, wherever code calls `import()`. */
export const VITE_PRELOAD_HELPER = '\0vite/preload-helper.js';

/** Ours in its place: the same contract, its preloads added a few per task. */
export const PRELOAD_IN_TURNS_MODULE = fileURLToPath(
  new URL('../app/lib/loading/preloadInTurns.ts', import.meta.url),
);

/**
 * The browser build's `import()` helper adds a dynamically imported module's preloads a
 * few per task (`app/lib/loading/preloadInTurns.ts`) rather than Vite's all at once, which took one 40 ms
 * task of a product page's hydration for the frame islands. Vite's build resolves and loads its
 * helper itself; this plugin comes first and resolves that module to ours. Development serves
 * modules one by one with no helper, and the server build has none.
 */
export function preloadInTurns(): Plugin {
  return {
    name: 'treize:preload-in-turns',
    apply: 'build',
    enforce: 'pre',
    applyToEnvironment: (environment) => environment.config.consumer === 'client',
    resolveId(id) {
      if (id !== VITE_PRELOAD_HELPER) return null;
      return { id: PRELOAD_IN_TURNS_MODULE, moduleSideEffects: false };
    },
  };
}
