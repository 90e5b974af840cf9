#!/usr/bin/env node
/**
 * Lists the import circles of more than two files among the TypeScript and JavaScript sources
 * under the folders given. Relative static imports and re-exports count, type imports included (a
 * type circle ties the files together for the reader as much as a value one); a dynamic `import()`
 * does not: it is where a page splits its code into islands loaded later, which may well lead
 * back to a module of the page. Exits 1 when there is any.
 *
 *   node scripts/import-cycles.mjs packages/storefront/app packages/ui/src
 */
import { existsSync, readdirSync, readFileSync, statSync } from 'node:fs';
import { dirname, join, relative, resolve } from 'node:path';

const EXTENSIONS = ['.ts', '.tsx', '.mts', '.mjs', '.js'];
const SKIPPED = new Set(['node_modules', 'build', 'dist', 'storybook-static', '.react-router']);
const IMPORT =
  /(?:^|[\s;])(?:import|export)\s[^'"`;]*?from\s*['"]([^'"]+)['"]|^import\s*['"]([^'"]+)['"]/gm;
const MAX_CIRCLE = 2;

function sourcesUnder(folder) {
  const files = [];
  for (const name of readdirSync(folder)) {
    if (SKIPPED.has(name)) continue;
    const path = join(folder, name);
    if (statSync(path).isDirectory()) files.push(...sourcesUnder(path));
    else if (EXTENSIONS.some((extension) => name.endsWith(extension))) files.push(path);
  }
  return files;
}

function resolveImport(from, specifier) {
  if (!specifier.startsWith('.')) return undefined;
  const base = resolve(dirname(from), specifier);
  const candidates = [
    base,
    ...EXTENSIONS.map((extension) => base + extension),
    ...EXTENSIONS.map((extension) => join(base, `index${extension}`)),
    // `./x.js` written for a `./x.ts` source (Node's ESM resolution in TypeScript).
    ...EXTENSIONS.map((extension) => base.replace(/\.m?js$/, extension)),
  ];
  return candidates.find((candidate) => existsSync(candidate) && statSync(candidate).isFile());
}

/** Tarjan's strongly connected components: each is a set of files that import one another. */
function circles(graph) {
  let counter = 0;
  const index = new Map();
  const low = new Map();
  const stack = [];
  const onStack = new Set();
  const found = [];
  const visit = (node) => {
    index.set(node, counter);
    low.set(node, counter);
    counter += 1;
    stack.push(node);
    onStack.add(node);
    for (const next of graph.get(node) ?? []) {
      if (!index.has(next)) {
        visit(next);
        low.set(node, Math.min(low.get(node), low.get(next)));
      } else if (onStack.has(next)) low.set(node, Math.min(low.get(node), index.get(next)));
    }
    if (low.get(node) !== index.get(node)) return;
    const component = [];
    let member;
    do {
      member = stack.pop();
      onStack.delete(member);
      component.push(member);
    } while (member !== node);
    if (component.length > 1) found.push(component.sort());
  };
  for (const node of graph.keys()) if (!index.has(node)) visit(node);
  return found;
}

const folders = process.argv.slice(2);
if (folders.length === 0) {
  console.error('usage: node scripts/import-cycles.mjs <folder>…');
  process.exit(2);
}
const graph = new Map();
for (const file of folders.flatMap((folder) => sourcesUnder(resolve(folder)))) {
  const text = readFileSync(file, 'utf8');
  const targets = new Set();
  for (const match of text.matchAll(IMPORT)) {
    const target = resolveImport(file, match[1] ?? match[2]);
    if (target && target !== file) targets.add(target);
  }
  graph.set(file, targets);
}
const tooLarge = circles(graph).filter((component) => component.length > MAX_CIRCLE);
for (const component of tooLarge) {
  console.log(`An import circle of ${component.length} files:`);
  for (const file of component) console.log(`  ${relative(process.cwd(), file)}`);
}
console.log(
  tooLarge.length === 0
    ? `No import circle of more than ${MAX_CIRCLE} files among ${graph.size} files.`
    : `${tooLarge.length} import circle(s) of more than ${MAX_CIRCLE} files.`,
);
process.exit(tooLarge.length === 0 ? 0 : 1);
