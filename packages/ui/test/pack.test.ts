// Publishing check: pack @treize/ui and @treize/machines as npm would publish them, install the
// tarballs into a bare app outside the monorepo, typecheck it without skipLibCheck, build it with
// Vite and render a component with its styles.
import {
  copyFileSync,
  cpSync,
  existsSync,
  mkdirSync,
  mkdtempSync,
  readdirSync,
  readFileSync,
  rmSync,
  symlinkSync,
  writeFileSync,
} from 'node:fs';
import { createRequire } from 'node:module';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildLibrary, run, uiDir } from './buildLibrary.js';

const rootDir = resolve(uiDir, '../..');
const machinesDir = resolve(uiDir, '../machines');
const require = createRequire(import.meta.url);

/** The consumer app uses the monorepo's own React and Vite versions, all in the npm cache. */
function versionOf(name: string): string {
  return (require(`${name}/package.json`) as { version: string }).version;
}

/** `npm pack` prints the tarball name as its last line. */
function pack(dir: string, destination: string, extraArgs: string[] = []): string {
  const lines = run(
    'npm',
    ['pack', '--silent', ...extraArgs, '--pack-destination', destination],
    dir,
  )
    .trim()
    .split('\n');
  return join(destination, lines.at(-1) ?? '');
}

/**
 * Builds the package into a staging copy and packs that, so the test never rewrites this
 * package's own dist/ while other workspaces may be reading it. The build is the `build` script's
 * two steps with another output directory; `--ignore-scripts` skips prepack, which would rebuild
 * in place.
 */
function packFreshBuild(destination: string): string {
  const staging = join(destination, 'staging');
  mkdirSync(staging);
  copyFileSync(join(uiDir, 'package.json'), join(staging, 'package.json'));
  copyFileSync(join(uiDir, 'README.md'), join(staging, 'README.md'));
  // Under a test runner NODE_ENV is 'test', the case that once shipped jsxDEV calls.
  buildLibrary(join(staging, 'dist'), 'test');
  return pack(staging, destination, ['--ignore-scripts']);
}

/**
 * Packs @treize/machines from a copy of its sources with no dist/, as on a fresh clone, letting
 * npm run its scripts: whatever the tarball holds, the package built for itself. The copy sits in
 * a repository-shaped folder (shared TypeScript settings, the monorepo's installed modules).
 */
function packUnbuiltMachines(destination: string): string {
  const repo = join(destination, 'unbuilt');
  const staging = join(repo, 'packages/machines');
  mkdirSync(staging, { recursive: true });
  copyFileSync(join(rootDir, 'tsconfig.base.json'), join(repo, 'tsconfig.base.json'));
  symlinkSync(join(rootDir, 'node_modules'), join(repo, 'node_modules'), 'dir');
  for (const file of ['package.json', 'README.md', 'tsconfig.json', 'tsconfig.build.json'])
    copyFileSync(join(machinesDir, file), join(staging, file));
  cpSync(join(machinesDir, 'src'), join(staging, 'src'), { recursive: true });
  expect(existsSync(join(staging, 'dist'))).toBe(false);
  return pack(staging, destination);
}

/** What `tsc` reports for the app in `dir` (it prints its errors on standard output). */
function typeErrors(dir: string): string {
  try {
    run('npx', ['tsc', '-p', 'tsconfig.json'], dir);
    return '';
  } catch (error) {
    return String((error as { stdout?: string }).stdout || error);
  }
}

/** A consumer's module using the public API of both packages, typed as an app would. */
const consumerSource = `
import { createActor } from 'xstate';
import { cartDrawerMachine, ACCORDION_ANIMATION_MS } from '@treize/machines';
import { isInspectionRequested } from '@treize/machines/inspection-request';
import { Button, Price, ProductCard, vars, type ProductCardProps } from '@treize/ui';
import { LinkProvider, AnchorLink, container } from '@treize/ui/shell';

const drawer = createActor(cartDrawerMachine).start();
drawer.send({ type: 'OPEN' });
export const drawerOpen: boolean = drawer.getSnapshot().matches('open');
export const accordionMs: number = ACCORDION_ANIMATION_MS;
export const inspecting: boolean = isInspectionRequested(new URL('https://shop.example/?inspect'));
export const ink: string = vars.color.ink;

const card: ProductCardProps = {
  title: 'Bague Étoile',
  to: '/products/bague-etoile',
  media: [],
  price: { amount: '240.00', currencyCode: 'EUR' },
  locale: 'fr-FR',
};

export function Page() {
  return (
    <LinkProvider component={AnchorLink}>
      <main className={container}>
        <ProductCard {...card} />
        <Price price={{ amount: '240.00', currencyCode: 'EUR' }} />
        <Button variant="secondary">Acheter</Button>
      </main>
    </LinkProvider>
  );
}
`;

describe('npm pack of @treize/ui', () => {
  let workDir: string;
  let appDir: string;
  let uiTarball: string;
  let machinesTarball: string;

  beforeAll(() => {
    workDir = mkdtempSync(join(tmpdir(), 'treize-ui-pack-'));
    appDir = join(workDir, 'app');
    uiTarball = packFreshBuild(workDir);
    // @treize/machines is not on the registry yet; the app gets it as a tarball too.
    machinesTarball = packUnbuiltMachines(workDir);

    mkdirSync(appDir);
    writeFileSync(
      join(appDir, 'package.json'),
      JSON.stringify({ name: 'pack-smoke', private: true, type: 'module' }),
    );
    writeFileSync(
      join(appDir, 'index.html'),
      '<!doctype html><html lang="fr"><head><meta charset="utf-8"><title>Smoke</title></head><body><div id="root"></div><script type="module" src="/main.js"></script></body></html>',
    );
    writeFileSync(
      join(appDir, 'main.js'),
      [
        "import { createElement } from 'react';",
        "import { createRoot } from 'react-dom/client';",
        "import { Button } from '@treize/ui';",
        "import '@treize/ui/styles.css';",
        "createRoot(document.getElementById('root')).render(createElement(Button, { variant: 'secondary' }, 'Acheter'));",
      ].join('\n'),
    );
    writeFileSync(
      join(appDir, 'render.js'),
      [
        "import { createElement } from 'react';",
        "import { renderToString } from 'react-dom/server';",
        "import { Button } from '@treize/ui';",
        "process.stdout.write(renderToString(createElement(Button, { variant: 'secondary' }, 'Acheter')));",
      ].join('\n'),
    );
    writeFileSync(
      join(appDir, 'render-shell.js'),
      [
        "import { createElement } from 'react';",
        "import { renderToString } from 'react-dom/server';",
        "import { AnchorLink, LinkProvider, container } from '@treize/ui/shell';",
        "const link = createElement(AnchorLink, { to: '/fr' }, 'Accueil');",
        "process.stdout.write(renderToString(createElement(LinkProvider, { component: AnchorLink }, createElement('main', { className: container }, link))));",
      ].join('\n'),
    );
    run(
      'npm',
      [
        'install',
        '--prefer-offline',
        '--no-audit',
        '--no-fund',
        machinesTarball,
        uiTarball,
        `react@${versionOf('react')}`,
        `react-dom@${versionOf('react-dom')}`,
        `vite@${versionOf('vite')}`,
        `typescript@${versionOf('typescript')}`,
        `@types/react@${versionOf('@types/react')}`,
        `@types/react-dom@${versionOf('@types/react-dom')}`,
      ],
      appDir,
    );
    writeFileSync(join(appDir, 'consumer.tsx'), consumerSource);
    writeFileSync(
      join(appDir, 'tsconfig.json'),
      JSON.stringify({
        compilerOptions: {
          target: 'ES2022',
          lib: ['ES2023', 'DOM', 'DOM.Iterable'],
          module: 'ESNext',
          moduleResolution: 'Bundler',
          jsx: 'react-jsx',
          strict: true,
          noEmit: true,
          // Every declaration file the packages ship is checked, as a careful consumer's build does.
          skipLibCheck: false,
          types: [],
        },
        files: ['consumer.tsx'],
      }),
    );
  });

  afterAll(() => {
    rmSync(workDir, { recursive: true, force: true });
  });

  it('ships ESM, type declarations and exactly one stylesheet', () => {
    const files = run('tar', ['-tzf', uiTarball], workDir).split('\n');
    expect(files).toContain('package/dist/index.js');
    expect(files).toContain('package/dist/index.d.ts');
    expect(files).toContain('package/dist/shell.js');
    expect(files).toContain('package/dist/shell.d.ts');
    expect(files).toContain('package/README.md');
    expect(files.filter((file) => file.endsWith('.css'))).toEqual(['package/dist/styles.css']);
    const manifest = JSON.parse(
      readFileSync(join(appDir, 'node_modules/@treize/ui/package.json'), 'utf8'),
    ) as {
      peerDependencies: Record<string, string>;
      dependencies: Record<string, string>;
    };
    expect(Object.keys(manifest.peerDependencies).sort()).toEqual([
      '@vanilla-extract/css',
      'react',
      'react-dom',
    ]);
    expect(manifest.dependencies).not.toHaveProperty('react');
  });

  it('packs @treize/machines built, from a clone that never built it', () => {
    const files = run('tar', ['-tzf', machinesTarball], workDir).split('\n');
    expect(files).toContain('package/dist/index.js');
    expect(files).toContain('package/dist/index.d.ts');
    expect(files).toContain('package/dist/inspect/isInspectionRequested.d.ts');
  });

  it('typechecks an app using both packages with skipLibCheck off', () => {
    expect(typeErrors(appDir)).toBe('');
  });

  it('serves the light shell entry, `@treize/ui/shell`, to an installed app', () => {
    const markup = run('node', ['render-shell.js'], appDir);
    expect(markup).toMatch(/^<main class="[^"]+"><a href="\/fr">Accueil<\/a><\/main>$/);
  });

  it('calls the production JSX runtime even when built under NODE_ENV=test', () => {
    const packageDir = join(appDir, 'node_modules/@treize/ui/dist');
    const code = readFileSync(join(packageDir, 'components/Button/Button.js'), 'utf8');
    expect(code).toContain('react/jsx-runtime');
    expect(code).not.toMatch(/jsx-dev-runtime|jsxDEV/);
  });

  it('builds in a bare Vite app with no vanilla-extract plugin and renders a styled button', () => {
    run('npx', ['vite', 'build', '--logLevel', 'error'], appDir);
    const assets = readdirSync(join(appDir, 'dist/assets'));
    const cssFile = assets.find((file) => file.endsWith('.css'));
    expect(cssFile).toBeDefined();
    const css = readFileSync(join(appDir, 'dist/assets', cssFile ?? ''), 'utf8');

    const markup = run('node', ['render.js'], appDir);
    expect(markup).toMatch(
      /^<button type="button" class="[^"]+" data-slot="button" data-variant="secondary" data-state="idle">/,
    );
    expect(markup).toContain('Acheter');

    const classes = /class="([^"]+)"/.exec(markup)?.[1]?.split(' ') ?? [];
    expect(classes.length).toBeGreaterThanOrEqual(2);
    for (const className of classes) expect(css).toContain(`.${className}`);
    // The theme's custom properties and react-toastify's stylesheet come in the same file.
    expect(css).toMatch(/:root\s*\{[^}]*--/);
    expect(css).toContain('.Toastify__toast');
  });
});
