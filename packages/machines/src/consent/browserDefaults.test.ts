// @vitest-environment jsdom
import { afterEach, describe, expect, it } from 'vitest';
import { newsletterPopupMachine } from '../newsletterPopup/newsletterPopupMachine.js';
import { flushPromises, startWithClock } from '../testing/harness.js';
import { consentMachine } from './consentMachine.js';

// The machines as the storefront starts them, with no implementation provided: their default
// effects read and write the browser's own cookies (behaviour §4, §9).

function cookie(name: string): string | null {
  for (const part of document.cookie.split(';')) {
    const [key, value] = part.split('=');
    if (key?.trim() === name) return value?.trim() ?? '';
  }
  return null;
}

afterEach(() => {
  for (const name of ['privacyPolicy', 'newsletterPopup', '_shopify_y', '_shopify_s']) {
    document.cookie = `${name}=; Max-Age=0; Path=/`;
  }
});

describe('the consent machine in a browser', () => {
  it('reads an accepted privacy cookie: consent, no notice, tracking cookies kept', async () => {
    document.cookie = 'privacyPolicy=accepted; Path=/';
    document.cookie = '_shopify_y=visitor; Path=/';
    const { actor } = startWithClock(consentMachine);
    await flushPromises();
    expect(actor.getSnapshot().context).toEqual({
      privacyChoice: 'accepted',
      analyticsConsent: true,
      isNoticeVisible: false,
    });
    expect(cookie('_shopify_y')).toBe('visitor');
  });

  it('clears the tracking cookies without a choice, then writes the answer', async () => {
    document.cookie = '_shopify_y=visitor; Path=/';
    document.cookie = '_shopify_s=visit; Path=/';
    const { actor } = startWithClock(consentMachine);
    await flushPromises();
    expect(cookie('_shopify_y')).toBeNull();
    expect(cookie('_shopify_s')).toBeNull();
    actor.send({ type: 'ACCEPT' });
    expect(cookie('privacyPolicy')).toBe('accepted');
  });

  it('writes refused when the shopper refuses', async () => {
    const { actor } = startWithClock(consentMachine);
    await flushPromises();
    actor.send({ type: 'REFUSE' });
    expect(cookie('privacyPolicy')).toBe('refused');
  });
});

describe('the newsletter pop-up machine in a browser', () => {
  it('appears 500 ms after a privacy choice in the cookie, and closing writes its own cookie', async () => {
    document.cookie = 'privacyPolicy=refused; Path=/';
    const { actor, clock } = startWithClock(newsletterPopupMachine);
    await flushPromises();
    clock.increment(499);
    expect(actor.getSnapshot().value).toBe('waiting');
    clock.increment(1);
    expect(actor.getSnapshot().value).toBe('visible');
    actor.send({ type: 'CLOSE' });
    expect(cookie('newsletterPopup')).toBe('accepted');
  });

  it('stays away when its own cookie says accepted', async () => {
    document.cookie = 'privacyPolicy=accepted; Path=/';
    document.cookie = 'newsletterPopup=accepted; Path=/';
    const { actor } = startWithClock(newsletterPopupMachine);
    await flushPromises();
    expect(actor.getSnapshot().value).toBe('dismissed');
  });
});

describe('machine names', () => {
  it('names both machines as the QA panel and the Stately inspector list them', () => {
    expect([consentMachine.id, newsletterPopupMachine.id]).toEqual(['consent', 'newsletterPopup']);
  });
});
