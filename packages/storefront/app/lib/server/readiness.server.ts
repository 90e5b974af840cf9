import { getEnv, type StorefrontEnv } from './env.server';
import { getSharedRedis, type SharedRedis } from './redis.server';

/** How long `/readyz` waits for each dependency: a load balancer asks often and wants an answer. */
const PROBE_TIMEOUT_MS = 1000;

/** Whether this process can serve shoppers, and if not, one reason per missing dependency. */
export interface Readiness {
  ready: boolean;
  problems: string[];
}

/** Resolves once `url` answers at all (any HTTP status): the backend is there to be asked. */
async function reachable(name: string, url: string): Promise<string | undefined> {
  try {
    const response = await fetch(url, { signal: AbortSignal.timeout(PROBE_TIMEOUT_MS) });
    await response.body?.cancel();
    return undefined;
  } catch (error) {
    return `${name} (${url}) does not answer: ${(error as Error).message}`;
  }
}

async function redisAnswers(redis: SharedRedis | undefined): Promise<string | undefined> {
  if (!redis) return undefined;
  try {
    await redis.client.ping();
    return undefined;
  } catch (error) {
    return `Redis does not answer: ${(error as Error).message}`;
  }
}

function originOf(domain: string): string {
  return /^https?:\/\//.test(domain) ? domain : `https://${domain}`;
}

/**
 * The answer behind `/readyz` (server/serve.mjs): the commerce and content backends reachable,
 * and Redis when the shop is configured with one. `/healthz` asks nothing of them.
 */
export async function readiness(
  env: StorefrontEnv = getEnv(),
  redis: SharedRedis | undefined = getSharedRedis(),
): Promise<Readiness> {
  const contentOrigin = env.sanity.apiHost ?? `https://${env.sanity.projectId}.api.sanity.io`;
  const problems = (
    await Promise.all([
      reachable('The commerce backend', originOf(env.storeDomain)),
      reachable('The content backend', contentOrigin),
      redisAnswers(redis),
    ])
  ).filter((problem): problem is string => problem !== undefined);
  return { ready: problems.length === 0, problems };
}
