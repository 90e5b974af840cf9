// @vitest-environment jsdom
import { cleanup, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { createRoutesStub } from 'react-router';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { LOCALES } from '../../lib/i18n/locales';
import type { AccountValidation } from './accountValidation';

// Zod and the account schemas are not in an account page's first load. Each test gets
// fresh modules, so "not arrived yet" can be tested.
beforeEach(() => {
  vi.resetModules();
});

afterEach(() => {
  cleanup();
  vi.doUnmock('./accountValidation');
  vi.doUnmock('../../lib/account/accountSchemas');
  vi.doUnmock('../../lib/actors/whenIdle');
});

describe('an account form while its checks load', () => {
  let arrived: AccountValidation | undefined;
  let fetches = 0;

  beforeEach(() => {
    arrived = undefined;
    fetches = 0;
    // The form asks the loader; here the test decides when the schemas have arrived.
    vi.doMock('./accountValidation', () => ({
      loadAccountValidation: () => {
        fetches += 1;
        return new Promise(() => undefined);
      },
      loadedAccountValidation: () => arrived,
    }));
    // No idle time in these tests: a fetch starts only when the form is touched.
    vi.doMock('../../lib/actors/whenIdle', () => ({ whenIdle: () => () => undefined }));
  });

  async function renderLogin() {
    const { default: LoginRoute } = await import('../../routes/($locale).account.login');
    const action = vi.fn(() => ({ ok: false, errors: { form: 'Server says no' } }));
    const Stub = createRoutesStub([
      {
        id: 'root',
        path: '/',
        loader: () => ({ locale: LOCALES[1] }),
        HydrateFallback: () => null,
        children: [{ path: 'account/login', action, Component: LoginRoute as never }],
      },
    ]);
    const view = render(<Stub initialEntries={['/account/login']} />);
    const button = await screen.findByRole('button', { name: 'Sign in' });
    return { action, button, form: view.container.querySelector('form')! };
  }

  it('shows the form without fetching the schemas', async () => {
    await renderLogin();
    expect(fetches).toBe(0);
  });

  it('sends a submit made before the schemas arrive to the server, which checks it', async () => {
    const { action, button } = await renderLogin();
    fireEvent.click(button);
    await waitFor(() => expect(action).toHaveBeenCalledTimes(1));
    expect((await screen.findByRole('alert')).textContent).toBe('Server says no');
  });

  it('fetches the schemas when the shopper focuses a field or touches the form', async () => {
    const { form } = await renderLogin();
    fireEvent.focus(form.querySelector('input[name="email"]')!);
    expect(fetches).toBe(1);
    fireEvent.pointerDown(form);
    expect(fetches).toBe(2);
  });

  it('checks in the browser once they have arrived, and sends nothing wrong', async () => {
    const { action, button } = await renderLogin();
    arrived = await vi.importActual<AccountValidation>('../../lib/account/accountSchemas');
    fireEvent.click(button);
    expect((await screen.findByRole('alert')).textContent).toBe(
      'Please provide both an email address and a password.',
    );
    expect(action).not.toHaveBeenCalled();
  });
});

describe('the account checks’ loader', () => {
  let answer: { resolve: () => void; reject: (error: Error) => void } | undefined;
  let imports = 0;

  beforeEach(() => {
    answer = undefined;
    imports = 0;
    vi.doMock('../../lib/account/accountSchemas', async (original) => {
      imports += 1;
      const real = await original();
      await new Promise<void>((resolve, reject) => (answer = { resolve, reject }));
      return real;
    });
  });

  it('fetches the schemas once, however often it is asked', async () => {
    const { loadAccountValidation, loadedAccountValidation } = await import('./accountValidation');
    const first = loadAccountValidation();
    expect(loadAccountValidation()).toBe(first);
    expect(loadedAccountValidation()).toBeUndefined();
    await waitFor(() => expect(answer).toBeDefined());
    answer!.resolve();
    const schemas = await first;
    expect(loadedAccountValidation()).toBe(schemas);
    expect(typeof schemas.accountSchemas.login.safeParse).toBe('function');
    expect(imports).toBe(1);
  });

  it('forgets a failed fetch, so the next touch tries again', async () => {
    const { loadAccountValidation, loadedAccountValidation } = await import('./accountValidation');
    const first = loadAccountValidation();
    await waitFor(() => expect(answer).toBeDefined());
    answer!.reject(new Error('offline'));
    // Vitest wraps an error thrown while mocking; what matters is that the promise fails.
    await expect(first).rejects.toThrow();
    expect(loadedAccountValidation()).toBeUndefined();
    expect(loadAccountValidation()).not.toBe(first);
  });
});
