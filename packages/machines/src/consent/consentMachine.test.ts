import { fromPromise } from 'xstate';
import { describe, expect, it } from 'vitest';
import { createMemoryCookieJar } from '../effects/memory.js';
import { flushPromises, startWithClock } from '../testing/harness.js';
import {
  PRIVACY_ACCEPTED_MAX_AGE_S,
  PRIVACY_COOKIE,
  PRIVACY_REFUSED_MAX_AGE_S,
  SHOP_SESSION_COOKIE,
  SHOP_SESSION_COOKIE_MAX_AGE_S,
  SHOP_VISITOR_COOKIE,
  SHOP_VISITOR_COOKIE_MAX_AGE_S,
} from './cookies.js';
import {
  clearShopTrackingCookies,
  readPrivacyChoice,
  writePrivacyChoice,
} from './consentEffects.js';
import type { PrivacyChoice } from './cookies.js';
import { ANALYTICS_CONSENT_POLL_MS, consentMachine } from './consentMachine.js';

const TRACKING = { [SHOP_VISITOR_COOKIE]: 'visitor', [SHOP_SESSION_COOKIE]: 'session' };

async function startConsent(cookies: Record<string, string>) {
  const jar = createMemoryCookieJar({ ...TRACKING, ...cookies });
  const machine = consentMachine.provide({
    actors: { readPrivacyChoice: fromPromise<PrivacyChoice>(async () => readPrivacyChoice(jar)) },
    actions: {
      recordAccepted: () => writePrivacyChoice('accepted', jar),
      recordRefused: () => writePrivacyChoice('refused', jar),
      clearTrackingCookies: () => clearShopTrackingCookies(jar),
    },
  });
  const started = startWithClock(machine);
  await flushPromises();
  return { ...started, jar };
}

describe('consent constants', () => {
  it('match behaviour §9', () => {
    expect(PRIVACY_COOKIE).toBe('privacyPolicy');
    expect(PRIVACY_ACCEPTED_MAX_AGE_S).toBe(7 * 86_400);
    expect(PRIVACY_REFUSED_MAX_AGE_S).toBe(300);
    expect(ANALYTICS_CONSENT_POLL_MS).toBe(10_000);
    expect([SHOP_VISITOR_COOKIE, SHOP_VISITOR_COOKIE_MAX_AGE_S]).toEqual([
      '_shopify_y',
      360 * 86_400,
    ]);
    expect([SHOP_SESSION_COOKIE, SHOP_SESSION_COOKIE_MAX_AGE_S]).toEqual(['_shopify_s', 1800]);
  });
});

describe('consentMachine', () => {
  describe('given no privacy cookie', () => {
    it('shows the notice, gives no analytics consent and clears the tracking cookies', async () => {
      const { actor, jar } = await startConsent({});
      expect(actor.getSnapshot().context).toEqual({
        privacyChoice: null,
        analyticsConsent: false,
        isNoticeVisible: true,
      });
      expect(jar.get(SHOP_VISITOR_COOKIE)).toBeNull();
      expect(jar.get(SHOP_SESSION_COOKIE)).toBeNull();
    });

    it('writes accepted for 7 days on accept, hides the notice and consents', async () => {
      const { actor, jar } = await startConsent({});
      actor.send({ type: 'ACCEPT' });
      expect(jar.entries.get(PRIVACY_COOKIE)).toEqual({
        value: 'accepted',
        maxAgeSeconds: PRIVACY_ACCEPTED_MAX_AGE_S,
      });
      expect(actor.getSnapshot().context).toEqual({
        privacyChoice: 'accepted',
        analyticsConsent: true,
        isNoticeVisible: false,
      });
    });

    it('writes refused for 5 minutes on refuse, hides the notice, no consent, clears tracking', async () => {
      const { actor, jar } = await startConsent({});
      jar.set(SHOP_SESSION_COOKIE, 'new-session', { maxAgeSeconds: SHOP_SESSION_COOKIE_MAX_AGE_S });
      actor.send({ type: 'REFUSE' });
      expect(jar.entries.get(PRIVACY_COOKIE)).toEqual({
        value: 'refused',
        maxAgeSeconds: PRIVACY_REFUSED_MAX_AGE_S,
      });
      expect(actor.getSnapshot().context).toEqual({
        privacyChoice: 'refused',
        analyticsConsent: false,
        isNoticeVisible: false,
      });
      expect(jar.get(SHOP_SESSION_COOKIE)).toBeNull();
    });
  });

  it('hides the notice and consents when the cookie is accepted, keeping tracking cookies', async () => {
    const { actor, jar } = await startConsent({ [PRIVACY_COOKIE]: 'accepted' });
    expect(actor.getSnapshot().context).toEqual({
      privacyChoice: 'accepted',
      analyticsConsent: true,
      isNoticeVisible: false,
    });
    expect(actor.getSnapshot().can({ type: 'ACCEPT' })).toBe(false);
    expect(jar.get(SHOP_VISITOR_COOKIE)).toBe('visitor');
  });

  it('shows the notice when the cookie is refused (only accepted hides it)', async () => {
    const { actor } = await startConsent({ [PRIVACY_COOKIE]: 'refused' });
    expect(actor.getSnapshot().context).toMatchObject({
      analyticsConsent: false,
      isNoticeVisible: true,
    });
  });

  it('treats any other cookie value as no choice', async () => {
    const { actor } = await startConsent({ [PRIVACY_COOKIE]: 'maybe' });
    expect(actor.getSnapshot().context.privacyChoice).toBeNull();
  });

  describe('polling every 10000 ms', () => {
    it('does not re-read before 10000 ms, and picks up a choice made elsewhere at 10000 ms', async () => {
      const { actor, clock, jar } = await startConsent({});
      actor.send({ type: 'REFUSE' });
      jar.set(PRIVACY_COOKIE, 'accepted', { maxAgeSeconds: PRIVACY_ACCEPTED_MAX_AGE_S });
      clock.increment(9999);
      await flushPromises();
      expect(actor.getSnapshot().context.analyticsConsent).toBe(false);
      clock.increment(1);
      await flushPromises();
      expect(actor.getSnapshot().context.analyticsConsent).toBe(true);
      expect(actor.getSnapshot().value).toBe('ready');
    });

    it('withdraws consent and clears tracking cookies once the accepted cookie is gone', async () => {
      const { actor, clock, jar } = await startConsent({ [PRIVACY_COOKIE]: 'accepted' });
      jar.remove(PRIVACY_COOKIE);
      clock.increment(10000);
      await flushPromises();
      expect(actor.getSnapshot().context.analyticsConsent).toBe(false);
      expect(jar.get(SHOP_VISITOR_COOKIE)).toBeNull();
    });

    it('keeps polling', async () => {
      const { actor, clock, jar } = await startConsent({ [PRIVACY_COOKIE]: 'accepted' });
      clock.increment(10000);
      await flushPromises();
      jar.remove(PRIVACY_COOKIE);
      clock.increment(10000);
      await flushPromises();
      expect(actor.getSnapshot().context.analyticsConsent).toBe(false);
    });
  });

  it('shows the notice without consent when the cookie cannot be read', async () => {
    const machine = consentMachine.provide({
      actors: {
        readPrivacyChoice: fromPromise<PrivacyChoice>(async () => {
          throw new Error('blocked');
        }),
      },
      actions: { clearTrackingCookies: () => undefined },
    });
    const { actor } = startWithClock(machine);
    await flushPromises();
    expect(actor.getSnapshot().context).toEqual({
      privacyChoice: null,
      analyticsConsent: false,
      isNoticeVisible: true,
    });
  });
});

describe('consentMachine, beyond the first answer', () => {
  /** A read that never answers: the machine stays in `reading`. */
  const neverRead = () => new Promise<PrivacyChoice>(() => undefined);

  it('starts with no consent and ignores answers while the cookie is being read', async () => {
    const jar = createMemoryCookieJar();
    const machine = consentMachine.provide({
      actors: { readPrivacyChoice: fromPromise<PrivacyChoice>(neverRead) },
      actions: {
        recordAccepted: () => writePrivacyChoice('accepted', jar),
        recordRefused: () => writePrivacyChoice('refused', jar),
      },
    });
    const { actor } = startWithClock(machine);
    await flushPromises();
    expect(actor.getSnapshot().context).toEqual({
      privacyChoice: null,
      analyticsConsent: false,
      isNoticeVisible: false,
    });
    actor.send({ type: 'ACCEPT' });
    actor.send({ type: 'REFUSE' });
    expect(jar.get(PRIVACY_COOKIE)).toBeNull();
    expect(actor.getSnapshot().context.analyticsConsent).toBe(false);
  });

  it('takes no second answer once the notice is gone (behaviour §4: it hides once the user chooses)', async () => {
    const { actor, jar } = await startConsent({ [PRIVACY_COOKIE]: 'accepted' });
    actor.send({ type: 'REFUSE' });
    expect(jar.get(PRIVACY_COOKIE)).toBe('accepted');
    expect(actor.getSnapshot().context.analyticsConsent).toBe(true);
  });

  it('clears the tracking cookies when the cookie cannot be read, and polls again 10000 ms later', async () => {
    const jar = createMemoryCookieJar({ ...TRACKING });
    let blocked = true;
    const machine = consentMachine.provide({
      actors: {
        readPrivacyChoice: fromPromise<PrivacyChoice>(async () => {
          if (blocked) throw new Error('blocked');
          return 'accepted';
        }),
      },
      actions: { clearTrackingCookies: () => clearShopTrackingCookies(jar) },
    });
    const { actor, clock } = startWithClock(machine);
    await flushPromises();
    expect(jar.get(SHOP_VISITOR_COOKIE)).toBeNull();
    blocked = false;
    clock.increment(10000);
    await flushPromises();
    expect(actor.getSnapshot().context.analyticsConsent).toBe(true);
  });

  it('keeps polling after a re-read that finds no consent', async () => {
    const { actor, clock, jar } = await startConsent({});
    clock.increment(10000);
    await flushPromises();
    jar.set(PRIVACY_COOKIE, 'accepted', { maxAgeSeconds: PRIVACY_ACCEPTED_MAX_AGE_S });
    clock.increment(10000);
    await flushPromises();
    expect(actor.getSnapshot().context.analyticsConsent).toBe(true);
  });

  it('withdraws consent and clears tracking when a re-read fails, then keeps polling', async () => {
    const jar = createMemoryCookieJar({ ...TRACKING });
    const reads: Array<() => PrivacyChoice> = [
      () => 'accepted',
      () => {
        throw new Error('blocked');
      },
      () => 'accepted',
    ];
    const machine = consentMachine.provide({
      actors: { readPrivacyChoice: fromPromise<PrivacyChoice>(async () => reads.shift()!()) },
      actions: { clearTrackingCookies: () => clearShopTrackingCookies(jar) },
    });
    const { actor, clock } = startWithClock(machine);
    await flushPromises();
    expect(actor.getSnapshot().context.analyticsConsent).toBe(true);
    clock.increment(10000);
    await flushPromises();
    expect(actor.getSnapshot().context.analyticsConsent).toBe(false);
    expect(jar.get(SHOP_VISITOR_COOKIE)).toBeNull();
    expect(actor.getSnapshot().value).toBe('ready');
    clock.increment(10000);
    await flushPromises();
    expect(actor.getSnapshot().context.analyticsConsent).toBe(true);
  });
});
