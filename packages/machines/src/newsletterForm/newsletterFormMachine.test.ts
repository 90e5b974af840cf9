import { createActor, fromPromise } from 'xstate';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { NewsletterOutcome, NewsletterSubmission } from '../effects/api.js';
import { deferred, flushPromises, startWithClock } from '../testing/harness.js';
import { EMAIL_INVALID } from '../validation/validation.js';
import {
  ERROR,
  NEWSLETTER_ALREADY_SUBSCRIBED,
  NEWSLETTER_ERROR,
  NEWSLETTER_MESSAGE_MS,
  NEWSLETTER_SUCCESS,
  newsletterFormMachine,
} from './newsletterFormMachine.js';

function startForm(answer: () => Promise<NewsletterOutcome>) {
  const post = vi.fn<(submission: NewsletterSubmission) => Promise<NewsletterOutcome>>(() =>
    answer(),
  );
  const logSubscribeFailure = vi.fn();
  const machine = newsletterFormMachine.provide({
    actors: {
      postNewsletter: fromPromise<NewsletterOutcome, NewsletterSubmission>(({ input }) =>
        post(input),
      ),
    },
    actions: { logSubscribeFailure },
  });
  return {
    ...startWithClock(machine, { pathname: '/en-us/products/bague' }),
    post,
    logSubscribeFailure,
  };
}

async function submitValidEmail(answer: () => Promise<NewsletterOutcome>) {
  const started = startForm(answer);
  started.actor.send({ type: 'CHANGE', email: 'ada@example.com' });
  started.actor.send({ type: 'SUBMIT' });
  await flushPromises();
  return started;
}

describe('newsletterFormMachine', () => {
  it('shows messages for 5000 ms', () => {
    expect(NEWSLETTER_MESSAGE_MS).toBe(5000);
  });

  describe('on blur', () => {
    it('shows EMAIL_INVALID when the field is non-empty and invalid', () => {
      const { actor } = startForm(async () => 'subscribed');
      actor.send({ type: 'CHANGE', email: 'ada@' });
      actor.send({ type: 'BLUR' });
      expect(actor.getSnapshot().context.emailError).toBe(EMAIL_INVALID);
    });

    it('shows no error for an empty field', () => {
      const { actor } = startForm(async () => 'subscribed');
      actor.send({ type: 'BLUR' });
      expect(actor.getSnapshot().context.emailError).toBeNull();
    });

    it('shows no error for a valid address', () => {
      const { actor } = startForm(async () => 'subscribed');
      actor.send({ type: 'CHANGE', email: 'ada@example.com' });
      actor.send({ type: 'BLUR' });
      expect(actor.getSnapshot().context.emailError).toBeNull();
    });
  });

  describe('submit', () => {
    it('is disabled while an email error shows', () => {
      const { actor } = startForm(async () => 'subscribed');
      actor.send({ type: 'CHANGE', email: 'ada@' });
      actor.send({ type: 'BLUR' });
      expect(actor.getSnapshot().can({ type: 'SUBMIT' })).toBe(false);
      actor.send({ type: 'CHANGE', email: 'ada@example.com' });
      expect(actor.getSnapshot().can({ type: 'SUBMIT' })).toBe(true);
    });

    it('is disabled while a message shows', async () => {
      const { actor } = await submitValidEmail(async () => 'subscribed');
      actor.send({ type: 'CHANGE', email: 'grace@example.com' });
      expect(actor.getSnapshot().can({ type: 'SUBMIT' })).toBe(false);
    });

    it('goes idle → loading and posts the email with the page path', async () => {
      const answer = deferred<NewsletterOutcome>();
      const { actor, post } = startForm(() => answer.promise);
      actor.send({ type: 'CHANGE', email: ' ada@example.com ' });
      actor.send({ type: 'SUBMIT' });
      expect(actor.getSnapshot().value).toBe('loading');
      expect(post).toHaveBeenCalledWith({
        email: 'ada@example.com',
        pathname: '/en-us/products/bague',
      });
    });

    it('sends the path set after a navigation', async () => {
      const { actor, post } = startForm(async () => 'subscribed');
      actor.send({ type: 'SET_PATHNAME', pathname: '/' });
      actor.send({ type: 'CHANGE', email: 'ada@example.com' });
      actor.send({ type: 'SUBMIT' });
      expect(post).toHaveBeenCalledWith({ email: 'ada@example.com', pathname: '/' });
    });
  });

  describe('outcomes', () => {
    it('shows NEWSLETTER_SUCCESS in the success state and clears the form', async () => {
      const { actor } = await submitValidEmail(async () => 'subscribed');
      expect(actor.getSnapshot().value).toBe('success');
      expect(actor.getSnapshot().context).toMatchObject({ message: NEWSLETTER_SUCCESS, email: '' });
    });

    it('shows NEWSLETTER_ERROR when the endpoint answers not ok, and clears the form', async () => {
      const { actor } = await submitValidEmail(async () => 'rejected');
      expect(actor.getSnapshot().value).toBe('error');
      expect(actor.getSnapshot().context).toMatchObject({ message: NEWSLETTER_ERROR, email: '' });
    });

    it('shows the already-subscribed message', async () => {
      const { actor } = await submitValidEmail(async () => 'alreadySubscribed');
      expect(actor.getSnapshot().context.message).toBe(NEWSLETTER_ALREADY_SUBSCRIBED);
    });

    it('shows ERROR and logs when the request throws', async () => {
      const { actor, logSubscribeFailure } = await submitValidEmail(async () => {
        throw new Error('offline');
      });
      expect(actor.getSnapshot().context).toMatchObject({ message: ERROR, email: '' });
      expect(logSubscribeFailure).toHaveBeenCalledTimes(1);
    });

    it('replaces the field for exactly 5000 ms', async () => {
      const { actor, clock } = await submitValidEmail(async () => 'subscribed');
      clock.increment(4999);
      expect(actor.getSnapshot().context.message).toBe(NEWSLETTER_SUCCESS);
      clock.increment(1);
      expect(actor.getSnapshot().value).toBe('idle');
      expect(actor.getSnapshot().context.message).toBeNull();
    });
  });
});

describe('newsletterFormMachine, behaviour §8 message keys and §4 timing', () => {
  it.each([
    ['subscribed', 'success', 'NEWSLETTER_SUCCESS'],
    ['alreadySubscribed', 'error', 'NEWSLETTER_ALREADY_SUBSCRIBED'],
    ['rejected', 'error', 'NEWSLETTER_ERROR'],
  ] as const)(
    'answers %s with %s and %s for 5000 ms, the form cleared, then the field again',
    async (outcome, state, message) => {
      const { actor, clock } = await submitValidEmail(async () => outcome);
      expect(actor.getSnapshot().value).toBe(state);
      expect(actor.getSnapshot().context).toMatchObject({ message, email: '' });
      clock.increment(4999);
      expect(actor.getSnapshot().context.message).toBe(message);
      clock.increment(1);
      expect(actor.getSnapshot().value).toBe('idle');
      expect(actor.getSnapshot().context.message).toBeNull();
    },
  );

  it('answers a request that throws with ERROR for 5000 ms, then the field again', async () => {
    const { actor, clock } = await submitValidEmail(async () => {
      throw new Error('offline');
    });
    expect(actor.getSnapshot().value).toBe('error');
    expect(actor.getSnapshot().context).toMatchObject({ message: 'ERROR', email: '' });
    clock.increment(4999);
    expect(actor.getSnapshot().context.message).toBe('ERROR');
    clock.increment(1);
    expect(actor.getSnapshot().value).toBe('idle');
    expect(actor.getSnapshot().context.message).toBeNull();
  });
});

describe('newsletterFormMachine field checks', () => {
  it.each([
    ['empty', ''],
    ['not yet checked on blur', 'ada@example'],
  ])('keeps submit disabled while the address is %s', (_, email) => {
    const { actor } = startForm(async () => 'subscribed');
    actor.send({ type: 'CHANGE', email });
    expect(actor.getSnapshot().context.emailError).toBeNull();
    expect(actor.getSnapshot().can({ type: 'SUBMIT' })).toBe(false);
  });

  it('shows no error when the field holds only spaces', () => {
    const { actor } = startForm(async () => 'subscribed');
    actor.send({ type: 'CHANGE', email: '   ' });
    actor.send({ type: 'BLUR' });
    expect(actor.getSnapshot().context.emailError).toBeNull();
  });
});

describe('newsletterFormMachine with its own effects', () => {
  afterEach(() => {
    vi.unstubAllGlobals();
    vi.restoreAllMocks();
  });

  function submitToEndpoint(answer: () => Promise<Response>) {
    const fetchMock = vi.fn<typeof fetch>(answer);
    vi.stubGlobal('fetch', fetchMock);
    const actor = createActor(newsletterFormMachine, { input: { pathname: '/en-us' } });
    actor.start();
    actor.send({ type: 'CHANGE', email: 'ada@example.com' });
    actor.send({ type: 'SUBMIT' });
    return { actor, fetchMock };
  }

  it('posts the address and the page path as multipart to /api/subscribe', async () => {
    const { actor, fetchMock } = submitToEndpoint(async () => new Response(null, { status: 409 }));
    await flushPromises();
    const [url, init] = fetchMock.mock.calls[0] ?? [];
    expect(url).toBe('/api/subscribe');
    expect(init?.method).toBe('POST');
    expect(init?.body instanceof FormData && Object.fromEntries(init.body)).toEqual({
      email: 'ada@example.com',
      pathname: '/en-us',
    });
    expect(actor.getSnapshot().context.message).toBe('NEWSLETTER_ALREADY_SUBSCRIBED');
  });

  it('logs a request that throws, for the developers', async () => {
    const consoleError = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    const { actor } = submitToEndpoint(async () => {
      throw new TypeError('Failed to fetch');
    });
    await flushPromises();
    expect(consoleError).toHaveBeenCalledWith(
      '[@treize/machines] Newsletter sign-up failed',
      'Failed to fetch',
    );
    expect(actor.getSnapshot().context.message).toBe('ERROR');
  });
});
