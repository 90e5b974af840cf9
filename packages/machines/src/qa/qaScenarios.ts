import type { AnyStateMachine } from 'xstate';
import { fromCallback, fromPromise } from 'xstate';
import { accordionMachine } from '../accordion/accordionMachine.js';
import { cartDrawerMachine } from '../cartDrawer/cartDrawerMachine.js';
import { cartLineMachine } from '../cartLine/cartLineMachine.js';
import { cartNoteMachine } from '../cartNote/cartNoteMachine.js';
import { clipboardMachine } from '../clipboard/clipboardMachine.js';
import { PRIVACY_ACCEPTED, PRIVACY_REFUSED } from '../consent/cookies.js';
import {
  clearShopTrackingCookies,
  isNewsletterPopupAccepted,
  readPrivacyChoice,
  writeNewsletterPopupAccepted,
  writePrivacyChoice,
} from '../consent/consentEffects.js';
import { consentMachine } from '../consent/consentMachine.js';
import { contactFormMachine } from '../contactForm/contactFormMachine.js';
import type {
  LocaleSwitchSubmission,
  NewsletterOutcome,
  NewsletterSubmission,
  WishlistProduct,
} from '../effects/api.js';
import { WISHLIST_FETCH_ERROR } from '../effects/api.js';
import { createMemoryCookieJar } from '../effects/memory.js';
import { localeSwitchMachine } from '../localeSwitch/localeSwitchMachine.js';
import type { LocaleOption } from '../localeSwitch/localeSwitchMachine.js';
import { mobileMenuMachine } from '../mobileMenu/mobileMenuMachine.js';
import { newsletterFormMachine } from '../newsletterForm/newsletterFormMachine.js';
import { newsletterPopupMachine } from '../newsletterPopup/newsletterPopupMachine.js';
import { videoMachine } from '../video/videoMachine.js';
import type { WishlistEvent } from '../wishlist/wishlistMachine.js';
import { wishlistMachine } from '../wishlist/wishlistMachine.js';
import { wishlistDrawerMachine } from '../wishlistDrawer/wishlistDrawerMachine.js';

/** One event the stepper offers, with a payload to send as is. */
export interface QaEvent {
  type: string;
  example: { type: string } & Record<string, unknown>;
}

/** A machine ready for the Storybook "Machines" stepper: fake effects, no network, no cookies. */
export interface QaScenario {
  id: string;
  title: string;
  description: string;
  machine: AnyStateMachine;
  input?: unknown;
  events: QaEvent[];
}

function qaEvents(...examples: Array<QaEvent['example']>): QaEvent[] {
  return examples.map((example) => ({ type: example.type, example }));
}

/** Word in a fake input that makes the fake effect fail, so QA can walk the error paths. */
export const QA_FAILURE_WORD = 'fail';

function failsOnPurpose(value: string): boolean {
  return value.includes(QA_FAILURE_WORD);
}

/** The three locales of behaviour §9. */
export const QA_LOCALES: Record<'fr' | 'enUs' | 'enFr', LocaleOption> = {
  fr: { language: 'fr', country: 'FR', pathPrefix: '', label: 'France (EUR)', currency: 'EUR' },
  enUs: {
    language: 'en',
    country: 'US',
    pathPrefix: '/en-us',
    label: 'United States (USD)',
    currency: 'USD',
  },
  enFr: {
    language: 'en',
    country: 'FR',
    pathPrefix: '/en-fr',
    label: 'France (EUR), English',
    currency: 'EUR',
  },
};

function fakeProduct(id: string): WishlistProduct {
  return { id, handle: id.replace(/^.*\//, ''), title: `Demo product ${id}` };
}

function newsletterOutcome(email: string): NewsletterOutcome {
  if (email.startsWith('already')) return 'alreadySubscribed';
  if (email.startsWith('rejected')) return 'rejected';
  return 'subscribed';
}

function consentScenario(): QaScenario {
  const jar = createMemoryCookieJar({ _shopify_y: 'demo-visitor', _shopify_s: 'demo-session' });
  return {
    id: 'consent',
    title: 'Consent and privacy notice',
    description:
      'Notice visible until a choice; accept writes `accepted` for 7 days, refuse `refused` for 5 minutes and clears the shop tracking cookies; the cookie is re-read every 10000 ms.',
    machine: consentMachine.provide({
      actors: { readPrivacyChoice: fromPromise(async () => readPrivacyChoice(jar)) },
      actions: {
        recordAccepted: () => writePrivacyChoice(PRIVACY_ACCEPTED, jar),
        recordRefused: () => writePrivacyChoice(PRIVACY_REFUSED, jar),
        clearTrackingCookies: () => clearShopTrackingCookies(jar),
      },
    }),
    events: qaEvents({ type: 'ACCEPT' }, { type: 'REFUSE' }),
  };
}

function newsletterPopupScenario(): QaScenario {
  const jar = createMemoryCookieJar({ privacyPolicy: PRIVACY_REFUSED });
  return {
    id: 'newsletterPopup',
    title: 'Newsletter pop-up',
    description:
      'Appears 500 ms after a privacy choice exists, unless its cookie is `accepted`; closing records it for 1 day.',
    machine: newsletterPopupMachine.provide({
      actors: {
        readPopupCookies: fromPromise(async () => ({
          privacyChoice: readPrivacyChoice(jar),
          popupAccepted: isNewsletterPopupAccepted(jar),
        })),
      },
      actions: { recordPopupAccepted: () => writeNewsletterPopupAccepted(jar) },
    }),
    events: qaEvents({ type: 'PRIVACY_CHOSEN' }, { type: 'CLOSE' }, { type: 'SUBSCRIBED' }),
  };
}

function wishlistScenario(): QaScenario {
  return {
    id: 'wishlist',
    title: 'Wishlist',
    description: `Toggles ids in the stored list and looks the products up; an id containing "${QA_FAILURE_WORD}" makes the lookup fail with "${WISHLIST_FETCH_ERROR}".`,
    machine: wishlistMachine.provide({
      actors: {
        storedIds: fromCallback<WishlistEvent>(({ sendBack }) => {
          sendBack({ type: 'STORED_IDS_CHANGED', ids: [] });
        }),
        fetchWishlistProducts: fromPromise<WishlistProduct[], { ids: string[] }>(
          async ({ input }) => {
            if (input.ids.some(failsOnPurpose)) throw new Error(WISHLIST_FETCH_ERROR);
            return input.ids.map(fakeProduct);
          },
        ),
      },
      actions: { persistIds: () => undefined },
    }),
    events: qaEvents(
      { type: 'TOGGLE', productId: 'gid://shopify/Product/1' },
      {
        type: 'STORED_IDS_CHANGED',
        ids: ['gid://shopify/Product/2', 'gid://shopify/Product/fail'],
      },
    ),
  };
}

/**
 * One scenario per machine for the Storybook "Machines" stepper. Effects are deterministic fakes:
 * promises settle at once (an input containing {@link QA_FAILURE_WORD} fails), cookies and storage
 * live in memory; timers follow whatever clock the stepper passes to `createActor`.
 */
export function createQaScenarios(): QaScenario[] {
  return [
    {
      id: 'accordion',
      title: 'Accordion',
      description:
        'One item open at a time; 525 ms animation, 650 ms close-then-open, 50 ms outside-click delay.',
      machine: accordionMachine,
      input: {},
      events: qaEvents(
        { type: 'CLICK_ITEM', id: 'care' },
        { type: 'CLICK_ITEM', id: 'delivery' },
        { type: 'CLICK_OUTSIDE' },
      ),
    },
    {
      id: 'newsletterForm',
      title: 'Newsletter form',
      description: `Message for 5000 ms after submit. Emails starting with "already" or "rejected", or containing "${QA_FAILURE_WORD}", walk the other outcomes.`,
      machine: newsletterFormMachine.provide({
        actors: {
          postNewsletter: fromPromise<NewsletterOutcome, NewsletterSubmission>(
            async ({ input }) => {
              if (failsOnPurpose(input.email)) throw new Error('Network unreachable');
              return newsletterOutcome(input.email);
            },
          ),
        },
      }),
      input: { pathname: '/' },
      events: qaEvents(
        { type: 'CHANGE', email: 'ada@example.com' },
        { type: 'CHANGE', email: 'not-an-email' },
        { type: 'BLUR' },
        { type: 'SUBMIT' },
        { type: 'SET_PATHNAME', pathname: '/products/bague-treize' },
      ),
    },
    newsletterPopupScenario(),
    {
      id: 'contactForm',
      title: 'Contact form',
      description: `Blur validation, then the outcome toast 500 ms after the answer; an email containing "${QA_FAILURE_WORD}" fails.`,
      machine: contactFormMachine.provide({
        actors: {
          postContact: fromPromise<void, Record<string, string>>(async ({ input }) => {
            if (failsOnPurpose(input.email ?? ''))
              throw new Error('Contact request failed with status 500');
          }),
        },
      }),
      events: qaEvents(
        { type: 'OPEN' },
        { type: 'CHANGE', field: 'firstName', value: 'Ada' },
        { type: 'CHANGE', field: 'lastName', value: 'Lovelace' },
        { type: 'CHANGE', field: 'email', value: 'ada@example.com' },
        { type: 'BLUR', field: 'email' },
        {
          type: 'SUBMIT',
          fields: { language: 'fr', currency: 'EUR', product: 'Bague Treize', pathname: '/' },
        },
        { type: 'CLOSE' },
      ),
    },
    {
      id: 'cartDrawer',
      title: 'Cart drawer',
      description:
        'Opens on the cart button or once an add-to-cart has finished; closes on close, outside or link.',
      machine: cartDrawerMachine,
      events: qaEvents(
        { type: 'OPEN' },
        { type: 'CLOSE' },
        { type: 'CLICK_OUTSIDE' },
        { type: 'CLICK_LINK' },
        { type: 'ADD_TO_CART_STARTED' },
        { type: 'ADD_TO_CART_FINISHED' },
      ),
    },
    {
      id: 'cartNote',
      title: 'Cart note',
      description: 'Submits 1000 ms after the last change.',
      machine: cartNoteMachine.provide({
        actors: { submitCartNote: fromPromise<void, { note: string }>(async () => undefined) },
      }),
      input: { note: '' },
      events: qaEvents({ type: 'CHANGE', note: 'Gift wrap, please' }),
    },
    {
      id: 'cartLine',
      title: 'Cart line',
      description:
        'Pending quantity while updating, faded while removing; decrease disabled at 1 or less.',
      machine: cartLineMachine.provide({
        actors: {
          updateCartLine: fromPromise<void, { lineId: string; quantity: number }>(
            async () => undefined,
          ),
          removeCartLine: fromPromise<void, { lineId: string }>(async () => undefined),
        },
      }),
      input: { lineId: 'gid://shopify/CartLine/1', quantity: 1 },
      events: qaEvents(
        { type: 'INCREASE' },
        { type: 'DECREASE' },
        { type: 'REMOVE' },
        { type: 'SYNC', quantity: 3 },
      ),
    },
    consentScenario(),
    {
      id: 'mobileMenu',
      title: 'Mobile menu',
      description: 'The toggle is locked for 500 ms after each change.',
      machine: mobileMenuMachine,
      events: qaEvents({ type: 'TOGGLE' }, { type: 'CLOSE' }),
    },
    {
      id: 'localeSwitch',
      title: 'Locale switch',
      description:
        'Same locale ignored; no locale fails with "newLocale is required"; others submit with the redirect path.',
      machine: localeSwitchMachine.provide({
        actors: {
          submitLocaleSwitch: fromPromise<void, LocaleSwitchSubmission>(async () => undefined),
        },
      }),
      input: { currentLocale: QA_LOCALES.fr },
      events: qaEvents(
        {
          type: 'SWITCH',
          newLocale: QA_LOCALES.enUs,
          pathname: '/products/bague-treize',
          search: '?Couleur=Or',
        },
        {
          type: 'SWITCH',
          newLocale: QA_LOCALES.fr,
          pathname: '/en-us/products/bague-treize',
          search: '',
        },
        { type: 'SWITCH', newLocale: null, pathname: '/', search: '' },
      ),
    },
    wishlistScenario(),
    {
      id: 'wishlistDrawer',
      title: 'Wishlist drawer',
      description:
        'Opens on the header icon; closes on the close button, an outside action or a link click.',
      machine: wishlistDrawerMachine,
      events: qaEvents(
        { type: 'OPEN' },
        { type: 'CLOSE' },
        { type: 'CLICK_OUTSIDE' },
        { type: 'CLICK_LINK' },
      ),
    },
    {
      id: 'clipboard',
      title: 'Clipboard',
      description: 'The copied flag resets after 2000 ms.',
      machine: clipboardMachine.provide({
        actors: { writeClipboard: fromPromise<void, { text: string }>(async () => undefined) },
      }),
      events: qaEvents({ type: 'COPY', text: 'ATELIER13' }),
    },
    {
      id: 'video',
      title: 'Video',
      description: 'Plays at 10% visibility or more; pauses and re-mutes out of view.',
      machine: videoMachine,
      input: {},
      events: qaEvents(
        { type: 'VISIBILITY_CHANGED', ratio: 0.1 },
        { type: 'VISIBILITY_CHANGED', ratio: 0.09 },
        { type: 'TOGGLE_MUTE' },
      ),
    },
  ];
}

/** The scenarios, created once; call {@link createQaScenarios} for fresh in-memory cookies. */
export const qaScenarios: QaScenario[] = createQaScenarios();
