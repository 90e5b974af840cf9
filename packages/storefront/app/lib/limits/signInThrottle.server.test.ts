import { describe, expect, it } from 'vitest';
import { createMemoryRateLimitStore } from './rateLimit.server';
import {
  SIGN_IN_THROTTLE,
  createSignInThrottle,
  getSignInThrottle,
  setSignInThrottle,
} from './signInThrottle.server';

function throttleAt(start = 1_000_000) {
  let now = start;
  const store = createMemoryRateLimitStore();
  const throttle = createSignInThrottle({ ...SIGN_IN_THROTTLE, now: () => now }, () => store);
  return { throttle, advance: (ms: number) => (now += ms) };
}

describe('sign-in throttle: slows guessing, never locks the owner out', () => {
  it('answers three failures of an address at full speed, then waits longer each time, capped', async () => {
    const { throttle } = throttleAt();
    const delays: number[] = [];
    for (let i = 0; i < 8; i++) {
      const admission = await throttle.admit('a@example.com', `10.0.0.${i}`);
      expect(admission.refused).toBe(false);
      delays.push(admission.refused ? -1 : admission.delayMs);
      await throttle.fail('A@Example.com ', `10.0.0.${i}`);
    }
    expect(delays).toEqual([0, 0, 0, 1000, 2000, 4000, 5000, 5000]);
  });

  it('forgets an address once its window has passed', async () => {
    const { throttle, advance } = throttleAt();
    for (let i = 0; i < 5; i++) await throttle.fail('a@example.com', `10.0.0.${i}`);
    advance(SIGN_IN_THROTTLE.windowMs);
    expect(await throttle.admit('a@example.com', '10.9.9.9')).toEqual({
      refused: false,
      delayMs: 0,
    });
  });

  it('refuses only the client that tried too many addresses', async () => {
    const { throttle } = throttleAt();
    for (let i = 0; i < 30; i++) await throttle.fail(`person${i}@example.com`, '192.0.2.1');
    const refused = await throttle.admit('fresh@example.com', '192.0.2.1');
    expect(refused.refused).toBe(true);
    expect(refused.refused && refused.retryAfterSeconds).toBe(900);
    expect(await throttle.admit('fresh@example.com', '192.0.2.2')).toEqual({
      refused: false,
      delayMs: 0,
    });
  });

  it('a successful sign-in forgets the address', async () => {
    const { throttle } = throttleAt();
    for (let i = 0; i < 5; i++) await throttle.fail('b@example.com', `c${i}`);
    await throttle.succeed('b@example.com');
    expect(await throttle.admit('b@example.com', 'c-new')).toEqual({ refused: false, delayMs: 0 });
  });

  it('keeps one throttle per process until a test replaces it', () => {
    const replaced = createSignInThrottle();
    setSignInThrottle(replaced);
    expect(getSignInThrottle()).toBe(replaced);
    setSignInThrottle(undefined);
    const made = getSignInThrottle();
    expect(made).not.toBe(replaced);
    expect(getSignInThrottle()).toBe(made);
  });
});
