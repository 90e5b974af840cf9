import { execFile } from 'node:child_process';
import { mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { promisify } from 'node:util';
import { afterAll, describe, expect, it } from 'vitest';

const run = promisify(execFile);
const here = import.meta.dirname;
const storefront = join(here, '../../..');

/**
 * Runs the typecheck's freshness check (`scripts/check-content-types.mjs`) on a copy of the
 * committed types changed by `edit`, and answers its exit code and what it printed.
 */
async function checkTypes(edit: (types: string) => string) {
  const dir = await mkdtemp(join(tmpdir(), 'treize-content-types-'));
  dirs.push(dir);
  const types = join(dir, 'sanity.types.ts');
  await writeFile(types, edit(await readFile(join(here, 'sanity.types.ts'), 'utf8')));
  try {
    const { stdout } = await run(
      process.execPath,
      ['scripts/check-content-types.mjs', '--skip-schema', '--types', types],
      { cwd: storefront },
    );
    return { code: 0, output: stdout };
  } catch (error) {
    const failure = error as { code?: number; stderr?: string };
    return { code: failure.code, output: String(failure.stderr) };
  }
}

const dirs: string[] = [];
afterAll(async () => {
  await Promise.all(dirs.map((dir) => rm(dir, { recursive: true, force: true })));
});

describe('the committed content types', () => {
  it('are what TypeGen makes of the queries and the schema', { timeout: 240_000 }, async () => {
    expect(await checkTypes((types) => types)).toEqual({
      code: 0,
      output: 'The content types are current with the schema and the queries.\n',
    });
  });

  it(
    'stop the typecheck once a query changed without regenerating them',
    {
      timeout: 240_000,
    },
    async () => {
      // As if HOME_QUERY had gained `intro` after the types were generated.
      const stale = (types: string) => {
        const home = types.indexOf('export type HOME_QUERY_RESULT');
        const intro = types.indexOf('  intro: string | null;\n', home);
        expect(intro).toBeGreaterThan(home);
        return types.slice(0, intro) + types.slice(intro + '  intro: string | null;\n'.length);
      };
      const { code, output } = await checkTypes(stale);
      expect(code).toBe(1);
      expect(output).toContain('sanity.types.ts is not what TypeGen makes of the queries');
    },
  );
});
