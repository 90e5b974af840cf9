import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';

/** Vitest runs in the package's folder. */
const packageDir = process.cwd();
const manifest = JSON.parse(readFileSync(join(packageDir, 'package.json'), 'utf8')) as {
  exports: Record<string, { types: string; import: string }>;
};

describe('@treize/machines entry points', () => {
  it('publishes the barrel, the inspector and the inspection flag', () => {
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
