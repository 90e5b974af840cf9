import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import * as ui from './index.js';
import * as shell from './shell.js';

/** Vitest runs in the package's folder (jsdom gives modules no file address to start from). */
const packageDir = process.cwd();

describe('@treize/ui/shell, the light entry for an app shell', () => {
  it('exports the providers and the page container, the same ones as the main entry', () => {
    expect(Object.keys(shell).sort()).toEqual([
      'AnchorLink',
      'LinkProvider',
      'MachineInspectionProvider',
      'container',
      'fullBleed',
      'layoutGrid',
      'useLinkComponent',
      'useMachineInspection',
    ]);
    for (const [name, value] of Object.entries(shell)) {
      expect(value, name).toBe((ui as Record<string, unknown>)[name]);
    }
  });

  it('imports no component, so an app shell built on it stays small', () => {
    const source = readFileSync(join(packageDir, 'src/shell.ts'), 'utf8');
    const imported = [...source.matchAll(/from '(\.[^']+)'/g)].map((match) => match[1]);
    expect(imported.sort()).toEqual([
      './inspection/MachineInspectionProvider.js',
      './layout/container.css.js',
      './link/LinkProvider.js',
      './link/LinkProvider.js',
    ]);
  });

  it('is published as `@treize/ui/shell`, with its types', () => {
    const manifest = JSON.parse(readFileSync(join(packageDir, 'package.json'), 'utf8')) as {
      exports: Record<string, unknown>;
    };
    expect(manifest.exports['./shell']).toEqual({
      types: './dist/shell.d.ts',
      import: './dist/shell.js',
    });
  });
});
