import { fromPromise, setup } from 'xstate';
import type { PrivacyChoice } from '../consent/cookies.js';
import {
  isNewsletterPopupAccepted,
  readPrivacyChoice,
  writeNewsletterPopupAccepted,
} from '../consent/consentEffects.js';

/** Delay between a privacy choice existing and the pop-up appearing (behaviour §9). */
export const NEWSLETTER_POPUP_DELAY_MS = 500;

/** What the pop-up needs to know from the cookies when it starts. */
export interface NewsletterPopupCookies {
  privacyChoice: PrivacyChoice;
  popupAccepted: boolean;
}

/** Context: none; the state value says everything. */
export type NewsletterPopupContext = Record<string, never>;

/** Events: the visitor made a privacy choice, closed the pop-up, or subscribed from it. */
export type NewsletterPopupEvent =
  { type: 'PRIVACY_CHOSEN' } | { type: 'CLOSE' } | { type: 'SUBSCRIBED' };

/**
 * Newsletter pop-up (behaviour §4 Consent and notices): shown 500 ms after a privacy choice exists,
 * unless its own cookie is `accepted`; closing or subscribing records `accepted` for 1 day.
 * Provide `readPopupCookies` (actor) and `recordPopupAccepted` (action) to change the cookie jar.
 */
export const newsletterPopupMachine = setup({
  types: {
    context: {} as NewsletterPopupContext,
    events: {} as NewsletterPopupEvent,
  },
  actors: {
    readPopupCookies: fromPromise<NewsletterPopupCookies>(async () => ({
      privacyChoice: readPrivacyChoice(),
      popupAccepted: isNewsletterPopupAccepted(),
    })),
  },
  actions: {
    recordPopupAccepted: () => writeNewsletterPopupAccepted(),
  },
  guards: {
    isPopupAccepted: (_, cookies: NewsletterPopupCookies) => cookies.popupAccepted,
    hasPrivacyChoice: (_, cookies: NewsletterPopupCookies) => cookies.privacyChoice !== null,
  },
  delays: {
    newsletterPopupDelay: NEWSLETTER_POPUP_DELAY_MS,
  },
}).createMachine({
  id: 'newsletterPopup',
  context: {},
  initial: 'readingCookies',
  states: {
    readingCookies: {
      invoke: {
        id: 'readPopupCookies',
        src: 'readPopupCookies',
        onDone: [
          {
            guard: { type: 'isPopupAccepted', params: ({ event }) => event.output },
            target: 'dismissed',
          },
          {
            guard: { type: 'hasPrivacyChoice', params: ({ event }) => event.output },
            target: 'waiting',
          },
          { target: 'awaitingPrivacyChoice' },
        ],
        // Unreadable cookies: stay quiet rather than nag the visitor.
        onError: { target: 'dismissed' },
      },
    },
    awaitingPrivacyChoice: {
      on: { PRIVACY_CHOSEN: 'waiting' },
    },
    waiting: {
      after: { newsletterPopupDelay: 'visible' },
    },
    visible: {
      on: {
        CLOSE: { target: 'dismissed', actions: 'recordPopupAccepted' },
        SUBSCRIBED: { target: 'dismissed', actions: 'recordPopupAccepted' },
      },
    },
    dismissed: { type: 'final' },
  },
});
