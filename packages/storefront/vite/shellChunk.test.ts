import { describe, expect, it } from 'vitest';
import {
  FRAMEWORK_CHUNK,
  PAGE_TAGS_CHUNK,
  SHELL_CHUNK,
  shellChunk,
  shellModules,
} from './shellChunk';

const app = '/shop/packages/storefront/app';
const modules = {
  root: `${app}/root.tsx`,
  rootEntry: `${app}/root.tsx?__react-router-build-client-route`,
  clientEntry: `${app}/entry.client.tsx`,
  shell: `${app}/components/shell/Shell.tsx`,
  i18n: `${app}/lib/i18n/locales.ts`,
  meta: `${app}/lib/seo/meta.ts`,
  inspection: `${app}/lib/qa/machineInspection.ts`,
  dictionary: `${app}/lib/i18n/dictionaries/fr.shop.ts`,
  font: '/shop/node_modules/@fontsource-variable/inter/files/inter-latin-wght-normal.woff2?url',
  productRoute: `${app}/routes/($locale).products.$handle.tsx?__react-router-build-client-route`,
  variants: `${app}/lib/commerce/variants.ts`,
  uiShell: '/shop/packages/ui/dist/shell.js',
  uiLinkProvider: '/shop/packages/ui/dist/link/LinkProvider.js',
  uiBarrel: '/shop/packages/ui/dist/index.js',
  inspectionFlag: '/shop/packages/machines/dist/inspect/isInspectionRequested.js',
  react: '/shop/node_modules/react/index.js',
  reactDom: '/shop/node_modules/react-dom/client.js',
  reactRouter: '/shop/node_modules/react-router/dist/production/index.mjs',
  xstate: '/shop/node_modules/xstate/dist/xstate.esm.js',
  preloadHelper: '\0vite/preload-helper.js',
};

/** A module graph shaped like the storefront's browser build, small enough to read. */
const imports: Record<string, string[]> = {
  [modules.rootEntry]: [modules.root],
  [modules.root]: [modules.shell, modules.i18n, modules.meta, modules.font, modules.reactRouter],
  [modules.shell]: [modules.uiShell, modules.i18n, modules.inspection, modules.react],
  [modules.uiShell]: [modules.uiLinkProvider],
  [modules.uiLinkProvider]: [modules.react],
  [modules.inspection]: [modules.inspectionFlag],
  [modules.clientEntry]: [modules.i18n, modules.reactDom, modules.reactRouter],
  [modules.i18n]: [modules.dictionary, modules.preloadHelper, modules.react],
  [modules.meta]: [modules.i18n],
  [modules.productRoute]: [modules.variants, modules.meta, modules.uiBarrel],
  [modules.uiBarrel]: [modules.uiLinkProvider, modules.xstate, modules.react],
};
const entries = new Set([modules.rootEntry, modules.clientEntry, modules.productRoute]);

function graphOf(edges: Record<string, string[]>) {
  return {
    getModuleIds: () => Object.values(modules)[Symbol.iterator](),
    getModuleInfo: (id: string) => ({ isEntry: entries.has(id), importedIds: edges[id] ?? [] }),
  };
}
const graph = graphOf(imports);

describe('the browser build’s shell chunk', () => {
  it('holds what the client entry and the root route import, down to single library modules', () => {
    expect([...shellModules(graph)].sort()).toEqual(
      [
        modules.rootEntry,
        modules.root,
        modules.clientEntry,
        modules.shell,
        modules.i18n,
        modules.meta,
        modules.inspection,
        modules.dictionary,
        modules.font,
        modules.uiShell,
        modules.uiLinkProvider,
        modules.inspectionFlag,
        modules.preloadHelper,
      ].sort(),
    );
  });

  it('leaves out a module that imports a barrel, and every module that imports it', () => {
    // Rollup would put the design system's whole barrel, and so the islands' code, beside it.
    const shell = shellModules(
      graphOf({ ...imports, [modules.shell]: [...imports[modules.shell]!, modules.uiBarrel] }),
    );
    expect(shell.has(modules.shell)).toBe(false);
    expect(shell.has(modules.root)).toBe(false);
    expect(shell.has(modules.rootEntry)).toBe(false);
    expect(shell.has(modules.uiBarrel)).toBe(false);
    expect(shell.has(modules.i18n)).toBe(true);
    expect(shell.has(modules.uiLinkProvider)).toBe(true);
  });

  it('leaves out a module that imports another package', () => {
    const shell = shellModules(
      graphOf({ ...imports, [modules.meta]: [modules.i18n, modules.xstate] }),
    );
    expect(shell.has(modules.meta)).toBe(false);
    expect(shell.has(modules.xstate)).toBe(false);
  });

  it('leaves out what only a route imports', () => {
    expect(shellModules(graph).has(modules.variants)).toBe(false);
  });

  it('assigns the shell, framework and dictionary chunks, and leaves the rest to Rollup', () => {
    const chunkOf = shellChunk();
    for (const id of [modules.i18n, modules.clientEntry, modules.root, modules.uiShell]) {
      expect(chunkOf(id, graph), id).toBe(SHELL_CHUNK);
    }
    for (const id of [modules.react, modules.reactDom, modules.reactRouter]) {
      expect(chunkOf(id, graph), id).toBe(FRAMEWORK_CHUNK);
    }
    // Each dictionary part stays a file of its own, fetched for its language only.
    expect(chunkOf(modules.dictionary, graph)).toBe('dictionary-fr-shop');
    expect(
      chunkOf('/shop/packages/storefront/app/lib/i18n/dictionaries/en.account.ts', graph),
    ).toBe('dictionary-en-account');
    for (const id of [modules.variants, modules.uiBarrel, modules.xstate, modules.productRoute]) {
      expect(chunkOf(id, graph), id).toBeUndefined();
    }
  });

  it('puts the import helper in the shell, though no import of it is in the graph it reads', () => {
    // Every page imports its islands, so every page runs the helper; the build adds the imports
    // of it later, and the bundler left alone put it beside the page tags.
    const chunkOf = shellChunk();
    for (const id of [`${app}/lib/loading/preloadInTurns.ts`, `${app}/lib/loading/requestTurns.ts`])
      expect(chunkOf(id, graph), id).toBe(SHELL_CHUNK);
  });

  it("puts the search and sharing tags' writers in one chunk, unless the shell holds them", () => {
    const tagWriters = [
      'seo/meta',
      'seo/seo',
      'i18n/localeUrls',
      'content/image',
      'content/sanityImageUrl',
    ].map((name) => `${app}/lib/${name}.ts`);
    // The root imports only the title helpers: the tags' writers are the content routes'.
    const rootWithoutTags = graphOf({
      ...imports,
      [modules.root]: imports[modules.root]!.filter((id) => id !== modules.meta),
    });
    const chunkOf = shellChunk();
    for (const id of tagWriters) expect(chunkOf(id, rootWithoutTags), id).toBe(PAGE_TAGS_CHUNK);
    // A module the shell holds stays there, and other modules stay Rollup's to place.
    expect(shellChunk()(modules.meta, graph)).toBe(SHELL_CHUNK);
    expect(chunkOf(`${app}/lib/seo/metaBasics.ts`, rootWithoutTags)).toBeUndefined();
  });
});
