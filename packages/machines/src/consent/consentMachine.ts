import { assign, fromPromise, setup } from 'xstate';
import type { PrivacyChoice } from './cookies.js';
import { PRIVACY_ACCEPTED, PRIVACY_REFUSED } from './cookies.js';
import {
  clearShopTrackingCookies,
  readPrivacyChoice,
  writePrivacyChoice,
} from './consentEffects.js';

/** Interval between two reads of the privacy cookie (behaviour §9). */
export const ANALYTICS_CONSENT_POLL_MS = 10_000;

/** Context: the last privacy choice read, whether analytics may run, and the notice's visibility. */
export interface ConsentContext {
  privacyChoice: PrivacyChoice;
  analyticsConsent: boolean;
  isNoticeVisible: boolean;
}

/** Events: the visitor's answer in the privacy notice. */
export type ConsentEvent = { type: 'ACCEPT' } | { type: 'REFUSE' };

/**
 * Consent and privacy notice (behaviour §4 Consent and notices, §9 Cookies). The notice shows while
 * the privacy cookie is not `accepted` and hides once the visitor chooses; `accepted` is written
 * for 7 days, `refused` for 5 minutes. Analytics consent is true only for `accepted` and is
 * re-read every 10000 ms; whenever it is false the shop tracking cookies are cleared.
 */
export const consentMachine = setup({
  types: {
    context: {} as ConsentContext,
    events: {} as ConsentEvent,
  },
  actors: {
    readPrivacyChoice: fromPromise<PrivacyChoice>(async () => readPrivacyChoice()),
  },
  actions: {
    recordAccepted: () => writePrivacyChoice(PRIVACY_ACCEPTED),
    recordRefused: () => writePrivacyChoice(PRIVACY_REFUSED),
    clearTrackingCookies: () => clearShopTrackingCookies(),
    acceptInContext: assign({
      privacyChoice: PRIVACY_ACCEPTED,
      analyticsConsent: true,
      isNoticeVisible: false,
    }),
    refuseInContext: assign({
      privacyChoice: PRIVACY_REFUSED,
      analyticsConsent: false,
      isNoticeVisible: false,
    }),
    applyFirstChoice: assign((_, choice: PrivacyChoice) => ({
      privacyChoice: choice,
      analyticsConsent: choice === PRIVACY_ACCEPTED,
      isNoticeVisible: choice !== PRIVACY_ACCEPTED,
    })),
    applyRecheckedChoice: assign((_, choice: PrivacyChoice) => ({
      privacyChoice: choice,
      analyticsConsent: choice === PRIVACY_ACCEPTED,
    })),
    showNoticeOnUnreadableCookie: assign({
      privacyChoice: null,
      analyticsConsent: false,
      isNoticeVisible: true,
    }),
    withdrawConsent: assign({ analyticsConsent: false }),
  },
  guards: {
    isAccepted: (_, choice: PrivacyChoice) => choice === PRIVACY_ACCEPTED,
    isNoticeVisible: ({ context }) => context.isNoticeVisible,
  },
  delays: {
    analyticsConsentPoll: ANALYTICS_CONSENT_POLL_MS,
  },
}).createMachine({
  id: 'consent',
  context: { privacyChoice: null, analyticsConsent: false, isNoticeVisible: false },
  initial: 'reading',
  // Accepted in `rechecking` too: the notice stays clickable while the cookie is re-read.
  on: {
    ACCEPT: { guard: 'isNoticeVisible', actions: ['recordAccepted', 'acceptInContext'] },
    REFUSE: {
      guard: 'isNoticeVisible',
      actions: ['recordRefused', 'refuseInContext', 'clearTrackingCookies'],
    },
  },
  states: {
    reading: {
      invoke: {
        id: 'readPrivacyChoice',
        src: 'readPrivacyChoice',
        onDone: [
          {
            guard: { type: 'isAccepted', params: ({ event }) => event.output },
            target: 'ready',
            actions: { type: 'applyFirstChoice', params: ({ event }) => event.output },
          },
          {
            target: 'ready',
            actions: [
              { type: 'applyFirstChoice', params: ({ event }) => event.output },
              'clearTrackingCookies',
            ],
          },
        ],
        onError: {
          target: 'ready',
          actions: ['clearTrackingCookies', 'showNoticeOnUnreadableCookie'],
        },
      },
    },
    ready: {
      after: { analyticsConsentPoll: 'rechecking' },
    },
    rechecking: {
      invoke: {
        id: 'recheckPrivacyChoice',
        src: 'readPrivacyChoice',
        onDone: [
          {
            guard: { type: 'isAccepted', params: ({ event }) => event.output },
            target: 'ready',
            actions: { type: 'applyRecheckedChoice', params: ({ event }) => event.output },
          },
          {
            target: 'ready',
            actions: [
              { type: 'applyRecheckedChoice', params: ({ event }) => event.output },
              'clearTrackingCookies',
            ],
          },
        ],
        onError: { target: 'ready', actions: ['clearTrackingCookies', 'withdrawConsent'] },
      },
    },
  },
});
