#!/usr/bin/env node
// `npm run mutation [machines|storefront|commerce|content]`: StrykerJS on the machines, the
// storefront's app/lib and the emulators' resolvers, one package after the other (the machine is
// shared: each run uses at most two test processes). Kept out of `npm test` on purpose: it reruns
// the unit tests once per mutant. Each package keeps an incremental file, so a rerun only tests
// the mutants whose code or tests changed. Scores and judged-equivalent survivors: README, Testing.
import { spawnSync } from 'node:child_process';
import { fileURLToPath } from 'node:url';

const targets = {
  machines: 'packages/machines',
  storefront: 'packages/storefront',
  commerce: 'packages/commerce-emulator',
  content: 'packages/content-emulator',
};

const asked = process.argv.slice(2);
const unknown = asked.filter((name) => !(name in targets));
if (unknown.length > 0) {
  console.error(`Unknown target ${unknown.join(', ')}: use ${Object.keys(targets).join(', ')}`);
  process.exit(2);
}

const root = fileURLToPath(new URL('..', import.meta.url));
let failed = false;
for (const name of asked.length > 0 ? asked : Object.keys(targets)) {
  console.log(`\n── mutation testing: ${name} (${targets[name]})`);
  const run = spawnSync('npx', ['stryker', 'run'], {
    cwd: new URL(targets[name] + '/', new URL(`file://${root}`)),
    stdio: 'inherit',
  });
  if (run.status !== 0) failed = true;
}
process.exit(failed ? 1 : 0);
