#!/usr/bin/env node
import { existsSync, readFileSync } from 'node:fs';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { parseArgs } from 'node:util';
import { DEFAULT_TOKEN, startContentEmulator } from './server.js';

const USAGE = `Usage: treize-content-emulator [--port 4200] [--data <dir>] [--reset] [--token <token>] [--log]`;

/** The monorepo root: the nearest package.json, walking up, that declares "workspaces". */
function findRepoRoot(from: string): string {
  let dir = resolve(from);
  for (;;) {
    const manifest = join(dir, 'package.json');
    if (
      existsSync(manifest) &&
      'workspaces' in (JSON.parse(readFileSync(manifest, 'utf8')) as object)
    )
      return dir;
    const parent = dirname(dir);
    if (parent === dir) return resolve(from);
    dir = parent;
  }
}

async function main(): Promise<void> {
  let values;
  try {
    ({ values } = parseArgs({
      options: {
        port: { type: 'string', default: '4200' },
        data: { type: 'string' },
        reset: { type: 'boolean', default: false },
        token: { type: 'string', default: DEFAULT_TOKEN },
        log: { type: 'boolean', default: false },
        help: { type: 'boolean', default: false },
      },
    }));
  } catch (error) {
    console.error(`${error instanceof Error ? error.message : String(error)}\n${USAGE}`);
    process.exit(2);
  }
  if (values.help) {
    console.log(USAGE);
    return;
  }
  const port = Number(values.port);
  if (!Number.isInteger(port) || port < 0 || port > 65535) {
    console.error(`--port must be an integer from 0 to 65535, got ${values.port}\n${USAGE}`);
    process.exit(2);
  }
  const dataDir = values.data
    ? resolve(values.data)
    : join(findRepoRoot(dirname(fileURLToPath(import.meta.url))), '.data', 'content');
  const emulator = await startContentEmulator({
    port,
    dataDir,
    reset: values.reset,
    token: values.token,
    log: values.log,
  });
  console.log(`content emulator listening on ${emulator.url}`);
  const stop = () => {
    emulator.close().then(
      () => process.exit(0),
      () => process.exit(1),
    );
  };
  process.once('SIGTERM', stop);
  process.once('SIGINT', stop);
}

main().catch((error: unknown) => {
  console.error(
    `content emulator failed to start: ${error instanceof Error ? error.message : String(error)}`,
  );
  process.exit(1);
});
