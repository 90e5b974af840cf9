// Test helper: builds @treize/ui into a throw-away directory, never into this package's own dist/
// (other workspaces read it while tests run).
import { execFileSync } from 'node:child_process';
import {
  copyFileSync,
  existsSync,
  mkdirSync,
  readdirSync,
  readFileSync,
  symlinkSync,
} from 'node:fs';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';

export const uiDir = resolve(dirname(fileURLToPath(import.meta.url)), '..');
const rootDir = resolve(uiDir, '../..');

/** Runs a command, returning its standard output; stderr is kept for the error message. */
export function run(
  command: string,
  args: readonly string[],
  cwd: string,
  env: NodeJS.ProcessEnv = process.env,
): string {
  return execFileSync(command, args, {
    cwd,
    env,
    encoding: 'utf8',
    stdio: ['ignore', 'pipe', 'pipe'],
    // One build step; a saturated CI machine takes several times a quiet one's 15 s.
    timeout: 240_000,
  });
}

/**
 * Runs the `build` script's steps (vite, tsc for declarations, their stylesheet imports dropped)
 * into `outDir`, with NODE_ENV forced to `nodeEnv`: turbo, test runners and shells leave it unset, 'test' or
 * 'development', and the library must come out the same in every case.
 */
export function buildLibrary(outDir: string, nodeEnv: string): void {
  const env = { ...process.env, NODE_ENV: nodeEnv };
  run('npx', ['vite', 'build', '--logLevel', 'error', '--outDir', outDir], uiDir, env);
  run('npx', ['tsc', '-p', 'tsconfig.build.json', '--outDir', outDir], uiDir, env);
  run('node', ['scripts/dropStylesheetImports.mjs', outDir], uiDir, env);
}

/** Every file under `dir`, as paths relative to it. */
export function listFiles(dir: string, prefix = ''): string[] {
  return readdirSync(join(dir, prefix), { withFileTypes: true }).flatMap((entry) =>
    entry.isDirectory() ? listFiles(dir, join(prefix, entry.name)) : [join(prefix, entry.name)],
  );
}

/**
 * Installs a fresh build as `node_modules/@treize/ui` under `appDir`, with this package's
 * manifest (so bundlers read its `sideEffects`) and links to the dependencies already installed
 * in the monorepo, as npm would lay them out for a consumer.
 */
export function installFreshBuild(appDir: string, nodeEnv: string): string {
  const packageDir = join(appDir, 'node_modules/@treize/ui');
  mkdirSync(packageDir, { recursive: true });
  copyFileSync(join(uiDir, 'package.json'), join(packageDir, 'package.json'));
  buildLibrary(join(packageDir, 'dist'), nodeEnv);
  for (const name of dependencyNames()) {
    const installed = [join(uiDir, 'node_modules', name), join(rootDir, 'node_modules', name)].find(
      (candidate) => existsSync(candidate),
    );
    if (!installed) throw new Error(`${name} is not installed; run npm install at the root.`);
    const link = join(appDir, 'node_modules', name);
    mkdirSync(dirname(link), { recursive: true });
    symlinkSync(installed, link, 'dir');
  }
  return packageDir;
}

function dependencyNames(): string[] {
  const manifest = JSON.parse(readFileSync(join(uiDir, 'package.json'), 'utf8')) as {
    dependencies: Record<string, string>;
    peerDependencies: Record<string, string>;
  };
  return [...Object.keys(manifest.dependencies), ...Object.keys(manifest.peerDependencies)];
}
