import { execFile } from 'node:child_process';
import { copyFile, mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { promisify } from 'node:util';
import { afterAll, describe, expect, it } from 'vitest';

const run = promisify(execFile);
const here = import.meta.dirname;
const storefront = join(here, '../../..');
const bin = (name: string) => join(storefront, '../../node_modules/.bin', name);

/**
 * Runs Sanity's TypeGen and the TypeScript compiler over a copy of the queries (inside the package,
 * so `groq` resolves) and answers the compiler's output, or '' when it accepts them.
 */
async function typecheckQueries(edit: (queries: string) => string): Promise<string> {
  const dir = await mkdtemp(join(storefront, '.typegen-check-'));
  dirs.push(dir);
  await writeFile(join(dir, 'queries.ts'), edit(await readFile(join(here, 'queries.ts'), 'utf8')));
  await copyFile(join(here, 'queryChecks.ts'), join(dir, 'queryChecks.ts'));
  await writeFile(
    join(dir, 'sanity.cli.ts'),
    `export default { api: { projectId: 'treize', dataset: 'production' }, typegen: { path: './queries.ts', schema: '${join(storefront, '../content-model/schema.json')}', generates: './sanity.types.ts' } };\n`,
  );
  await writeFile(
    join(dir, 'tsconfig.json'),
    JSON.stringify({
      compilerOptions: {
        strict: true,
        noEmit: true,
        skipLibCheck: true,
        module: 'esnext',
        moduleResolution: 'bundler',
        types: [],
      },
      files: ['queryChecks.ts'],
    }),
  );
  await run(bin('sanity'), ['typegen', 'generate'], { cwd: dir });
  try {
    await run(bin('tsc'), ['-p', '.'], { cwd: dir });
    return '';
  } catch (error) {
    return String((error as { stdout?: string }).stdout);
  }
}

const dirs: string[] = [];
afterAll(async () => {
  await Promise.all(dirs.map((dir) => rm(dir, { recursive: true, force: true })));
});

describe('queries against the content model', () => {
  it('type-check as they are', { timeout: 180_000 }, async () => {
    expect(await typecheckQueries((queries) => queries)).toBe('');
  });

  it(
    'stop the typecheck when a query names a field the schema lacks',
    { timeout: 180_000 },
    async () => {
      const output = await typecheckQueries((queries) =>
        queries.replace('_id, title, intro, seo, body[]', '_id, title, introduction, seo, body[]'),
      );
      expect(output).toContain('introduction is not a field of the content model');
    },
  );
});
