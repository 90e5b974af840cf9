import { SimulatedClock, createActor } from 'xstate';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { flushPromises } from '../testing/harness.js';
import type { QaScenario } from './qaScenarios.js';

// The module is imported inside each test, not at the top of the file: scenarios that throw
// while the module loads then fail these tests instead of leaving a file Vitest reports as
// "no tests" (as in machineModules.test.ts). The first import loads every machine, which under
// the mutation run's instrumentation can take longer than the default 5 s.
const FIRST_IMPORT_TIMEOUT = { timeout: 30_000 };

function loadQa() {
  return import('./qaScenarios.js');
}

/** A new scenario list (fresh in-memory cookies), and the scenario `id` of it. */
async function freshScenario(id: string): Promise<QaScenario> {
  const { createQaScenarios } = await loadQa();
  const found = createQaScenarios().find((scenario) => scenario.id === id);
  if (!found) throw new Error(`No QA scenario ${id}`);
  return found;
}

/** Starts a scenario's machine as the stepper does: its input, a SimulatedClock. */
function startScenario(scenario: QaScenario) {
  const clock = new SimulatedClock();
  const actor = createActor(scenario.machine, { input: scenario.input, clock });
  actor.start();
  return { actor, clock };
}

describe('qaScenarios as QA reads them', FIRST_IMPORT_TIMEOUT, () => {
  it.each([
    [
      'accordion',
      'Accordion',
      'One item open at a time; 525 ms animation, 650 ms close-then-open, 50 ms outside-click delay.',
    ],
    [
      'newsletterForm',
      'Newsletter form',
      'Message for 5000 ms after submit. Emails starting with "already" or "rejected", or containing "fail", walk the other outcomes.',
    ],
    [
      'newsletterPopup',
      'Newsletter pop-up',
      'Appears 500 ms after a privacy choice exists, unless its cookie is `accepted`; closing records it for 1 day.',
    ],
    [
      'contactForm',
      'Contact form',
      'Blur validation, then the outcome toast 500 ms after the answer; an email containing "fail" fails.',
    ],
    [
      'cartDrawer',
      'Cart drawer',
      'Opens on the cart button or once an add-to-cart has finished; closes on close, outside or link.',
    ],
    ['cartNote', 'Cart note', 'Submits 1000 ms after the last change.'],
    [
      'cartLine',
      'Cart line',
      'Pending quantity while updating, faded while removing; decrease disabled at 1 or less.',
    ],
    [
      'consent',
      'Consent and privacy notice',
      'Notice visible until a choice; accept writes `accepted` for 7 days, refuse `refused` for 5 minutes and clears the shop tracking cookies; the cookie is re-read every 10000 ms.',
    ],
    ['mobileMenu', 'Mobile menu', 'The toggle is locked for 500 ms after each change.'],
    [
      'localeSwitch',
      'Locale switch',
      'Same locale ignored; no locale fails with "newLocale is required"; others submit with the redirect path.',
    ],
    [
      'wishlist',
      'Wishlist',
      'Toggles ids in the stored list and looks the products up; an id containing "fail" makes the lookup fail with "Failed to fetch products".',
    ],
    [
      'wishlistDrawer',
      'Wishlist drawer',
      'Opens on the header icon; closes on the close button, an outside action or a link click.',
    ],
    ['clipboard', 'Clipboard', 'The copied flag resets after 2000 ms.'],
    ['video', 'Video', 'Plays at 10% visibility or more; pauses and re-mutes out of view.'],
  ])('%s is titled and described with the behaviour §9 timings', async (id, title, description) => {
    const scenario = await freshScenario(id);
    expect(scenario.title).toBe(title);
    expect(scenario.description).toBe(description);
  });

  it.each([
    [
      'accordion',
      [
        { type: 'CLICK_ITEM', id: 'care' },
        { type: 'CLICK_ITEM', id: 'delivery' },
        { type: 'CLICK_OUTSIDE' },
      ],
    ],
    [
      'newsletterForm',
      [
        { type: 'CHANGE', email: 'ada@example.com' },
        { type: 'CHANGE', email: 'not-an-email' },
        { type: 'BLUR' },
        { type: 'SUBMIT' },
        { type: 'SET_PATHNAME', pathname: '/products/bague-treize' },
      ],
    ],
    ['newsletterPopup', [{ type: 'PRIVACY_CHOSEN' }, { type: 'CLOSE' }, { type: 'SUBSCRIBED' }]],
    [
      'contactForm',
      [
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
      ],
    ],
    [
      'cartDrawer',
      [
        { type: 'OPEN' },
        { type: 'CLOSE' },
        { type: 'CLICK_OUTSIDE' },
        { type: 'CLICK_LINK' },
        { type: 'ADD_TO_CART_STARTED' },
        { type: 'ADD_TO_CART_FINISHED' },
      ],
    ],
    ['cartNote', [{ type: 'CHANGE', note: 'Gift wrap, please' }]],
    [
      'cartLine',
      [
        { type: 'INCREASE' },
        { type: 'DECREASE' },
        { type: 'REMOVE' },
        { type: 'SYNC', quantity: 3 },
      ],
    ],
    ['consent', [{ type: 'ACCEPT' }, { type: 'REFUSE' }]],
    ['mobileMenu', [{ type: 'TOGGLE' }, { type: 'CLOSE' }]],
    [
      'localeSwitch',
      [
        {
          type: 'SWITCH',
          newLocale: {
            language: 'en',
            country: 'US',
            pathPrefix: '/en-us',
            label: 'United States (USD)',
            currency: 'USD',
          },
          pathname: '/products/bague-treize',
          search: '?Couleur=Or',
        },
        {
          type: 'SWITCH',
          newLocale: {
            language: 'fr',
            country: 'FR',
            pathPrefix: '',
            label: 'France (EUR)',
            currency: 'EUR',
          },
          pathname: '/en-us/products/bague-treize',
          search: '',
        },
        { type: 'SWITCH', newLocale: null, pathname: '/', search: '' },
      ],
    ],
    [
      'wishlist',
      [
        { type: 'TOGGLE', productId: 'gid://shopify/Product/1' },
        {
          type: 'STORED_IDS_CHANGED',
          ids: ['gid://shopify/Product/2', 'gid://shopify/Product/fail'],
        },
      ],
    ],
    [
      'wishlistDrawer',
      [{ type: 'OPEN' }, { type: 'CLOSE' }, { type: 'CLICK_OUTSIDE' }, { type: 'CLICK_LINK' }],
    ],
    ['clipboard', [{ type: 'COPY', text: 'ATELIER13' }]],
    [
      'video',
      [
        { type: 'VISIBILITY_CHANGED', ratio: 0.1 },
        { type: 'VISIBILITY_CHANGED', ratio: 0.09 },
        { type: 'TOGGLE_MUTE' },
      ],
    ],
  ])('%s offers these example events, in this order', async (id, examples) => {
    const scenario = await freshScenario(id);
    expect(scenario.events.map((event) => event.example)).toEqual(examples);
  });

  it('names the three locales of behaviour §9 and the failure word', async () => {
    const { QA_FAILURE_WORD, QA_LOCALES } = await loadQa();
    expect(QA_LOCALES).toEqual({
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
    });
    expect(QA_FAILURE_WORD).toBe('fail');
  });

  it('creates the scenarios once for the stepper, one per machine', async () => {
    const { qaScenarios } = await loadQa();
    expect(qaScenarios.map((scenario) => scenario.id)).toEqual([
      'accordion',
      'newsletterForm',
      'newsletterPopup',
      'contactForm',
      'cartDrawer',
      'cartNote',
      'cartLine',
      'consent',
      'mobileMenu',
      'localeSwitch',
      'wishlist',
      'wishlistDrawer',
      'clipboard',
      'video',
    ]);
  });
});

describe('qaScenarios fake effects', FIRST_IMPORT_TIMEOUT, () => {
  // The stepper runs without a network: any request a machine's own effect sends is caught here.
  const fetch = vi.fn(async () => Response.error());

  beforeEach(() => {
    fetch.mockClear();
    vi.stubGlobal('fetch', fetch);
  });

  afterEach(() => {
    expect(fetch).not.toHaveBeenCalled();
    vi.restoreAllMocks();
    vi.unstubAllGlobals();
  });

  it.each([
    ['ada@example.com', 'success', 'NEWSLETTER_SUCCESS'],
    ['already@example.com', 'error', 'NEWSLETTER_ALREADY_SUBSCRIBED'],
    ['rejected@example.com', 'error', 'NEWSLETTER_ERROR'],
    ['ada@fail.example', 'error', 'ERROR'],
  ])('the newsletter form answers %s with %s %s', async (email, state, message) => {
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    const { actor } = startScenario(await freshScenario('newsletterForm'));
    expect(actor.getSnapshot().context.pathname).toBe('/');
    actor.send({ type: 'CHANGE', email });
    actor.send({ type: 'SUBMIT' });
    await flushPromises();
    expect(actor.getSnapshot().value).toBe(state);
    expect(actor.getSnapshot().context.message).toBe(message);
  });

  it('the newsletter form logs the thrown failure of an address containing "fail"', async () => {
    const consoleError = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    const { actor } = startScenario(await freshScenario('newsletterForm'));
    actor.send({ type: 'CHANGE', email: 'ada@fail.example' });
    actor.send({ type: 'SUBMIT' });
    await flushPromises();
    expect(consoleError).toHaveBeenCalledWith(
      '[@treize/machines] Newsletter sign-up failed',
      'Network unreachable',
    );
  });

  it('the pop-up waits for 500 ms (a refused choice is stored), and stays closed once closed', async () => {
    const scenario = await freshScenario('newsletterPopup');
    const first = startScenario(scenario);
    await flushPromises();
    expect(first.actor.getSnapshot().value).toBe('waiting');
    first.clock.increment(499);
    expect(first.actor.getSnapshot().value).toBe('waiting');
    first.clock.increment(1);
    expect(first.actor.getSnapshot().value).toBe('visible');
    first.actor.send({ type: 'CLOSE' });

    const second = startScenario(scenario);
    await flushPromises();
    expect(second.actor.getSnapshot().value).toBe('dismissed');
  });

  it.each([
    ['ada@example.com', 'success'],
    ['ada@fail.example', 'error'],
  ])('the contact form sends %s and toasts %s 500 ms later', async (email, outcome) => {
    const consoleError = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    const { actor, clock } = startScenario(await freshScenario('contactForm'));
    const toasts: unknown[] = [];
    actor.on('*', (emitted) => toasts.push(emitted));
    actor.send({ type: 'OPEN' });
    actor.send({ type: 'CHANGE', field: 'firstName', value: 'Ada' });
    actor.send({ type: 'CHANGE', field: 'lastName', value: 'Lovelace' });
    actor.send({ type: 'CHANGE', field: 'email', value: email });
    actor.send({ type: 'SUBMIT', fields: { language: 'fr', pathname: '/' } });
    await flushPromises();
    expect(actor.getSnapshot().context.outcome).toBe(outcome);
    clock.increment(500);
    expect(actor.getSnapshot().value).toBe('closed');
    expect(toasts).toEqual([expect.objectContaining({ type: 'toast', outcome })]);
    if (outcome === 'error') {
      expect(consoleError).toHaveBeenCalledWith(
        '[@treize/machines] Contact request failed',
        'Contact request failed with status 500',
      );
    } else {
      expect(consoleError).not.toHaveBeenCalled();
    }
  });

  it('the cart note starts empty and saves the note 1000 ms after the change', async () => {
    const { actor, clock } = startScenario(await freshScenario('cartNote'));
    expect(actor.getSnapshot().context).toEqual({ note: '', savedNote: '' });
    actor.send({ type: 'CHANGE', note: 'Gift wrap, please' });
    clock.increment(1000);
    await flushPromises();
    expect(actor.getSnapshot().value).toBe('idle');
    expect(actor.getSnapshot().context.savedNote).toBe('Gift wrap, please');
  });

  it('the cart line starts at quantity 1, updates and removes without a network', async () => {
    const scenario = await freshScenario('cartLine');
    const { actor } = startScenario(scenario);
    expect(actor.getSnapshot().context).toEqual({
      lineId: 'gid://shopify/CartLine/1',
      quantity: 1,
      pendingQuantity: null,
    });
    expect(actor.getSnapshot().can({ type: 'DECREASE' })).toBe(false);
    actor.send({ type: 'INCREASE' });
    await flushPromises();
    expect(actor.getSnapshot().value).toBe('idle');
    expect(actor.getSnapshot().context.quantity).toBe(2);
    actor.send({ type: 'REMOVE' });
    await flushPromises();
    expect(actor.getSnapshot().value).toBe('removed');
  });

  it('the consent notice shows until a choice, which the scenario remembers', async () => {
    const scenario = await freshScenario('consent');
    const first = startScenario(scenario);
    await flushPromises();
    expect(first.actor.getSnapshot().context).toEqual({
      privacyChoice: null,
      analyticsConsent: false,
      isNoticeVisible: true,
    });
    first.actor.send({ type: 'ACCEPT' });
    first.clock.increment(10000);
    await flushPromises();
    expect(first.actor.getSnapshot().context.analyticsConsent).toBe(true);

    const second = startScenario(scenario);
    await flushPromises();
    expect(second.actor.getSnapshot().context).toEqual({
      privacyChoice: 'accepted',
      analyticsConsent: true,
      isNoticeVisible: false,
    });
  });

  it('a refusal is stored as `refused`, and read back with the notice shown again', async () => {
    const scenario = await freshScenario('consent');
    const first = startScenario(scenario);
    await flushPromises();
    first.actor.send({ type: 'REFUSE' });
    expect(first.actor.getSnapshot().context.isNoticeVisible).toBe(false);

    const second = startScenario(scenario);
    await flushPromises();
    expect(second.actor.getSnapshot().context).toEqual({
      privacyChoice: 'refused',
      analyticsConsent: false,
      isNoticeVisible: true,
    });
  });

  it('the locale switch starts in French and switches to the United States', async () => {
    const { actor } = startScenario(await freshScenario('localeSwitch'));
    const fr = {
      language: 'fr',
      country: 'FR',
      pathPrefix: '',
      label: 'France (EUR)',
      currency: 'EUR',
    };
    const enUs = {
      language: 'en',
      country: 'US',
      pathPrefix: '/en-us',
      label: 'United States (USD)',
      currency: 'USD',
    };
    expect(actor.getSnapshot().context.currentLocale).toEqual(fr);
    actor.send({
      type: 'SWITCH',
      newLocale: enUs,
      pathname: '/products/bague-treize',
      search: '',
    });
    await flushPromises();
    expect(actor.getSnapshot().value).toBe('idle');
    expect(actor.getSnapshot().context).toEqual({
      currentLocale: enUs,
      pendingLocale: null,
      error: null,
    });
  });

  it('the wishlist starts empty, looks products up, and fails on an id containing "fail", leaving the browser storage alone', async () => {
    const consoleError = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    // A product stored by the shop in this browser: the scenario must neither read nor replace it.
    const setItem = vi.fn();
    vi.stubGlobal('localStorage', { getItem: () => '["gid://shopify/Product/9"]', setItem });
    const { actor } = startScenario(await freshScenario('wishlist'));
    expect(actor.getSnapshot().value).toBe('idle');
    expect(actor.getSnapshot().context.ids).toEqual([]);

    actor.send({ type: 'TOGGLE', productId: 'gid://shopify/Product/1' });
    await flushPromises();
    expect(actor.getSnapshot().context.products).toEqual([
      {
        id: 'gid://shopify/Product/1',
        handle: '1',
        title: 'Demo product gid://shopify/Product/1',
      },
    ]);

    actor.send({ type: 'STORED_IDS_CHANGED', ids: ['gid://shopify/Product/2', 'Product/fail'] });
    await flushPromises();
    expect(actor.getSnapshot().context.error).toBe('Failed to fetch products');
    expect(consoleError).toHaveBeenCalledWith(
      '[@treize/machines] Wishlist lookup failed',
      'Failed to fetch products',
    );
    expect(setItem).not.toHaveBeenCalled();
  });

  it('the clipboard raises its flag without the system clipboard', async () => {
    const { actor } = startScenario(await freshScenario('clipboard'));
    actor.send({ type: 'COPY', text: 'ATELIER13' });
    await flushPromises();
    expect(actor.getSnapshot().value).toBe('copied');
  });
});
