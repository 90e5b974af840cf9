#!/usr/bin/env node
/**
 * Fails when the committed content types are not what Sanity's TypeGen makes of the schema and
 * the queries as they are: `content-model/schema.json` against `sanity schema extract`, then
 * `app/lib/content/sanity.types.ts` against `sanity typegen generate`. Both are generated into a
 * temporary folder; nothing committed is rewritten. Run by `npm run typecheck` before `tsc`, so
 * the compiler always checks the queries against the schema of today.
 *
 *   node scripts/check-content-types.mjs [--types <file>] [--skip-schema]
 *
 * `--types` compares another file in place of the committed types (the check's own test plants
 * a stale copy); `--skip-schema` leaves out the slower schema step.
 */
import { execFile } from 'node:child_process';
import { mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import { join, relative, resolve } from 'node:path';
import { parseArgs, promisify } from 'node:util';

const run = promisify(execFile);
const storefront = resolve(import.meta.dirname, '..');
const contentModel = resolve(storefront, '../content-model');
const sanityBin = resolve(storefront, '../../node_modules/.bin/sanity');
const committedSchema = join(contentModel, 'schema.json');
const committedTypes = join(storefront, 'app/lib/content/sanity.types.ts');

/** The extracted schema is identical to the committed one, or the reason it is not. */
async function schemaProblem(dir) {
  const fresh = join(dir, 'schema.json');
  // The extractor resolves even an absolute `--path` from the folder it runs in.
  await run(
    sanityBin,
    ['schema', 'extract', '--enforce-required-fields', '--path', relative(contentModel, fresh)],
    { cwd: contentModel },
  );
  const [expected, actual] = await Promise.all([readFile(fresh), readFile(committedSchema)]);
  return expected.equals(actual)
    ? undefined
    : `${relative(process.cwd(), committedSchema)} is not the schema of content-model/src/schema`;
}

/**
 * The `// Source:` comments name files relative to where TypeGen ran; the temporary run names
 * them from elsewhere, so they are left out of the comparison.
 */
const withoutSources = (text) => text.replace(/^\/\/ Source: .*$/gm, '');

/** The generated types are identical to `types`, or the reason they are not. */
async function typesProblem(dir, types) {
  const fresh = join(dir, 'sanity.types.ts');
  // TypeGen reads `sanity.cli.ts` from the folder it runs in: this one generates into `dir`.
  await writeFile(
    join(dir, 'sanity.cli.ts'),
    `export default ${JSON.stringify({
      api: { projectId: 'treize', dataset: 'production' },
      typegen: {
        path: `${relative(dir, storefront)}/app/**/*.{ts,tsx}`,
        schema: relative(dir, committedSchema),
        generates: './sanity.types.ts',
      },
    })};\n`,
  );
  await run(sanityBin, ['typegen', 'generate'], { cwd: dir });
  const [expected, actual] = await Promise.all([readFile(fresh, 'utf8'), readFile(types, 'utf8')]);
  return withoutSources(expected) === withoutSources(actual)
    ? undefined
    : `${relative(process.cwd(), types)} is not what TypeGen makes of the queries and the schema`;
}

const { values } = parseArgs({
  options: { types: { type: 'string' }, 'skip-schema': { type: 'boolean', default: false } },
});
const dir = await mkdtemp(join(storefront, '.content-types-'));
try {
  const problem =
    (values['skip-schema'] ? undefined : await schemaProblem(dir)) ??
    (await typesProblem(dir, resolve(values.types ?? committedTypes)));
  if (problem) {
    console.error(`${problem}: run "npm run typegen -w @treize/storefront" and commit the result.`);
    process.exitCode = 1;
  } else {
    console.log('The content types are current with the schema and the queries.');
  }
} finally {
  await rm(dir, { recursive: true, force: true });
}
