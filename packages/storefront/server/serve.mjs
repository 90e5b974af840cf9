#!/usr/bin/env node
// The storefront's production server: one worker per core (node:cluster), each an HTTP server of
// its own (shopServer.mjs) sharing the port. The primary only supervises: it restarts a worker
// that dies and, on SIGTERM or SIGINT, has every worker finish its requests in flight and exit.
// Usage: node server/serve.mjs [build/server/index.js]
//   PORT, HOST as for react-router-serve; WEB_CONCURRENCY: how many workers (default: one per
//   core; 1 runs the server in this very process, without a supervisor).
import cluster from 'node:cluster';
import { superviseWorkers, workerCount } from './supervisor.mjs';

let workers;
try {
  workers = workerCount(process.env.WEB_CONCURRENCY);
} catch (error) {
  console.error(`[storefront] ${error.message}`);
  process.exit(1);
}
if (cluster.isPrimary && workers > 1) superviseWorkers(workers);
else await import('./shopServer.mjs');
