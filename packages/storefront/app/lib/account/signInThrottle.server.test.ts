import { describe, expect, it } from 'vitest';
import {
  SIGN_IN_THROTTLE,
  createSignInThrottle,
  getSignInThrottle,
  setSignInThrottle,
} from './signInThrottle.server';

function throttleAt(start = 1_000_000) {
  let now = start;
  const throttle = createSignInThrottle({
    windowMs: 15 * 60 * 1000,
    perAddress: 5,
    perClient: 30,
    now: () => now,
  });
  return { throttle, advance: (ms: number) => (now += ms) };
}

describe('sign-in throttle', () => {
  it('lets 5 failures of one address through, then asks to wait until the first leaves the window', () => {
    const { throttle, advance } = throttleAt();
    for (let i = 0; i < 5; i++) {
      expect(throttle.retryAfter('a@example.com', `10.0.0.${i}`)).toBe(0);
      throttle.fail('A@Example.com ', `10.0.0.${i}`);
      advance(60_000);
    }
    // The first failure was 5 minutes ago: 10 more minutes to wait, whatever the client.
    expect(throttle.retryAfter('a@example.com', '10.9.9.9')).toBe(600);
    advance(600_000);
    expect(throttle.retryAfter('a@example.com', '10.9.9.9')).toBe(0);
  });

  it('counts a client across addresses', () => {
    const { throttle } = throttleAt();
    for (let i = 0; i < 30; i++) throttle.fail(`person${i}@example.com`, '192.0.2.1');
    expect(throttle.retryAfter('fresh@example.com', '192.0.2.1')).toBeGreaterThan(0);
    expect(throttle.retryAfter('fresh@example.com', '192.0.2.2')).toBe(0);
  });

  it('a successful sign-in forgets the address', () => {
    const { throttle } = throttleAt();
    for (let i = 0; i < 5; i++) throttle.fail('b@example.com', `c${i}`);
    throttle.succeed('b@example.com');
    expect(throttle.retryAfter('b@example.com', 'c-new')).toBe(0);
  });

  it('allows five wrong passwords per address and thirty per client in fifteen minutes', () => {
    expect(SIGN_IN_THROTTLE).toEqual({ windowMs: 900_000, perAddress: 5, perClient: 30 });
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
