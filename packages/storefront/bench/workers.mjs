// The bench's "workers" part: the uncached product page served by one worker and by one worker
// per core (server/serve.mjs, WEB_CONCURRENCY) in the same run, and a page rendered by one
// process served from Redis by another (REDIS_URL), as in a deployment of several processes.
import { availableParallelism, loadavg } from 'node:os';
import { startRedisServer } from '../../../scripts/redisServer.mjs';
import { freePort, waitForHttp } from './network.mjs';

/**
 * `start(env)` starts the shop's server with `env` added and returns its child process; `measure`
 * is the bench's autocannon run. Returns the figures for the goals table.
 */
export async function measureWorkers({ start, measure, path, rounds }) {
  const cores = availableParallelism();
  const redis = await startRedisServer();
  try {
    const serve = async (env) => {
      const port = await freePort();
      const child = start({ ...env, PORT: String(port) });
      const url = `http://127.0.0.1:${port}`;
      await waitForHttp(`${url}/healthz`);
      return { url, child };
    };
    const one = await serve({ WEB_CONCURRENCY: '1', PAGE_CACHE: 'off' });
    const all = await serve({ WEB_CONCURRENCY: String(cores), PAGE_CACHE: 'off' });
    const sharing = { WEB_CONCURRENCY: '1', PAGE_CACHE: 'on', REDIS_URL: redis.url };
    const [renders, serves] = [await serve(sharing), await serve(sharing)];
    // Every worker of the all-cores server warms up before anything is measured.
    for (const server of [one, all]) await measure('warm-up', `${server.url}${path}`);

    const loadBefore = loadavg();
    const byRound = [];
    for (let round = 0; round < rounds; round += 1) {
      const single = await measure('one worker', `${one.url}${path}`);
      const every = await measure('all cores', `${all.url}${path}`);
      byRound.push({ single, every, ratio: every.rps / single.rps });
    }
    // The same public host on both, as behind a load balancer: the cache key includes it.
    const host = { Host: new URL(renders.url).host };
    // Rendered by the first process until it answers from the cache: the page is then in Redis.
    const cacheOf = async (url) =>
      (await fetch(`${url}${path}`, { headers: host })).headers.get('x-page-cache');
    for (let tries = 0; tries < 50 && (await cacheOf(renders.url)) !== 'HIT'; tries += 1)
      await new Promise((resolve) => setTimeout(resolve, 100));
    const status = await cacheOf(serves.url);
    const cached = await measure('cached by another process', `${serves.url}${path}`, host);
    const loadAfter = loadavg();

    const median = (values) => [...values].sort((a, b) => a - b)[values.length >> 1];
    const rows = [
      { ...byRound[0].single, rps: median(byRound.map((r) => r.single.rps)) },
      { ...byRound[0].every, rps: median(byRound.map((r) => r.every.rps)) },
      cached,
    ];
    const ratio = median(byRound.map((r) => r.ratio));
    const load = (values) => values.map((n) => n.toFixed(1)).join(' ');
    console.log(
      `\nproduct page, every request rendered (PAGE_CACHE=off): one worker and ${cores} workers (one per core), median of ${rounds} rounds taken in turn; load average before ${load(loadBefore)}, after ${load(loadAfter)}`,
    );
    console.log('server                              req/s    p50 ms  p99 ms  errors');
    const names = ['one worker', `${cores} workers (all cores)`, 'cached by another process'];
    rows.forEach((row, index) =>
      console.log(
        `${names[index].padEnd(34)} ${row.rps.toFixed(0).padStart(6)}  ${String(row.p50).padStart(6)}  ${String(row.p99).padStart(6)}  ${row.errors}`,
      ),
    );
    console.log(
      `all cores / one worker: ${ratio.toFixed(2)}× (by round: ${byRound.map((r) => r.ratio.toFixed(2)).join(' ')}); the cached row is a second process answering from Redis (X-Page-Cache: ${status})`,
    );
    return { workersRatio: ratio, cores, sharedCacheStatus: status };
  } finally {
    await redis.stop();
  }
}
