import { getRateLimitStore, type RateLimitStore } from './rateLimit.server';

/**
 * Sign-in throttling that protects customers instead of locking them out (OWASP's guidance on
 * authentication). Failures are counted per address and per client in the shop's one
 * `RateLimitStore`:
 * - an address's failures never refuse its owner: past a few, every attempt on that address is
 *   answered more slowly (doubling, capped), the right password included, so guessing becomes
 *   slow while the owner still gets in;
 * - a client's failures across addresses (one machine trying many accounts) refuse that client
 *   alone with a 429 until its window ends. The client is the socket's address, or the one a
 *   trusted proxy forwarded, so nobody shares a key with strangers or escapes it by forging one.
 */
export interface ThrottleOptions {
  windowMs: number;
  /** Failures of one address answered at full speed; later attempts wait. */
  freePerAddress: number;
  /** The wait after the first slowed failure; it doubles with each further failure. */
  firstDelayMs: number;
  /** The longest wait, so the owner is never kept long. */
  maxDelayMs: number;
  /** Failures allowed per client across addresses: several people may share one address. */
  perClient: number;
  now?: () => number;
  sleep?: (ms: number) => Promise<void>;
}

/** Three free failures per address, then 1 s, 2 s, 4 s, 5 s…; thirty per client; 15 minutes. */
export const SIGN_IN_THROTTLE: ThrottleOptions = {
  windowMs: 15 * 60 * 1000,
  freePerAddress: 3,
  firstDelayMs: 1000,
  maxDelayMs: 5000,
  perClient: 30,
};

/** What the throttle decides before a sign-in is tried. */
export type SignInAdmission =
  { refused: false; delayMs: number } | { refused: true; retryAfterSeconds: number };

export interface SignInThrottle {
  /** Whether this client may try now, and how long to wait before answering for this address. */
  admit(email: string, client: string): Promise<SignInAdmission>;
  /** Waits as `admit` said (a no-op for 0). */
  wait(delayMs: number): Promise<void>;
  fail(email: string, client: string): Promise<void>;
  /** A successful sign-in forgets the address's failures (the client's still count). */
  succeed(email: string): Promise<void>;
}

const sleepFor = (ms: number) => new Promise<void>((resolve) => setTimeout(resolve, ms));

export function createSignInThrottle(
  options: ThrottleOptions = SIGN_IN_THROTTLE,
  store: () => RateLimitStore = getRateLimitStore,
): SignInThrottle {
  const now = options.now ?? Date.now;
  const sleep = options.sleep ?? sleepFor;
  const addressKey = (email: string) => `sign-in:address:${email.trim().toLowerCase()}`;
  const clientKey = (client: string) => `sign-in:client:${client}`;
  return {
    async admit(email, client) {
      const at = now();
      const byClient = await store().peek(clientKey(client), at);
      if (byClient.count >= options.perClient)
        return {
          refused: true,
          retryAfterSeconds: Math.max(1, Math.ceil((byClient.resetAt - at) / 1000)),
        };
      const byAddress = await store().peek(addressKey(email), at);
      const slowed = byAddress.count - options.freePerAddress;
      const delayMs =
        slowed < 0 ? 0 : Math.min(options.maxDelayMs, options.firstDelayMs * 2 ** slowed);
      return { refused: false, delayMs };
    },
    async wait(delayMs) {
      if (delayMs > 0) await sleep(delayMs);
    },
    async fail(email, client) {
      const at = now();
      await store().hit(addressKey(email), options.windowMs, at);
      await store().hit(clientKey(client), options.windowMs, at);
    },
    async succeed(email) {
      await store().reset(addressKey(email));
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
