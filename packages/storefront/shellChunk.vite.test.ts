import { describe, expect, it } from 'vitest';
import { FRAMEWORK_CHUNK, SHELL_CHUNK, shellChunk, shellModules } from './shellChunk.vite';

const app = '/shop/packages/storefront/app';
const modules = {
  root: `${app}/root.tsx`,
  rootEntry: `${app}/root.tsx?__react-router-build-client-route`,
  clientEntry: `${app}/entry.client.tsx`,
  shell: `${app}/components/shell/Shell.tsx`,
  i18n: `${app}/lib/i18n.ts`,
  meta: `${app}/lib/meta.ts`,
  dictionary: `${app}/lib/dictionaries/fr.shop.ts`,
  productRoute: `${app}/routes/($locale).products.$handle.tsx?__react-router-build-client-route`,
  variants: `${app}/lib/commerce/variants.ts`,
  designSystem: '/shop/packages/ui/dist/index.js',
  react: '/shop/node_modules/react/index.js',
  reactDom: '/shop/node_modules/react-dom/client.js',
  reactRouter: '/shop/node_modules/react-router/dist/production/index.mjs',
  xstate: '/shop/node_modules/xstate/dist/xstate.esm.js',
  preloadHelper: '\0vite/preload-helper.js',
};

/** A module graph shaped like the storefront's browser build, small enough to read. */
const imports: Record<string, string[]> = {
  [modules.rootEntry]: [modules.root],
  [modules.root]: [modules.shell, modules.i18n, modules.meta, modules.reactRouter],
  [modules.shell]: [modules.designSystem, modules.i18n, modules.react],
  [modules.clientEntry]: [modules.i18n, modules.reactDom, modules.reactRouter],
  [modules.i18n]: [modules.dictionary, modules.preloadHelper, modules.react],
  [modules.meta]: [modules.i18n],
  [modules.productRoute]: [modules.variants, modules.meta],
  [modules.designSystem]: [modules.xstate, modules.react],
};
const entries = new Set([modules.rootEntry, modules.clientEntry, modules.productRoute]);
const graph = {
  getModuleIds: () => Object.values(modules)[Symbol.iterator](),
  getModuleInfo: (id: string) => ({ isEntry: entries.has(id), importedIds: imports[id] ?? [] }),
};

describe('the browser build’s shell chunk (issue 16)', () => {
  it('holds the storefront code the client entry and the root route import', () => {
    expect([...shellModules(graph)].sort()).toEqual(
      [
        modules.clientEntry,
        modules.i18n,
        modules.meta,
        modules.dictionary,
        modules.preloadHelper,
      ].sort(),
    );
  });

  it('leaves out a module that imports the design system, and the modules that import it', () => {
    // Rollup would put the design system's whole barrel, and so the islands' code, beside it.
    const shell = shellModules(graph);
    expect(shell.has(modules.shell)).toBe(false);
    expect(shell.has(modules.root)).toBe(false);
  });

  it('leaves out what only a route imports', () => {
    expect(shellModules(graph).has(modules.variants)).toBe(false);
  });

  it('assigns the shell, framework and dictionary chunks, and leaves the rest to Rollup', () => {
    const chunkOf = shellChunk();
    expect(chunkOf(modules.i18n, graph)).toBe(SHELL_CHUNK);
    expect(chunkOf(modules.clientEntry, graph)).toBe(SHELL_CHUNK);
    expect(chunkOf(modules.meta, graph)).toBe(SHELL_CHUNK);
    expect(chunkOf(modules.react, graph)).toBe(FRAMEWORK_CHUNK);
    expect(chunkOf(modules.reactDom, graph)).toBe(FRAMEWORK_CHUNK);
    expect(chunkOf(modules.reactRouter, graph)).toBe(FRAMEWORK_CHUNK);
    // Each dictionary part stays a file of its own, fetched for its language only.
    expect(chunkOf(modules.dictionary, graph)).toBe('dictionary-fr-shop');
    expect(chunkOf('/shop/packages/storefront/app/lib/dictionaries/en.account.ts', graph)).toBe(
      'dictionary-en-account',
    );
    for (const id of [
      modules.root,
      modules.shell,
      modules.variants,
      modules.designSystem,
      modules.xstate,
      modules.productRoute,
    ]) {
      expect(chunkOf(id, graph)).toBeUndefined();
    }
  });
});
