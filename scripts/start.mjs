#!/usr/bin/env node
// `npm start`: build what is stale, then run the shop on the embedded demo backends, offline.
// Each service is a child process; Ctrl-C (or SIGTERM) stops them all and waits for them.
import { spawn, spawnSync } from 'node:child_process';
import { existsSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { requireSupportedNode } from './nodeVersion.mjs';

requireSupportedNode('npm start');
console.log(`start: Node.js ${process.version}`);

const root = dirname(dirname(fileURLToPath(import.meta.url)));
const ports = {
  commerce: Number(process.env.COMMERCE_EMULATOR_PORT ?? 4100),
  content: Number(process.env.CONTENT_EMULATOR_PORT ?? 4200),
  storefront: Number(process.env.PORT ?? 3000),
};

// Editors preview drafts with this secret in the local demo; a real deployment sets its own.
const previewSecret = process.env.SANITY_PREVIEW_SECRET ?? 'treize-demo-preview';

const build = spawnSync('npx', ['turbo', 'run', 'build', '--output-logs=errors-only'], {
  cwd: root,
  stdio: 'inherit',
  env: { ...process.env, TURBO_TELEMETRY_DISABLED: '1' },
});
if (build.status !== 0) {
  console.error('start: the build failed, see the errors above.');
  process.exit(build.status ?? 1);
}

const services = [
  {
    name: 'commerce',
    bin: join(root, 'packages/commerce-emulator/dist/cli.js'),
    // Invitations sent from a script link to the shop (storefront calls name it themselves).
    args: [
      '--port',
      String(ports.commerce),
      '--storefront-origin',
      process.env.PUBLIC_STORE_ORIGIN ?? `http://127.0.0.1:${ports.storefront}`,
    ],
    url: `http://127.0.0.1:${ports.commerce}/`,
  },
  {
    name: 'content',
    bin: join(root, 'packages/content-emulator/dist/cli.js'),
    args: ['--port', String(ports.content)],
    url: `http://127.0.0.1:${ports.content}/`,
  },
  {
    name: 'storefront',
    // The storefront's own server: one worker per core (WEB_CONCURRENCY), /healthz and /readyz,
    // and what react-router-serve lacks (odd methods, 431, static headers).
    bin: join(root, 'packages/storefront/server/serve.mjs'),
    args: [join(root, 'packages/storefront/build/server/index.js')],
    cwd: join(root, 'packages/storefront'),
    env: {
      PORT: String(ports.storefront),
      PUBLIC_STORE_DOMAIN: `http://127.0.0.1:${ports.commerce}`,
      SANITY_API_HOST: `http://127.0.0.1:${ports.content}`,
      SANITY_PREVIEW_SECRET: previewSecret,
      // Contact requests go to the content emulator with its (only) token; a real project sets its own.
      SANITY_WRITE_TOKEN: process.env.SANITY_WRITE_TOKEN ?? 'local-content-token',
      // The demo is where QA works: `?inspect` opens the inspector panel.
      QA_INSPECTOR: process.env.QA_INSPECTOR ?? 'on',
    },
    url: `http://127.0.0.1:${ports.storefront}/`,
    requires: join(root, 'packages/storefront/build/server/index.js'),
  },
].filter((service) => existsSync(service.requires ?? service.bin));

const children = [];

let stopping = false;
function stop(code = 0) {
  if (stopping) return;
  stopping = true;
  for (const child of children) if (child.exitCode === null) child.kill('SIGTERM');
  Promise.all(
    children.map((child) =>
      child.exitCode === null ? new Promise((done) => child.on('exit', done)) : null,
    ),
  ).then(() => process.exit(code));
}
process.on('SIGINT', () => stop(0));
process.on('SIGTERM', () => stop(0));

/** Starts one service with its output prefixed; if it dies, everything stops. */
function launch(service) {
  const child = spawn(process.execPath, [service.bin, ...service.args], {
    cwd: service.cwd ?? root,
    stdio: ['ignore', 'pipe', 'pipe'],
    env: { ...process.env, ...service.env },
  });
  const prefix = `[${service.name}] `;
  const relay = (stream, out) =>
    stream.on('data', (chunk) => {
      for (const line of chunk.toString().split('\n')) if (line) out.write(prefix + line + '\n');
    });
  relay(child.stdout, process.stdout);
  relay(child.stderr, process.stderr);
  child.on('exit', (code, signal) => {
    if (!stopping) {
      console.error(`${prefix}stopped (${signal ?? `exit ${code}`}); stopping the others.`);
      stop(code ?? 1);
    }
  });
  children.push(child);
}

/** Resolves once `url` answers at all; the emulators seed on first start, which takes a moment. */
async function answering(url, timeoutMs = 120_000) {
  const deadline = Date.now() + timeoutMs;
  while (!stopping) {
    try {
      await (await fetch(url)).arrayBuffer();
      return;
    } catch {
      if (Date.now() > deadline) throw new Error(`${url} did not answer in ${timeoutMs / 1000} s`);
      await new Promise((resolve) => setTimeout(resolve, 250));
    }
  }
}

// The storefront's first page needs both backends: start it only once they answer.
try {
  const backends = services.filter((service) => service.name !== 'storefront');
  backends.forEach(launch);
  await Promise.all(backends.map((service) => answering(service.url)));
  const storefront = services.find((service) => service.name === 'storefront');
  if (storefront) {
    launch(storefront);
    await answering(storefront.url);
    console.log(`\nAtelier Treize: http://localhost:${ports.storefront}`);
    console.log(`  English (US): http://localhost:${ports.storefront}/en-us`);
    console.log(
      `  Preview drafts: http://localhost:${ports.storefront}/api/preview?secret=${previewSecret}&slug=/`,
    );
  }
  console.log(`Commerce emulator (Storefront API): http://127.0.0.1:${ports.commerce}`);
  console.log(`Content emulator (Sanity API):      http://127.0.0.1:${ports.content}\n`);
} catch (error) {
  console.error(`start: ${error.message}; stopping.`);
  stop(1);
}
