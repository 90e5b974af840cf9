#!/usr/bin/env node
// Refreshes schemas/storefront-<version>.json.gz from the @shopify/hydrogen-react release of that
// version (each release ships the Storefront API schema it was built for).
// Usage: node scripts/extract-schema.mjs 2025-10 2025.10.0
import { execFileSync } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { gzipSync } from 'node:zlib';

const [version, release] = process.argv.slice(2);
if (!/^\d{4}-(01|04|07|10)$/.test(version ?? '') || !release) {
  console.error(
    'Usage: node scripts/extract-schema.mjs <api version YYYY-MM> <hydrogen-react release>',
  );
  process.exit(1);
}
const dir = mkdtempSync(join(tmpdir(), 'schema-'));
try {
  const tarball = execFileSync('npm', ['pack', `@shopify/hydrogen-react@${release}`, '--silent'], {
    cwd: dir,
    encoding: 'utf8',
  }).trim();
  execFileSync('tar', ['xzf', tarball, 'package/storefront.schema.json'], { cwd: dir });
  const schema = JSON.parse(readFileSync(join(dir, 'package/storefront.schema.json'), 'utf8'));
  const out = new URL(`../schemas/storefront-${version}.json.gz`, import.meta.url);
  writeFileSync(out, gzipSync(JSON.stringify(schema), { level: 9 }));
  console.log(`wrote ${out.pathname}`);
} finally {
  rmSync(dir, { recursive: true, force: true });
}
