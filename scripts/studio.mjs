#!/usr/bin/env node
// `npm run studio`: Sanity Studio on the local content emulator, offline. Builds the emulator and the
// Studio when they are missing (`--rebuild` forces the Studio build), starts the emulator unless one
// already answers on its port, then serves the Studio on STUDIO_PORT (default 3333).
import { spawn, spawnSync } from 'node:child_process';
import { existsSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { requireSupportedNode } from './nodeVersion.mjs';

requireSupportedNode('npm run studio');
const root = dirname(dirname(fileURLToPath(import.meta.url)));
const studioPort = Number(process.env.STUDIO_PORT ?? 3333);
const contentPort = Number(process.env.CONTENT_EMULATOR_PORT ?? 4200);
const storefrontPort = Number(process.env.PORT ?? 3000);
const token = process.env.SANITY_WRITE_TOKEN ?? 'local-content-token';
const emulatorHost = `http://127.0.0.1:${contentPort}`;
// Sanity's CLI would otherwise ask its servers for updates and send usage data.
const quiet = {
  ...process.env,
  SANITY_TELEMETRY_DISABLED: '1',
  NO_UPDATE_NOTIFIER: '1',
  TURBO_TELEMETRY_DISABLED: '1',
};

function run(command, args, cwd = root) {
  const result = spawnSync(command, args, { cwd, stdio: 'inherit', env: quiet });
  if (result.status !== 0) {
    console.error(`studio: ${command} ${args.join(' ')} failed`);
    process.exit(result.status ?? 1);
  }
}

if (!existsSync(join(root, 'packages/content-emulator/dist/cli.js')))
  run('npx', [
    'turbo',
    'run',
    'build',
    '--filter=@treize/content-emulator',
    '--output-logs=errors-only',
  ]);
if (
  process.argv.includes('--rebuild') ||
  !existsSync(join(root, 'packages/studio/dist/index.html'))
) {
  run('npx', [
    'turbo',
    'run',
    'build',
    '--filter=@treize/content-model',
    '--output-logs=errors-only',
  ]);
  run('npx', ['sanity', 'build', '--yes'], join(root, 'packages/studio'));
}

async function answers(url) {
  try {
    await (await fetch(url)).arrayBuffer();
    return true;
  } catch {
    return false;
  }
}

let emulator;
if (!(await answers(`${emulatorHost}/health`))) {
  emulator = spawn(
    process.execPath,
    [
      join(root, 'packages/content-emulator/dist/cli.js'),
      '--port',
      String(contentPort),
      '--token',
      token,
    ],
    {
      stdio: 'inherit',
      env: quiet,
    },
  );
  emulator.on('exit', (code) => {
    console.error(`studio: the content emulator stopped (exit ${code}).`);
    process.exit(code ?? 1);
  });
  const deadline = Date.now() + 120_000;
  while (!(await answers(`${emulatorHost}/health`))) {
    if (Date.now() > deadline) {
      console.error(`studio: the content emulator did not answer on ${emulatorHost}`);
      emulator.kill();
      process.exit(1);
    }
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
}
const stop = () => {
  emulator?.kill('SIGTERM');
  process.exit(0);
};
process.on('SIGINT', stop);
process.on('SIGTERM', stop);

const { serveStudio } = await import('../packages/studio/server/serve.mjs');
const studio = await serveStudio({
  port: studioPort,
  emulatorHost,
  storefrontUrl: `http://localhost:${storefrontPort}`,
  token,
});
console.log(`\nSanity Studio (offline): ${studio.url}`);
console.log(
  `Content emulator (Sanity API): ${emulatorHost}${emulator ? '' : ' (already running)'}\n`,
);
