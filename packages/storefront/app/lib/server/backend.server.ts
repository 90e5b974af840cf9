import { AsyncLocalStorage } from 'node:async_hooks';

/**
 * How the storefront talks to a backend that may hang or be down: every call has a deadline,
 * idempotent reads get a bounded retry, and a backend that cannot answer in time is reported as
 * "unavailable" so the shopper sees a 503 page in the page's language quickly instead of waiting
 * minutes for a socket to give up. Every attempt, retry and backend call of one incoming request
 * shares that request's budget: a page that needs several calls, or an action followed by the
 * page's loaders, still answers within it.
 */
export interface BackendPolicy {
  /** Deadline of one attempt, in milliseconds (`BACKEND_TIMEOUT_MS`). */
  timeoutMs: number;
  /** Extra attempts for idempotent reads after a failure the backend may recover from (`BACKEND_RETRIES`). */
  retries: number;
  /** Time all the backend calls of one incoming request may take together (`BACKEND_REQUEST_BUDGET_MS`). */
  requestBudgetMs: number;
}

/**
 * A few seconds per attempt: long enough for a slow answer, short enough that a shopper is not
 * left waiting; 8 s for a whole request, so its page (rendering included) answers within 10 s.
 */
export const DEFAULT_BACKEND_POLICY: BackendPolicy = {
  timeoutMs: 4_000,
  retries: 1,
  requestBudgetMs: 8_000,
};

/** Below this, another attempt could not get an answer in time: the request gives up instead. */
const MIN_ATTEMPT_MS = 250;

/** The instant (epoch ms) by which the current incoming request's backend calls must be done. */
const requestDeadline = new AsyncLocalStorage<number>();

/** Runs `handle` (one incoming request) with a backend budget of `budgetMs` for all its calls. */
export function withRequestDeadline<T>(budgetMs: number, handle: () => T): T {
  return requestDeadline.run(Date.now() + budgetMs, handle);
}

/**
 * Runs `work` outside the current request's budget: a background refresh of a cached answer
 * outlives the request that happened to start it and keeps its own per-attempt deadlines.
 */
export function outsideRequestDeadline<T>(work: () => T): T {
  return requestDeadline.exit(work);
}

/** Milliseconds left of the current request's budget; Infinity outside a request. */
export function requestTimeLeftMs(): number {
  const deadline = requestDeadline.getStore();
  return deadline === undefined ? Infinity : deadline - Date.now();
}

/** Pause between two attempts: a refused connection is retried after the backend had a moment. */
const RETRY_PAUSE_MS = 100;

/** Whether an error means the backend did not answer (timeout, refused or reset connection). */
export function isTransportFailure(error: unknown): boolean {
  if (!(error instanceof Error)) return false;
  return (
    error.name === 'TimeoutError' ||
    error.name === 'AbortError' ||
    error instanceof TypeError ||
    /ECONNREFUSED|ECONNRESET|ETIMEDOUT|EPIPE|socket hang up|fetch failed|timed out/i.test(
      `${error.message} ${String((error as { cause?: unknown }).cause ?? '')}`,
    )
  );
}

/**
 * Runs `attempt` with a deadline signal, again up to `retries` times while `retryable` says the
 * failure is worth another try. Each attempt gets `timeoutMs` or what is left of the request's
 * budget, whichever is shorter, and no attempt starts once too little is left: the total time is
 * bounded by the request's budget as well as by `(retries + 1) × timeoutMs` plus the pauses.
 */
export async function withDeadline<T>(
  attempt: (signal: AbortSignal) => Promise<T>,
  { timeoutMs, retries }: Pick<BackendPolicy, 'timeoutMs' | 'retries'>,
  retryable: (error: unknown) => boolean,
): Promise<T> {
  for (let tries = 0; ; tries += 1) {
    try {
      const left = requestTimeLeftMs();
      // A spent budget fails the attempt at once, as a timeout, without sending anything.
      const signal =
        left <= 0
          ? AbortSignal.abort(
              new DOMException('The request’s backend budget is spent', 'TimeoutError'),
            )
          : AbortSignal.timeout(Math.min(timeoutMs, left));
      return await attempt(signal);
    } catch (error) {
      if (tries >= retries || !retryable(error)) throw error;
      if (requestTimeLeftMs() < RETRY_PAUSE_MS + MIN_ATTEMPT_MS) throw error;
      await new Promise((resolve) => setTimeout(resolve, RETRY_PAUSE_MS));
    }
  }
}
