/**
 * How the storefront talks to a backend that may hang or be down (issue 13): every call has a
 * deadline, idempotent reads get a bounded retry, and a backend that cannot answer in time is
 * reported as "unavailable" so the shopper sees a 503 page in the page's language quickly instead
 * of waiting minutes for a socket to give up.
 */
export interface BackendPolicy {
  /** Deadline of one attempt, in milliseconds (`BACKEND_TIMEOUT_MS`). */
  timeoutMs: number;
  /** Extra attempts for idempotent reads after a failure the backend may recover from (`BACKEND_RETRIES`). */
  retries: number;
}

/** A few seconds: long enough for a slow answer, short enough that a shopper is not left waiting. */
export const DEFAULT_BACKEND_POLICY: BackendPolicy = { timeoutMs: 4_000, retries: 1 };

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
 * Runs `attempt` with a fresh deadline signal, again up to `retries` times while `retryable`
 * says the failure is worth another try. The total time is bounded by
 * `(retries + 1) × timeoutMs` plus the short pauses.
 */
export async function withDeadline<T>(
  attempt: (signal: AbortSignal) => Promise<T>,
  { timeoutMs, retries }: BackendPolicy,
  retryable: (error: unknown) => boolean,
): Promise<T> {
  for (let tries = 0; ; tries += 1) {
    try {
      return await attempt(AbortSignal.timeout(timeoutMs));
    } catch (error) {
      if (tries >= retries || !retryable(error)) throw error;
      await new Promise((resolve) => setTimeout(resolve, RETRY_PAUSE_MS));
    }
  }
}
