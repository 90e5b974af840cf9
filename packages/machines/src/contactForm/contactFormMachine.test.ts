import { createActor, fromPromise } from 'xstate';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { flushPromises, startWithClock } from '../testing/harness.js';
import { EMAIL_INVALID, FIRST_NAME_INVALID, LAST_NAME_INVALID } from '../validation/validation.js';
import type { ContactToast } from './contactFormMachine.js';
import {
  CONTACT_TOAST_DURATION_MS,
  contactFieldError,
  contactFormMachine,
} from './contactFormMachine.js';

const HIDDEN_FIELDS = {
  language: 'fr',
  currency: 'EUR',
  product: 'Bague Treize',
  pathname: '/products/bague',
};

function startContact(answer: () => Promise<void>) {
  const post = vi.fn<(fields: Record<string, string>) => Promise<void>>(() => answer());
  const machine = contactFormMachine.provide({
    actors: { postContact: fromPromise<void, Record<string, string>>(({ input }) => post(input)) },
    actions: { logContactFailure: () => undefined },
  });
  const started = startWithClock(machine);
  const toasts: ContactToast[] = [];
  started.actor.on('toast', (toast) => toasts.push(toast));
  started.actor.send({ type: 'OPEN' });
  return { ...started, post, toasts };
}

function fillValidForm(actor: ReturnType<typeof startContact>['actor']) {
  actor.send({ type: 'CHANGE', field: 'firstName', value: 'Ada' });
  actor.send({ type: 'CHANGE', field: 'lastName', value: 'Lovelace' });
  actor.send({ type: 'CHANGE', field: 'email', value: 'ada@example.com' });
}

describe('contactFormMachine', () => {
  it('opens from closed on the button', () => {
    const { actor } = startContact(async () => undefined);
    expect(actor.getSnapshot().value).toBe('open');
    actor.send({ type: 'CLOSE' });
    expect(actor.getSnapshot().value).toBe('closed');
  });

  describe('blur validation', () => {
    it.each([
      ['firstName', 'Ada3', FIRST_NAME_INVALID],
      ['lastName', '@@', LAST_NAME_INVALID],
      ['email', 'ada@', EMAIL_INVALID],
    ] as const)('shows the error of %s when non-empty and invalid', (field, value, code) => {
      const { actor } = startContact(async () => undefined);
      actor.send({ type: 'CHANGE', field, value });
      actor.send({ type: 'BLUR', field });
      expect(actor.getSnapshot().context.errors).toEqual({ [field]: code });
    });

    it('shows nothing for an empty field', () => {
      const { actor } = startContact(async () => undefined);
      actor.send({ type: 'BLUR', field: 'email' });
      expect(actor.getSnapshot().context.errors).toEqual({});
      expect(contactFieldError('firstName', '  ')).toBeNull();
    });

    it('clears the error once the field is corrected', () => {
      const { actor } = startContact(async () => undefined);
      actor.send({ type: 'CHANGE', field: 'email', value: 'ada@' });
      actor.send({ type: 'BLUR', field: 'email' });
      actor.send({ type: 'CHANGE', field: 'email', value: 'ada@example.com' });
      actor.send({ type: 'BLUR', field: 'email' });
      expect(actor.getSnapshot().context.errors).toEqual({});
    });
  });

  it('requires firstName, lastName and email before it submits', () => {
    const { actor } = startContact(async () => undefined);
    actor.send({ type: 'CHANGE', field: 'firstName', value: 'Ada' });
    actor.send({ type: 'CHANGE', field: 'lastName', value: 'Lovelace' });
    expect(actor.getSnapshot().can({ type: 'SUBMIT', fields: HIDDEN_FIELDS })).toBe(false);
    actor.send({ type: 'CHANGE', field: 'email', value: 'ada@example.com' });
    expect(actor.getSnapshot().can({ type: 'SUBMIT', fields: HIDDEN_FIELDS })).toBe(true);
  });

  it('posts every field, the validated ones from the form state', () => {
    const { actor, post } = startContact(() => new Promise(() => undefined));
    fillValidForm(actor);
    actor.send({ type: 'SUBMIT', fields: { ...HIDDEN_FIELDS, phone: '', textContent: 'Bonjour' } });
    expect(actor.getSnapshot().value).toBe('submitting');
    expect(post).toHaveBeenCalledWith({
      ...HIDDEN_FIELDS,
      phone: '',
      textContent: 'Bonjour',
      firstName: 'Ada',
      lastName: 'Lovelace',
      email: 'ada@example.com',
    });
  });

  it('shows the success toast 500 ms after the answer, then closes and clears the form', async () => {
    const { actor, clock, toasts } = startContact(async () => undefined);
    fillValidForm(actor);
    actor.send({ type: 'SUBMIT', fields: HIDDEN_FIELDS });
    await flushPromises();
    clock.increment(499);
    expect(toasts).toEqual([]);
    expect(actor.getSnapshot().value).toBe('succeeded');
    clock.increment(1);
    expect(toasts).toEqual([
      {
        type: 'toast',
        outcome: 'success',
        message: 'forms.success',
        durationMs: 35_000_000,
      },
    ]);
    expect(actor.getSnapshot().value).toBe('closed');
    expect(actor.getSnapshot().context.values).toEqual({ firstName: '', lastName: '', email: '' });
  });

  it('shows the error toast 500 ms after a failure, then closes', async () => {
    const { actor, clock, toasts } = startContact(async () => {
      throw new Error('Contact request failed with status 500');
    });
    fillValidForm(actor);
    actor.send({ type: 'SUBMIT', fields: HIDDEN_FIELDS });
    await flushPromises();
    clock.increment(500);
    expect(toasts.map((toast) => toast.message)).toEqual(['forms.error']);
    expect(actor.getSnapshot().value).toBe('closed');
    expect(actor.getSnapshot().context.outcome).toBe('error');
  });

  it('keeps contact toasts up for 35,000,000 ms', () => {
    expect(CONTACT_TOAST_DURATION_MS).toBe(35_000_000);
  });
});

describe('contactFormMachine submit guard', () => {
  it.each([
    ['a first name of spaces only', 'firstName', '   '],
    ['a last name of spaces only', 'lastName', '   '],
    ['an email not yet checked on blur', 'email', 'ada@example'],
    ['a first name with digits not yet checked on blur', 'firstName', 'Ada1'],
  ] as const)('stays disabled with %s', (_, field, value) => {
    const { actor } = startContact(async () => undefined);
    fillValidForm(actor);
    actor.send({ type: 'CHANGE', field, value });
    expect(actor.getSnapshot().context.errors).toEqual({});
    expect(actor.getSnapshot().can({ type: 'SUBMIT', fields: HIDDEN_FIELDS })).toBe(false);
  });
});

describe('contactFormMachine outcome', () => {
  it('records the outcome once the dialog has closed and forgets it when the dialog reopens', async () => {
    const { actor, clock } = startContact(async () => undefined);
    fillValidForm(actor);
    actor.send({ type: 'SUBMIT', fields: HIDDEN_FIELDS });
    await flushPromises();
    clock.increment(500);
    expect(actor.getSnapshot().context.outcome).toBe('success');
    actor.send({ type: 'OPEN' });
    expect(actor.getSnapshot().context.outcome).toBeNull();
  });
});

describe('contactFormMachine with its own effects', () => {
  afterEach(() => {
    vi.unstubAllGlobals();
    vi.restoreAllMocks();
  });

  function startWithContactEndpoint(status: number) {
    const fetchMock = vi.fn<typeof fetch>(async () => new Response(null, { status }));
    vi.stubGlobal('fetch', fetchMock);
    const actor = createActor(contactFormMachine);
    const toasts: string[] = [];
    actor.on('toast', (toast) => toasts.push(toast.message));
    actor.start();
    actor.send({ type: 'OPEN' });
    fillValidForm(actor);
    actor.send({ type: 'SUBMIT', fields: HIDDEN_FIELDS });
    return { actor, fetchMock, toasts };
  }

  it('posts every field as multipart to /api/contact', async () => {
    const { fetchMock } = startWithContactEndpoint(200);
    await flushPromises();
    const [url, init] = fetchMock.mock.calls[0] ?? [];
    expect(url).toBe('/api/contact');
    expect(init?.method).toBe('POST');
    expect(init?.body instanceof FormData && Object.fromEntries(init.body)).toEqual({
      ...HIDDEN_FIELDS,
      firstName: 'Ada',
      lastName: 'Lovelace',
      email: 'ada@example.com',
    });
  });

  it('logs a refused request for the developers and shows the error toast', async () => {
    const consoleError = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    vi.useFakeTimers();
    try {
      const { actor, toasts } = startWithContactEndpoint(500);
      await vi.advanceTimersByTimeAsync(500);
      expect(consoleError).toHaveBeenCalledWith(
        '[@treize/machines] Contact request failed',
        'Contact request failed with status 500',
      );
      expect(toasts).toEqual(['forms.error']);
      expect(actor.getSnapshot().value).toBe('closed');
    } finally {
      vi.useRealTimers();
    }
  });
});
