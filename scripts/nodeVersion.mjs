// The Node.js release the project runs on: `.node-version` names it, and every entry point checks it.
import { readFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';

const root = dirname(dirname(fileURLToPath(import.meta.url)));

/** The release named in `.node-version`, e.g. `24.21.0`. */
export const wantedNodeVersion = readFileSync(join(root, '.node-version'), 'utf8').trim();

/** The major release below which the shop does not run. */
export const wantedNodeMajor = Number(wantedNodeVersion.split('.')[0]);

/** Whether a `process.version`-like string is that major release or a later one. */
export function isSupportedNode(version = process.version) {
  return Number(version.replace(/^v/, '').split('.')[0]) >= wantedNodeMajor;
}

/** Stops the process, saying how to bring the right Node, when it runs on an older one. */
export function requireSupportedNode(what) {
  if (isSupportedNode()) return;
  console.error(
    `${what} needs Node.js ${wantedNodeMajor} or later; this is ${process.version}. ` +
      `Run it through scripts/with-node24 (for example \`scripts/with-node24 npm start\`), ` +
      `which brings Node.js ${wantedNodeVersion} from the npm registry.`,
  );
  process.exit(1);
}
