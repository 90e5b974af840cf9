// What consumers get from dist/: production JSX whatever NODE_ENV the build ran under, and
// modules a bundler can drop one by one (storefront first-load weight).
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { build, type Rollup } from 'vite';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { brandFonts, fallbackFaces } from '../src/tokens/typography.js';
import { installFreshBuild, listFiles } from './buildLibrary.js';

/** Package paths of the heavy dependencies that Price and Logo never need. */
const heavyDependencies = ['/react-toastify/', '/embla-carousel', '/@radix-ui/', '/xstate/'];

/** Bundles `source` as a consumer app would, React left external, and lists what it pulled in. */
async function bundleConsumer(appDir: string, source: string): Promise<Rollup.OutputChunk> {
  const entry = join(appDir, 'entry.js');
  writeFileSync(entry, source);
  const output = (await build({
    configFile: false,
    root: appDir,
    logLevel: 'silent',
    build: {
      write: false,
      minify: false,
      rollupOptions: {
        input: entry,
        // An app build drops entry exports by default; keep them as the app's own code would.
        preserveEntrySignatures: 'strict',
        external: (id) => id === 'react' || id === 'react-dom' || id.startsWith('react/'),
      },
    },
  })) as Rollup.RollupOutput;
  const chunk = output.output.find((item) => item.type === 'chunk');
  if (!chunk) throw new Error('The consumer build produced no chunk.');
  return chunk;
}

/** Modules that left code in the chunk; tree-shaken ones render to nothing. */
function bundledModules(chunk: Rollup.OutputChunk): string[] {
  return Object.entries(chunk.modules)
    .filter(([, module]) => module.renderedLength > 0)
    .map(([id]) => id);
}

describe('dist/ built with NODE_ENV=development', () => {
  let appDir: string;
  let distDir: string;

  beforeAll(() => {
    appDir = mkdtempSync(join(tmpdir(), 'treize-ui-dist-'));
    distDir = join(installFreshBuild(appDir, 'development'), 'dist');
  });

  afterAll(() => {
    rmSync(appDir, { recursive: true, force: true });
  });

  it('calls the production JSX runtime only, never jsxDEV', () => {
    const scripts = listFiles(distDir).filter((file) => file.endsWith('.js'));
    const code = scripts.map((file) => readFileSync(join(distDir, file), 'utf8')).join('\n');
    expect(code).toContain('react/jsx-runtime');
    expect(code).not.toContain('jsx-dev-runtime');
    expect(code).not.toContain('jsxDEV');
  });

  it('ships exactly one stylesheet', () => {
    expect(listFiles(distDir).filter((file) => file.endsWith('.css'))).toEqual(['styles.css']);
  });

  it("ships the stylesheets that only declare global rules: the resets and the fonts' fallbacks", () => {
    // themes/global.css.ts and themes/fonts.css.ts export nothing; with `sideEffects` naming only
    // `*.css`, the library build dropped them, and their rules with them.
    const css = readFileSync(join(distDir, 'styles.css'), 'utf8');
    expect(css).toContain('[data-slot]:focus-visible');
    const faces = [...css.matchAll(/@font-face\{([^}]*)\}/g)].map((match) => match[1]!);
    const faceOf = (family: string, style: string) =>
      faces.find(
        (face) =>
          new RegExp(`font-family:"?${family}"?(;|$)`).test(face) &&
          face.includes(`font-style:${style}`),
      );
    const percentIn = (face: string | undefined, property: string) =>
      Number.parseFloat(new RegExp(`${property}:([\\d.]+)%`).exec(face ?? '')?.[1] ?? 'NaN');
    for (const font of Object.values(brandFonts)) {
      for (const { fontStyle, fallbackLocal, overrides } of fallbackFaces(font)) {
        const face = faceOf(font.fallbackFamily, fontStyle);
        expect(face, `${font.fallbackFamily} ${fontStyle}`).toBeDefined();
        // The minifier may drop the quotes around a family name of plain words; both forms are CSS.
        expect([`local("${fallbackLocal[0]}")`, `local(${fallbackLocal[0]})`]).toContainEqual(
          face?.match(/local\([^)]*\)/)?.[0],
        );
        expect(percentIn(face, 'size-adjust')).toBe(Number.parseFloat(overrides.sizeAdjust));
        expect(percentIn(face, 'ascent-override')).toBe(
          Number.parseFloat(overrides.ascentOverride),
        );
      }
    }
  });

  it('lets an app importing only Price and Logo leave toasts, carousel, Radix and xstate out', async () => {
    const chunk = await bundleConsumer(
      appDir,
      ["import { Logo, Price } from '@treize/ui';", 'export const parts = [Logo, Price];'].join(
        '\n',
      ),
    );
    const modules = bundledModules(chunk);
    for (const dependency of heavyDependencies) {
      expect(modules.filter((id) => id.includes(dependency))).toEqual([]);
    }
    expect(chunk.code).not.toMatch(/Toastify|embla|radix/i);
    // Each component comes from its own module, and nothing else of the library is left behind:
    // no link context, no srcset table, no other component.
    const ownModules = modules
      .filter((id) => id.includes('/@treize/ui/dist/'))
      .map((id) => id.slice(id.indexOf('/dist/') + '/dist/'.length));
    expect(ownModules).toEqual(
      expect.arrayContaining(['components/Price/Price.js', 'components/Logo/Logo.js']),
    );
    for (const id of ownModules) {
      expect(id).toMatch(/^(components\/(Price|Logo)\/|styles\/)/);
    }
    expect(chunk.code).not.toContain('createContext');
  });

  it('still bundles the heavy dependencies for an app that uses them', async () => {
    const chunk = await bundleConsumer(
      appDir,
      "import { Carousel, ToastArea } from '@treize/ui';\nexport const parts = [Carousel, ToastArea];",
    );
    const modules = bundledModules(chunk);
    expect(modules.some((id) => id.includes('/react-toastify/'))).toBe(true);
    expect(modules.some((id) => id.includes('/embla-carousel'))).toBe(true);
  });
});
