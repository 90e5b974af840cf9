import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import * as main from './index.js';
import * as qa from './qa/index.js';
import * as testing from './testing/index.js';

/** Vitest runs in the package's folder. */
const packageDir = process.cwd();
const manifest = JSON.parse(readFileSync(join(packageDir, 'package.json'), 'utf8')) as {
  exports: Record<string, { types: string; import: string }>;
};

describe('@treize/machines entry points', () => {
  it('publishes the barrel, the inspector, the inspection flag, the QA tooling and the models', () => {
    expect(manifest.exports).toEqual({
      '.': { types: './dist/index.d.ts', import: './dist/index.js' },
      './inspect': {
        types: './dist/inspect/createInspector.d.ts',
        import: './dist/inspect/createInspector.js',
      },
      './inspection-request': {
        types: './dist/inspect/isInspectionRequested.d.ts',
        import: './dist/inspect/isInspectionRequested.js',
      },
      './qa': { types: './dist/qa/index.d.ts', import: './dist/qa/index.js' },
      './testing': { types: './dist/testing/index.d.ts', import: './dist/testing/index.js' },
    });
  });

  it('builds every entry point from a source module, and its types beside it', () => {
    for (const [entry, files] of Object.entries(manifest.exports)) {
      const source = files.import.replace('./dist/', 'src/').replace(/\.js$/, '.ts');
      expect(existsSync(join(packageDir, source)), `${entry} ← ${source}`).toBe(true);
      expect(files.types, entry).toBe(files.import.replace(/\.js$/, '.d.ts'));
    }
  });

  it('checks the flag without the barrel: the entry imports nothing', () => {
    const source = readFileSync(join(packageDir, 'src/inspect/isInspectionRequested.ts'), 'utf8');
    expect(source).not.toMatch(/^import /m);
  });
});

describe('QA and test tooling', () => {
  it('stays out of the main entry, in its own entries', () => {
    for (const name of ['qaScenarios', 'createQaScenarios', 'pendingTimers']) {
      expect(main, name).not.toHaveProperty(name);
      expect(qa, name).toHaveProperty(name);
    }
    expect(main).not.toHaveProperty('machineModels');
    expect(testing.machineModels).toHaveLength(14);
    expect(testing.uiModelPaths(testing.accordionModel).length).toBeGreaterThan(0);
  });
});
