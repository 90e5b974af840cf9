// @vitest-environment jsdom
import { act, cleanup, fireEvent, render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createRoutesStub } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { IDLE_FALLBACK_MS } from '../../lib/actors/whenIdle';
import { DEFAULT_LOCALE } from '../../lib/i18n/locales';
import { settle } from '../../test/settle';
import { Notices } from './Notices';
import type * as NoticeActors from './noticeActors';
// Imported here so the lazy pop-up resolves from the module cache: the 499 ms check then proves
// the wait, not a slow first transform; the machines' module likewise.
import './NewsletterPopup';
import './noticeActors';

// The real machines, counted as they start: the islands must not start one with nothing to do.
const started = vi.hoisted(() => ({ consent: 0, popup: 0 }));
vi.mock('./noticeActors', async (importOriginal) => {
  const original = await importOriginal<typeof NoticeActors>();
  return {
    ...original,
    startConsentActor: () => {
      started.consent += 1;
      return original.startConsentActor();
    },
    startNewsletterPopupActor: () => {
      started.popup += 1;
      return original.startNewsletterPopupActor();
    },
  };
});

function clearCookies() {
  for (const part of document.cookie.split(';')) {
    const name = part.split('=')[0]?.trim();
    if (name) document.cookie = `${name}=; Max-Age=0; Path=/`;
  }
}
afterEach(() => {
  cleanup();
  clearCookies();
  started.consent = 0;
  started.popup = 0;
});

const cookiesText = [
  {
    _type: 'block',
    _key: 'a',
    style: 'normal',
    markDefs: [],
    children: [
      { _type: 'span', _key: 'b', text: 'Nous mesurons l’audience avec votre accord.', marks: [] },
    ],
  },
];

function renderNotices(
  privacyChoice: 'accepted' | 'refused' | null,
  tagManager: { gaTrackingId: string; tagManagerScriptUrl: string } | null = null,
  popupAccepted = false,
) {
  const Stub = createRoutesStub([
    {
      id: 'root',
      path: '/',
      loader: () => ({
        locale: DEFAULT_LOCALE,
        layout: { sharedTexts: { general: { cookies: cookiesText } } },
        consent: { privacyChoice, popupAccepted },
        ...tagManager,
      }),
      Component: Notices,
    },
  ]);
  render(<Stub initialEntries={['/']} />);
}

describe('Notices (behaviour §4 Consent and notices)', () => {
  it('shows the notice with the editors’ text until the shopper accepts, then records accepted', async () => {
    renderNotices(null);
    const notice = await screen.findByRole('region', { name: 'Cookies et confidentialité' });
    expect(notice.textContent).toContain('Nous mesurons l’audience avec votre accord.');
    await act(() => Promise.resolve());
    await userEvent.click(screen.getByRole('button', { name: 'Accepter' }));
    await waitFor(() => expect(document.cookie).toContain('privacyPolicy=accepted'));
    expect(screen.queryByRole('region', { name: 'Cookies et confidentialité' })).toBeNull();
  });

  it('records refused and hides the notice for this page', async () => {
    renderNotices(null);
    await screen.findByRole('region', { name: 'Cookies et confidentialité' });
    await act(() => Promise.resolve());
    await userEvent.click(screen.getByRole('button', { name: 'Refuser' }));
    await waitFor(() => expect(document.cookie).toContain('privacyPolicy=refused'));
    expect(screen.queryByRole('region', { name: 'Cookies et confidentialité' })).toBeNull();
  });

  it('keeps an answer given before its machines run, and hides the notice at once', async () => {
    renderNotices(null);
    await screen.findByRole('region', { name: 'Cookies et confidentialité' });
    // No turn of the event loop between the render and the click: nothing has started yet.
    fireEvent.click(screen.getByRole('button', { name: 'Accepter' }));
    expect(screen.queryByRole('region', { name: 'Cookies et confidentialité' })).toBeNull();
    await waitFor(() => expect(document.cookie).toContain('privacyPolicy=accepted'));
  });

  it('keeps the notice away for a shopper whose cookie says accepted', async () => {
    document.cookie = 'privacyPolicy=accepted; Path=/';
    document.cookie = 'newsletterPopup=accepted; Path=/';
    // The analytics start only once the consent machine has read the cookie as accepted: their
    // tag manager script is the sign that the notice had every chance to appear.
    renderNotices(
      'accepted',
      {
        gaTrackingId: 'G-NOTICES',
        tagManagerScriptUrl: 'https://www.googletagmanager.com/gtag/js',
      },
      true,
    );
    await waitFor(() =>
      expect(document.querySelector('script[data-tag-manager="G-NOTICES"]')).not.toBeNull(),
    );
    expect(screen.queryByTestId('privacy-notice')).toBeNull();
  });

  it('starts no pop-up machine for a shopper who chose and already closed the pop-up', async () => {
    document.cookie = 'privacyPolicy=accepted; Path=/';
    document.cookie = 'newsletterPopup=accepted; Path=/';
    renderNotices('accepted', null, true);
    // The consent machine starts once the browser is idle, as the pop-up's did; a wait as long
    // again gives a second idle start every chance to happen.
    await waitFor(() => expect(started.consent).toBe(1));
    await act(() => new Promise((resolve) => setTimeout(resolve, IDLE_FALLBACK_MS)));
    await settle();
    expect(started.popup).toBe(0);
  });

  it('starts the pop-up machine once idle when a choice exists and the pop-up was never closed', async () => {
    document.cookie = 'privacyPolicy=refused; Path=/';
    renderNotices('refused');
    expect(
      await screen.findByRole('dialog', { name: 'La lettre de l’atelier' }, { timeout: 5_000 }),
    ).toBeTruthy();
    expect(started.popup).toBe(1);
  });
});

describe('the newsletter pop-up 500 ms after the privacy choice (behaviour §4, §9)', () => {
  afterEach(() => {
    vi.useRealTimers();
  });

  it.each(['Accepter', 'Refuser'])(
    'stays hidden 499 ms after “%s” and opens at 500 ms',
    async (choice) => {
      renderNotices(null);
      await screen.findByRole('region', { name: 'Cookies et confidentialité' });
      await settle();
      vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] });
      fireEvent.click(screen.getByRole('button', { name: choice }));
      await settle();
      await act(async () => {
        await vi.advanceTimersByTimeAsync(499);
      });
      await settle();
      expect(screen.queryByRole('dialog')).toBeNull();
      await act(async () => {
        await vi.advanceTimersByTimeAsync(1);
      });
      await settle(() => screen.queryByRole('dialog') !== null);
      expect(screen.getByRole('dialog', { name: 'La lettre de l’atelier' })).toBeTruthy();
    },
  );
});
