import { fromPromise } from 'xstate';
import { describe, expect, it, vi } from 'vitest';
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
