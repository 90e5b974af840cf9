/**
 * Sign-in throttling (issue 12, ARCHITECTURE.md "rate limits"): failed sign-ins are counted per
 * email address and per client over a sliding window; past the limit the login answers 429 until
 * the window has passed. Counting lives behind `AttemptStore` so a deployment with several
 * storefront processes can plug in a shared store; the default counts in this process.
 */
export interface AttemptStore {
  /** Failures of `key` after `since` (still inside the window), oldest first (epoch ms). */
  failures(key: string, since: number): number[];
  record(key: string, at: number): void;
  clear(key: string): void;
}

/** In-process store; keys whose failures all fell out of the window are dropped as they are read. */
export function memoryAttemptStore(): AttemptStore {
  const entries = new Map<string, number[]>();
  return {
    failures(key, since) {
      const kept = (entries.get(key) ?? []).filter((at) => at > since);
      if (kept.length === 0) entries.delete(key);
      else entries.set(key, kept);
      return kept;
    },
    record(key, at) {
      const list = entries.get(key) ?? [];
      list.push(at);
      entries.set(key, list);
    },
    clear(key) {
      entries.delete(key);
    },
  };
}

export interface ThrottleOptions {
  windowMs: number;
  /** Failures allowed per email address within the window. */
  perAddress: number;
  /** Failures allowed per client (network address) within the window: several people may share one. */
  perClient: number;
  now?: () => number;
}

/** Five wrong passwords for one address, or thirty from one client, in fifteen minutes. */
export const SIGN_IN_THROTTLE: ThrottleOptions = {
  windowMs: 15 * 60 * 1000,
  perAddress: 5,
  perClient: 30,
};

export interface SignInThrottle {
  /** Seconds to wait before trying again, or 0 when this address and client may try now. */
  retryAfter(email: string, client: string): number;
  fail(email: string, client: string): void;
  /** A successful sign-in forgets the address's failures (the client's still count). */
  succeed(email: string): void;
}

export function createSignInThrottle(
  options: ThrottleOptions = SIGN_IN_THROTTLE,
  store: AttemptStore = memoryAttemptStore(),
): SignInThrottle {
  const now = options.now ?? Date.now;
  const addressKey = (email: string) => `address:${email.trim().toLowerCase()}`;
  const clientKey = (client: string) => `client:${client}`;
  const wait = (key: string, limit: number) => {
    const at = now();
    const failures = store.failures(key, at - options.windowMs);
    if (failures.length < limit) return 0;
    const oldestCounted = failures[failures.length - limit]!;
    return Math.max(1, Math.ceil((oldestCounted + options.windowMs - at) / 1000));
  };
  return {
    retryAfter(email, client) {
      return Math.max(
        wait(addressKey(email), options.perAddress),
        wait(clientKey(client), options.perClient),
      );
    },
    fail(email, client) {
      const at = now();
      store.record(addressKey(email), at);
      store.record(clientKey(client), at);
    },
    succeed(email) {
      store.clear(addressKey(email));
    },
  };
}

let processThrottle: SignInThrottle | undefined;

/** The process-wide throttle; tests replace it with `setSignInThrottle`. */
export function getSignInThrottle(): SignInThrottle {
  processThrottle ??= createSignInThrottle();
  return processThrottle;
}

export function setSignInThrottle(next: SignInThrottle | undefined): void {
  processThrottle = next;
}
