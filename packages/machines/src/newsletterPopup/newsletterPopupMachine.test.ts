import { fromPromise } from 'xstate';
import { describe, expect, it } from 'vitest';
import {
  NEWSLETTER_POPUP_COOKIE,
  NEWSLETTER_POPUP_MAX_AGE_S,
  PRIVACY_COOKIE,
} from '../consent/cookies.js';
import {
  isNewsletterPopupAccepted,
  readPrivacyChoice,
  writeNewsletterPopupAccepted,
} from '../consent/consentEffects.js';
import { createMemoryCookieJar } from '../effects/memory.js';
import { flushPromises, startWithClock } from '../testing/harness.js';
import type { NewsletterPopupCookies } from './newsletterPopupMachine.js';
import { newsletterPopupMachine } from './newsletterPopupMachine.js';

async function startPopup(cookies: Record<string, string>) {
  const jar = createMemoryCookieJar(cookies);
  const machine = newsletterPopupMachine.provide({
    actors: {
      readPopupCookies: fromPromise(async () => ({
        privacyChoice: readPrivacyChoice(jar),
        popupAccepted: isNewsletterPopupAccepted(jar),
      })),
    },
    actions: { recordPopupAccepted: () => writeNewsletterPopupAccepted(jar) },
  });
  const started = startWithClock(machine);
  await flushPromises();
  return { ...started, jar };
}

describe('newsletterPopupMachine', () => {
  it('appears 500 ms after a privacy choice exists', async () => {
    const { actor, clock } = await startPopup({ [PRIVACY_COOKIE]: 'refused' });
    clock.increment(499);
    expect(actor.getSnapshot().value).toBe('waiting');
    clock.increment(1);
    expect(actor.getSnapshot().value).toBe('visible');
  });

  it('waits for the privacy choice, then appears 500 ms later', async () => {
    const { actor, clock } = await startPopup({});
    clock.increment(60_000);
    expect(actor.getSnapshot().value).toBe('awaitingPrivacyChoice');
    actor.send({ type: 'PRIVACY_CHOSEN' });
    clock.increment(500);
    expect(actor.getSnapshot().value).toBe('visible');
  });

  it('never appears when its own cookie is accepted', async () => {
    const { actor } = await startPopup({
      [PRIVACY_COOKIE]: 'accepted',
      [NEWSLETTER_POPUP_COOKIE]: 'accepted',
    });
    expect(actor.getSnapshot().status).toBe('done');
  });

  it.each(['CLOSE', 'SUBSCRIBED'] as const)('records accepted for 1 day on %s', async (type) => {
    const { actor, clock, jar } = await startPopup({ [PRIVACY_COOKIE]: 'accepted' });
    clock.increment(500);
    actor.send({ type });
    expect(actor.getSnapshot().value).toBe('dismissed');
    expect(jar.entries.get(NEWSLETTER_POPUP_COOKIE)).toEqual({
      value: 'accepted',
      maxAgeSeconds: NEWSLETTER_POPUP_MAX_AGE_S,
    });
    expect(NEWSLETTER_POPUP_MAX_AGE_S).toBe(86_400);
  });

  it('stays hidden when the cookies cannot be read', async () => {
    const machine = newsletterPopupMachine.provide({
      actors: {
        readPopupCookies: fromPromise<NewsletterPopupCookies>(async () => {
          throw new Error('blocked');
        }),
      },
    });
    const { actor } = startWithClock(machine);
    await flushPromises();
    expect(actor.getSnapshot().value).toBe('dismissed');
  });
});
