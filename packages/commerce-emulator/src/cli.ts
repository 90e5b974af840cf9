#!/usr/bin/env node
import { existsSync, readFileSync } from 'node:fs';
import { dirname, join, resolve } from 'node:path';
import { parseArgs } from 'node:util';
import { startCommerceEmulator } from './emulator.js';
import { httpOrigin } from './graphql/accountLinks.js';

/** The monorepo root: the nearest folder up whose package.json declares workspaces. */
function repoRoot(from: string): string {
  let dir = from;
  for (;;) {
    const manifest = join(dir, 'package.json');
    if (
      existsSync(manifest) &&
      'workspaces' in (JSON.parse(readFileSync(manifest, 'utf8')) as object)
    )
      return dir;
    const parent = dirname(dir);
    if (parent === dir) return process.cwd();
    dir = parent;
  }
}

function fail(message: string): never {
  console.error(`treize-commerce-emulator: ${message}`);
  console.error(
    'Usage: treize-commerce-emulator [--port 4100] [--data .data/commerce] [--reset] [--token local-storefront-token] [--catalogue-size N] [--storefront-origin URL] [--log]',
  );
  process.exit(2);
}

let values;
try {
  ({ values } = parseArgs({
    options: {
      port: { type: 'string', default: '4100' },
      data: { type: 'string' },
      reset: { type: 'boolean', default: false },
      token: { type: 'string', default: 'local-storefront-token' },
      'catalogue-size': { type: 'string' },
      'storefront-origin': { type: 'string' },
      log: { type: 'boolean', default: false },
    },
  }));
} catch (error) {
  fail((error as Error).message);
}

const port = Number(values.port);
if (!Number.isInteger(port) || port < 0 || port > 65535)
  fail(`--port must be a port number, got "${values.port}".`);
const size = values['catalogue-size'] === undefined ? undefined : Number(values['catalogue-size']);
if (size !== undefined && (!Number.isInteger(size) || size < 1))
  fail(`--catalogue-size must be a positive whole number, got "${values['catalogue-size']}".`);
if (!values.token) fail('--token must not be empty.');
const storefrontOrigin = values['storefront-origin'];
if (storefrontOrigin !== undefined && httpOrigin(storefrontOrigin) !== storefrontOrigin)
  fail(
    `--storefront-origin must be an origin like http://127.0.0.1:3000, got "${storefrontOrigin}".`,
  );

const dataDir = values.data
  ? resolve(values.data)
  : join(repoRoot(process.cwd()), '.data', 'commerce');
const emulator = await startCommerceEmulator({
  port,
  dataDir,
  reset: values.reset,
  token: values.token,
  catalogueSize: size,
  storefrontOrigin,
  log: values.log,
});

let stopping = false;
const stop = () => {
  if (stopping) return;
  stopping = true;
  // Whatever is still running, the port is free within two seconds so a restart can take it.
  setTimeout(() => process.exit(0), 2_000).unref();
  emulator.close().then(
    () => process.exit(0),
    (error: unknown) => {
      console.error(error);
      process.exit(1);
    },
  );
};
process.on('SIGTERM', stop);
process.on('SIGINT', stop);
// Printed only once the signal handlers are in place: whoever waits for this line may stop us at once.
console.log(`commerce emulator listening on ${emulator.url}`);
