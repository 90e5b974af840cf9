import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { build, type Rollup } from 'vite';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { preloadInTurns, PRELOAD_IN_TURNS_MODULE, VITE_PRELOAD_HELPER } from './preloadInTurns';

describe('the import() helper of the browser build', () => {
  let root: string;
  beforeAll(async () => {
    root = await mkdtemp(path.join(tmpdir(), 'preload-in-turns-'));
    // An entry that imports an island later, the island needing a part of its own: the build
    // preloads that part beside the island through its helper.
    await writeFile(
      path.join(root, 'index.html'),
      '<script type="module" src="./entry.js"></script>',
    );
    await writeFile(
      path.join(root, 'entry.js'),
      'document.body.onclick = () => import("./island.js").then((island) => island.open());',
    );
    await writeFile(
      path.join(root, 'island.js'),
      'import { part } from "./part.js"; export const open = () => part();',
    );
    await writeFile(path.join(root, 'part.js'), 'export const part = () => document.title;');
    await writeFile(
      path.join(root, 'other.js'),
      'import { part } from "./part.js"; export const other = () => part();',
    );
  });
  afterAll(() => rm(root, { recursive: true, force: true }));

  async function browserCode(plugins: ReturnType<typeof preloadInTurns>[]) {
    const output = (await build({
      root,
      logLevel: 'silent',
      configFile: false,
      plugins,
      build: {
        write: false,
        minify: false,
        rollupOptions: { input: [path.join(root, 'index.html'), path.join(root, 'other.js')] },
      },
    })) as Rollup.RollupOutput;
    return output.output
      .filter((file): file is Rollup.OutputChunk => file.type === 'chunk')
      .map((chunk) => chunk.code)
      .join('\n');
  }

  it("is ours, not Vite's, wherever code calls import()", async () => {
    const ours = await browserCode([preloadInTurns()]);
    expect(ours).toContain('REQUEST_TURN_BUDGET_MS');
    expect(ours).not.toContain('Unable to preload CSS');
    // The same build without the plugin has Vite's: the test sees the difference.
    const vites = await browserCode([]);
    expect(vites).toContain('Unable to preload CSS');
    expect(vites).not.toContain('REQUEST_TURN_BUDGET_MS');
  });

  it('takes only the helper, and only in the browser build', () => {
    const plugin = preloadInTurns();
    const resolveId = plugin.resolveId as (id: string) => unknown;
    expect(resolveId(VITE_PRELOAD_HELPER)).toEqual({
      id: PRELOAD_IN_TURNS_MODULE,
      moduleSideEffects: false,
    });
    expect(resolveId('./island.js')).toBeNull();
    const applies = plugin.applyToEnvironment as (environment: unknown) => boolean;
    expect(applies({ config: { consumer: 'client' } })).toBe(true);
    expect(applies({ config: { consumer: 'server' } })).toBe(false);
    expect(plugin.apply).toBe('build');
  });
});
