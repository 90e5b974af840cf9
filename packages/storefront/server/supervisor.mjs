import cluster from 'node:cluster';
import { availableParallelism } from 'node:os';

/** A worker that dies sooner than this after its start counts as failing to start. */
const QUICK_DEATH_MS = 10_000;
/** The first wait before restarting a worker that keeps dying; it doubles, up to the last. */
const FIRST_BACKOFF_MS = 500;
const MAX_BACKOFF_MS = 30_000;
/** A worker's own grace for its requests in flight (shopServer.mjs), and a margin. */
const SHUTDOWN_GRACE_MS = 12_000;

/** How many workers `WEB_CONCURRENCY` asks for: one per core when unset. */
export function workerCount(setting, cores = availableParallelism()) {
  if (setting === undefined || setting.trim() === '') return cores;
  if (!/^[1-9]\d{0,2}$/.test(setting.trim()))
    throw new Error(`WEB_CONCURRENCY must be a number of workers from 1 to 999 (got "${setting}")`);
  return Number(setting);
}

/** The wait before the next restart after `quickDeaths` workers in a row died young. */
export function restartDelay(quickDeaths) {
  return quickDeaths === 0
    ? 0
    : Math.min(MAX_BACKOFF_MS, FIRST_BACKOFF_MS * 2 ** (quickDeaths - 1));
}

/**
 * Forks `count` workers and keeps that many running: a worker that dies is replaced at once, or
 * after a growing wait when workers keep dying young (a bad deployment must not spin the CPU).
 */
export function superviseWorkers(count) {
  let stopping = false;
  let quickDeaths = 0;
  const startedAt = new Map();
  const fork = () => startedAt.set(cluster.fork().id, Date.now());

  cluster.on('exit', (worker, code, signal) => {
    const lived = Date.now() - (startedAt.get(worker.id) ?? 0);
    startedAt.delete(worker.id);
    if (stopping) {
      if (startedAt.size === 0) process.exit(0);
      return;
    }
    quickDeaths = lived < QUICK_DEATH_MS ? quickDeaths + 1 : 0;
    const delay = restartDelay(quickDeaths);
    console.error(
      `[storefront] worker ${worker.process.pid} stopped (${signal ?? `exit ${code}`}); another starts in ${delay} ms`,
    );
    setTimeout(() => stopping || fork(), delay);
  });

  function shutDown() {
    if (stopping) return;
    stopping = true;
    if (startedAt.size === 0) process.exit(0);
    for (const worker of Object.values(cluster.workers ?? {})) worker?.process.kill('SIGTERM');
    setTimeout(() => process.exit(0), SHUTDOWN_GRACE_MS).unref();
  }
  process.once('SIGTERM', shutDown);
  process.once('SIGINT', shutDown);

  console.log(`[storefront] ${count} workers (WEB_CONCURRENCY; default one per core)`);
  for (let index = 0; index < count; index += 1) fork();
}
