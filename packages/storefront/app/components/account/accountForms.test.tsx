// @vitest-environment jsdom
import { cleanup, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { createRoutesStub } from 'react-router';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import type { AccountActionData } from '../../lib/account/accountTypes';
import { LOCALES, type Locale } from '../../lib/i18n/locales';
import LoginRoute from '../../routes/($locale).account.login';
import RegisterRoute from '../../routes/($locale).account.register';
import { loadAccountValidation } from './accountValidation';
import { OrderStatus } from './OrderStatus';

afterEach(cleanup);

type RouteComponent = (props: never) => React.ReactNode;

/** Renders an account route under a root that gives it a locale, with a spy as its action. */
function renderRoute(Component: RouteComponent, locale: Locale, answer?: AccountActionData) {
  const action = vi.fn(() => answer ?? { ok: true, errors: {} });
  const Stub = createRoutesStub([
    {
      id: 'root',
      path: '/',
      loader: () => ({ locale }),
      HydrateFallback: () => null,
      children: [
        {
          path: 'account/login',
          action,
          Component: Component as never,
        },
        {
          path: 'account/register',
          action,
          Component: Component as never,
        },
      ],
    },
  ]);
  return { action, Stub };
}

describe('account forms in the browser', () => {
  // The schemas come after the first load; these tests check forms once they are here.
  beforeAll(() => loadAccountValidation());

  it('login: an empty form says the behaviour §5 message and sends nothing', async () => {
    const { action, Stub } = renderRoute(LoginRoute as RouteComponent, LOCALES[1]!);
    render(<Stub initialEntries={['/account/login']} />);
    fireEvent.click(await screen.findByRole('button', { name: 'Sign in' }));
    expect((await screen.findByRole('alert')).textContent).toBe(
      'Please provide both an email address and a password.',
    );
    expect(action).not.toHaveBeenCalled();
  });

  it('register: each field message shows below its field, in French on the French site', async () => {
    const { action, Stub } = renderRoute(RegisterRoute as RouteComponent, LOCALES[0]!);
    const { container } = render(<Stub initialEntries={['/account/register']} />);
    await screen.findByRole('button', { name: 'Créer mon compte' });
    fireEvent.change(container.querySelector('input[name="email"]')!, {
      target: { value: 'pas-une-adresse' },
    });
    fireEvent.change(container.querySelector('input[name="password"]')!, {
      target: { value: 'court' },
    });
    fireEvent.click(screen.getByRole('button', { name: 'Créer mon compte' }));
    const errors = await screen.findAllByRole('alert');
    expect(errors.map((e) => e.textContent)).toEqual([
      'Adresse e-mail invalide',
      'Le mot de passe doit contenir au moins 8 caractères',
      'Veuillez saisir à nouveau le mot de passe',
    ]);
    // Each message is tied to its field for assistive technology.
    const email = container.querySelector('input[name="email"]')!;
    expect(email.getAttribute('aria-invalid')).toBe('true');
    expect(document.getElementById(email.getAttribute('aria-describedby')!)?.textContent).toBe(
      'Adresse e-mail invalide',
    );
    expect(action).not.toHaveBeenCalled();
  });

  it('login: a valid form goes to the server, whose message shows above the fields', async () => {
    const { action, Stub } = renderRoute(LoginRoute as RouteComponent, LOCALES[1]!, {
      ok: false,
      errors: { form: 'Sorry. We did not recognize either your email address or password.' },
    });
    const { container } = render(<Stub initialEntries={['/account/login']} />);
    await screen.findByRole('button', { name: 'Sign in' });
    fireEvent.change(container.querySelector('input[name="email"]')!, {
      target: { value: 'camille@example.com' },
    });
    fireEvent.change(container.querySelector('input[name="password"]')!, {
      target: { value: 'treize-13-or' },
    });
    fireEvent.click(screen.getByRole('button', { name: 'Sign in' }));
    await waitFor(() => expect(action).toHaveBeenCalledTimes(1));
    expect((await screen.findByRole('alert')).textContent).toBe(
      'Sorry. We did not recognize either your email address or password.',
    );
  });
});

describe('fulfilment status labels (behaviour §4)', () => {
  function renderStatus(status: string, locale: Locale) {
    const Stub = createRoutesStub([
      {
        id: 'root',
        path: '/',
        loader: () => ({ locale }),
        HydrateFallback: () => null,
        Component: () => <OrderStatus status={status} />,
      },
    ]);
    render(<Stub initialEntries={['/']} />);
  }

  it.each([
    ['PENDING_FULFILLMENT', 1, 'Pending'],
    ['UNFULFILLED', 1, 'Unfulfilled'],
    ['READY_FOR_PICKUP', 1, 'Ready for pickup'],
    ['UNFULFILLED', 0, 'Non expédiée'],
    ['SOMETHING_NEW', 1, 'SOMETHING_NEW'],
  ] as const)('%s in locale %i reads "%s"', async (status, localeIndex, label) => {
    renderStatus(status, LOCALES[localeIndex]!);
    expect((await screen.findByText(label)).getAttribute('data-status')).toBe(status);
  });
});
