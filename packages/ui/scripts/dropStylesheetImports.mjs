// The library's stylesheets are compiled into dist/styles.css, which consumers import once. The
// declaration files still carry the sources' side-effect `import '….css'` lines, which a consumer's
// TypeScript 6 or later refuses when it checks declaration files (noUncheckedSideEffectImports);
// they mean nothing to a type checker, so they leave the declarations.
import { readdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join, resolve } from 'node:path';

// The build's output folder: dist/ unless another is named.
const dist = process.argv[2]
  ? resolve(process.argv[2])
  : new URL('../dist/', import.meta.url).pathname;
const STYLESHEET_IMPORT = /^import ['"][^'"]+\.css['"];\r?\n/gm;

for (const entry of readdirSync(dist, { recursive: true, withFileTypes: true })) {
  if (!entry.isFile() || !entry.name.endsWith('.d.ts')) continue;
  const file = join(entry.parentPath, entry.name);
  const text = readFileSync(file, 'utf8');
  const stripped = text.replace(STYLESHEET_IMPORT, '');
  if (stripped !== text) writeFileSync(file, stripped);
}
