import type { Plugin } from 'vite';
import { DICTIONARY_SOURCE } from './dictionaryChunks.ts';

/** The browser modules every page runs before it hydrates: the client entry and the root route. */
const SHELL_ENTRY = /\/app\/(root|entry\.client)\.tsx(\?|$)/;

/**
 * The modules the shell may hold: the storefront's own, the design system's and the machines'
 * single modules, and asset addresses (`?url`). The two packages' barrels stay out: they import
 * every component and machine, of which the shell runs none, so following them would pull the
 * islands' code into the first load. A shell imports `@treize/ui/shell` instead.
 */
const SHELL_CANDIDATE =
  /\/packages\/storefront\/app\/|\/packages\/(ui|machines)\/dist\/(?!index\.js$)|^\0vite\/preload-helper|\?url$/;

/** React, React DOM and React Router: one chunk, which a deploy of ours leaves cached. */
const FRAMEWORK = /\/node_modules\/(react|react-dom|react-router|scheduler)\//;

/**
 * What the pages with search and sharing tags run to write them (their meta functions and the
 * picture addresses): one file instead of the two Rollup would cut, by which pages import what.
 */
const PAGE_TAGS =
  /\/packages\/storefront\/app\/lib\/(seo\/meta|seo\/seo|i18n\/localeUrls|content\/image|content\/sanityImageUrl)\.ts$/;

/** The browser build's `import()` helper (see `preloadInTurns.ts`) and the one module it imports. */
const IMPORT_HELPER =
  /\/packages\/storefront\/app\/lib\/loading\/(preloadInTurns|requestTurns)\.ts$/;

/** The design system's button with its loader, and its form fields (see the groups below). */
const UI_BUTTON = /\/packages\/ui\/dist\/components\/(Button|Loader)\//;
const UI_FIELDS = /\/packages\/ui\/dist\/components\/(TextField|Checkbox)\//;

export const SHELL_CHUNK = 'shell';
const UI_BUTTON_CHUNK = 'ui-button';
const UI_FIELDS_CHUNK = 'ui-fields';
export const PAGE_TAGS_CHUNK = 'page-tags';
export const FRAMEWORK_CHUNK = 'framework';

interface ModuleGraph {
  getModuleIds(): IterableIterator<string>;
  getModuleInfo(id: string): { isEntry: boolean; importedIds: readonly string[] } | null;
}

/**
 * The modules every page runs before it hydrates, and which bring no other code: the candidates
 * the shell entries import statically, through candidates only, whose own static imports are all
 * framework or shell modules. A module that imports a barrel or another package stays out, and so
 * do the modules that import it, since the bundler puts a named group's dependencies into it.
 */
export function shellModules(graph: ModuleGraph): Set<string> {
  const reached = new Set<string>();
  const pending = [...graph.getModuleIds()].filter(
    (id) => SHELL_ENTRY.test(id) && graph.getModuleInfo(id)?.isEntry,
  );
  while (pending.length > 0) {
    const id = pending.pop()!;
    if (reached.has(id)) continue;
    reached.add(id);
    const imported = graph.getModuleInfo(id)?.importedIds ?? [];
    pending.push(...imported.filter((next) => SHELL_CANDIDATE.test(next)));
  }
  const shell = new Set([...reached].filter((id) => SHELL_CANDIDATE.test(id)));
  let removed = true;
  while (removed) {
    removed = false;
    for (const id of shell) {
      const imported = graph.getModuleInfo(id)?.importedIds ?? [];
      if (imported.every((next) => FRAMEWORK.test(next) || shell.has(next))) continue;
      shell.delete(id);
      removed = true;
    }
  }
  return shell;
}

/**
 * The chunk of each browser module. Split by which pages import it, the
 * code every page runs was a dozen files of 0.1 to 2 KB, each compressed alone; the same code as
 * one `shell` file compresses better, and React, React DOM and React Router as one `framework`
 * file too. The home page went from 125.4 KB of gzip in 25 scripts to 121.1 KB in 10. Route
 * modules, islands and dictionaries keep their own chunks, so a page still downloads only what
 * it runs, and a deploy of ours leaves the framework file cached.
 */
export function shellChunk(): (id: string, graph: ModuleGraph) => string | undefined {
  const shells = new WeakMap<object, Set<string>>();
  return (id, graph) => {
    const key = graph.getModuleInfo as object;
    let shell = shells.get(key);
    if (!shell) shells.set(key, (shell = shellModules(graph)));
    if (FRAMEWORK.test(id)) return FRAMEWORK_CHUNK;
    // A dictionary part stays alone, fetched by language and part, though `i18n.ts` imports
    // every part statically for the server (the browser build drops those imports).
    const dictionary = id.match(DICTIONARY_SOURCE);
    if (dictionary) return `dictionary-${dictionary[1]}-${dictionary[2]}`;
    if (!SHELL_CANDIDATE.test(id)) return undefined;
    // Every page imports its islands, so every page runs the import helper. The build adds the
    // imports of it after the graph above is read, and left alone the bundler put it in the page
    // tags' chunk, which then came with every page.
    if (shell.has(id) || IMPORT_HELPER.test(id)) return SHELL_CHUNK;
    return PAGE_TAGS.test(id) ? PAGE_TAGS_CHUNK : undefined;
  };
}

/** What the bundler asks of a group: which modules it captures, under which chunk name. */
interface ChunkGroup {
  name: (id: string) => string | null;
  debugName: string;
  priority: number;
}

/**
 * The shell, framework, dictionary and page-tags chunks as Rolldown code-splitting groups. A group
 * also takes in the modules its own modules import, unless a group of higher priority has them: so
 * the framework goes first, then each dictionary part, then the shell, and the page tags last, or
 * the page tags would take in the shell modules they import and every page would load them.
 * Rolldown does not hand a group the list of modules the shell walk starts from, so the plugin
 * records the module graph once the browser build has read every module.
 */
export function shellChunking(): { plugin: Plugin; groups: ChunkGroup[] } {
  const chunkOf = shellChunk();
  let graph: ModuleGraph = { getModuleIds: () => [].values(), getModuleInfo: () => null };
  const captured =
    (accepts: (chunk: string) => boolean) =>
    (id: string): string | null => {
      const chunk = chunkOf(id, graph);
      return chunk !== undefined && accepts(chunk) ? chunk : null;
    };
  return {
    plugin: {
      name: 'treize:shell-chunk-modules',
      apply: 'build',
      buildEnd() {
        if (this.environment.name !== 'client') return;
        const modules = new Map<string, { isEntry: boolean; importedIds: readonly string[] }>();
        for (const id of this.getModuleIds()) {
          const info = this.getModuleInfo(id);
          if (info) modules.set(id, { isEntry: info.isEntry, importedIds: [...info.importedIds] });
        }
        // A new graph per build, so the shell is worked out again for it.
        graph = {
          getModuleIds: () => modules.keys(),
          getModuleInfo: (id) => modules.get(id) ?? null,
        };
      },
    },
    groups: [
      {
        debugName: FRAMEWORK_CHUNK,
        priority: 40,
        name: captured((chunk) => chunk === FRAMEWORK_CHUNK),
      },
      {
        debugName: 'dictionaries',
        priority: 30,
        name: captured((chunk) => chunk.startsWith('dictionary-')),
      },
      { debugName: SHELL_CHUNK, priority: 20, name: captured((chunk) => chunk === SHELL_CHUNK) },
      // The design system's form parts, two files instead of one per component and style sheet:
      // a page with a form (contact, sign-in, account) fetches fewer small files, each compressed
      // alone. The button and its loader go first, so the cart's pages, which use them without a
      // form, do not take the fields too.
      {
        debugName: UI_BUTTON_CHUNK,
        priority: 16,
        name: (id: string) => (UI_BUTTON.test(id) ? UI_BUTTON_CHUNK : null),
      },
      {
        debugName: UI_FIELDS_CHUNK,
        priority: 15,
        name: (id: string) => (UI_FIELDS.test(id) ? UI_FIELDS_CHUNK : null),
      },
      {
        debugName: PAGE_TAGS_CHUNK,
        priority: 10,
        name: captured((chunk) => chunk === PAGE_TAGS_CHUNK),
      },
    ],
  };
}
