import { createActor, fromPromise } from 'xstate';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { LocaleSwitchSubmission } from '../effects/api.js';
import { flushPromises, startWithClock } from '../testing/harness.js';
import { cartFormSent, stubCartRoute } from '../testing/cartRoute.js';
import { NEW_LOCALE_REQUIRED, localeSwitchMachine } from './localeSwitchMachine.js';

const fr = { language: 'fr', country: 'FR', pathPrefix: '' };
const enUs = { language: 'en', country: 'US', pathPrefix: '/en-us' };
const enFr = { language: 'en', country: 'FR', pathPrefix: '/en-fr' };

function startSwitch(answer: () => Promise<void> = async () => undefined) {
  const submit = vi.fn<(input: LocaleSwitchSubmission) => Promise<void>>(() => answer());
  const machine = localeSwitchMachine.provide({
    actors: {
      submitLocaleSwitch: fromPromise<void, LocaleSwitchSubmission>(({ input }) => submit(input)),
    },
    actions: { logSwitchFailure: () => undefined },
  });
  return { ...startWithClock(machine, { currentLocale: enUs }), submit };
}

describe('localeSwitchMachine', () => {
  it('ignores the current locale', () => {
    const { actor, submit } = startSwitch();
    const event = {
      type: 'SWITCH',
      newLocale: { ...enUs },
      pathname: '/en-us',
      search: '',
    } as const;
    expect(actor.getSnapshot().can(event)).toBe(false);
    actor.send(event);
    expect(submit).not.toHaveBeenCalled();
  });

  it('submits a locale of the same country in another language', () => {
    const { actor, submit } = startSwitch();
    actor.send({ type: 'SWITCH', newLocale: enFr, pathname: '/en-us', search: '' });
    const fromEnFr = startWithClock(
      localeSwitchMachine.provide({
        actors: {
          submitLocaleSwitch: fromPromise<void, LocaleSwitchSubmission>(({ input }) =>
            submit(input),
          ),
        },
      }),
      { currentLocale: enFr },
    );
    fromEnFr.actor.send({ type: 'SWITCH', newLocale: fr, pathname: '/en-fr/cart', search: '' });
    expect(submit).toHaveBeenLastCalledWith({ countryCode: 'FR', redirectTo: '/cart' });
    expect(fromEnFr.actor.getSnapshot().value).toBe('submitting');
    expect(actor.getSnapshot().value).toBe('submitting');
  });

  it('fails with "newLocale is required" without a locale', () => {
    const { actor, submit } = startSwitch();
    actor.send({ type: 'SWITCH', newLocale: null, pathname: '/en-us', search: '' });
    expect(actor.getSnapshot().context.error).toBe(NEW_LOCALE_REQUIRED);
    expect(NEW_LOCALE_REQUIRED).toBe('newLocale is required');
    expect(submit).not.toHaveBeenCalled();
  });

  it('submits the buyer-identity update with prefix + path without locale + query', async () => {
    const { actor, submit } = startSwitch();
    actor.send({
      type: 'SWITCH',
      newLocale: enFr,
      pathname: '/en-us/products/bague',
      search: '?Couleur=Or',
    });
    expect(actor.getSnapshot().value).toBe('submitting');
    expect(submit).toHaveBeenCalledWith({
      countryCode: 'FR',
      redirectTo: '/en-fr/products/bague?Couleur=Or',
    });
    await flushPromises();
    expect(actor.getSnapshot().context).toMatchObject({
      currentLocale: enFr,
      pendingLocale: null,
      error: null,
    });
  });

  it('redirects to the unprefixed path for the default locale', () => {
    const { actor, submit } = startSwitch();
    actor.send({ type: 'SWITCH', newLocale: fr, pathname: '/en-us/cart', search: '' });
    expect(submit).toHaveBeenCalledWith({ countryCode: 'FR', redirectTo: '/cart' });
  });

  it('keeps the current locale and records the message when the submission fails', async () => {
    const { actor } = startSwitch(async () => {
      throw new Error('Cart action BuyerIdentityUpdate failed with status 500');
    });
    actor.send({ type: 'SWITCH', newLocale: fr, pathname: '/', search: '' });
    await flushPromises();
    expect(actor.getSnapshot().context).toMatchObject({
      currentLocale: enUs,
      error: 'Cart action BuyerIdentityUpdate failed with status 500',
    });
  });
});

describe('localeSwitchMachine with its own effects', () => {
  afterEach(() => {
    vi.unstubAllGlobals();
    vi.restoreAllMocks();
  });

  function switchWithCartRoute(status: number) {
    const cartRoute = stubCartRoute(status);
    const actor = createActor(localeSwitchMachine, { input: { currentLocale: enUs } });
    actor.start();
    actor.send({
      type: 'SWITCH',
      newLocale: enFr,
      pathname: '/en-us/products/bague',
      search: '?x=1',
    });
    return { actor, cartRoute };
  }

  it('posts the buyer-identity update and the redirect path to the cart index', async () => {
    const { actor, cartRoute } = switchWithCartRoute(200);
    await flushPromises();
    expect(cartFormSent(cartRoute)).toEqual({
      url: '/cart?index',
      method: 'POST',
      cartFormInput: {
        action: 'BuyerIdentityUpdate',
        inputs: { buyerIdentity: { countryCode: 'FR' } },
      },
    });
    const body = cartRoute.mock.calls[0]?.[1]?.body;
    expect(body instanceof FormData && body.get('redirectTo')).toBe('/en-fr/products/bague?x=1');
    expect(actor.getSnapshot().context).toMatchObject({ currentLocale: enFr, pendingLocale: null });
  });

  it('logs a switch the cart route refused, for the developers', async () => {
    const consoleError = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    const { actor } = switchWithCartRoute(500);
    await flushPromises();
    expect(consoleError).toHaveBeenCalledWith(
      '[@treize/machines] Locale switch failed',
      'Cart action BuyerIdentityUpdate failed with status 500',
    );
    expect(actor.getSnapshot().context).toMatchObject({ currentLocale: enUs, pendingLocale: null });
  });
});
