// @vitest-environment jsdom
import { act, cleanup, fireEvent, screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { AnyEventObject, AnyMachineSnapshot } from 'xstate';
import {
  newsletterPopupModel,
  uiModelPaths,
  walkPath,
  type ModelPath,
} from '@treize/machines/testing';
import { watchDocumentCookie } from '../../test/documentCookie';
import { renderUnderRoot } from '../../test/renderUnderRoot';
import { settle } from '../../test/settle';
import { IDLE_FALLBACK_MS } from '../../lib/actors/whenIdle';
import { Notices } from './Notices';
// In the module cache, so the machines start within the turns a step settles for.
import './noticeActors';
import '../newsletter/newsletterActor';
// Imported here so the lazy pop-up resolves from the module cache: the 499 ms check then proves
// the wait, not a slow first transform.
import './NewsletterPopup';

// Model-based test: the newsletterPopup machine generates the paths (every combination of the
// cookies a shopper arrives with, a privacy choice, the delay, closing or subscribing); the page's
// notices are tested against behaviour §4 and §9 (the pop-up appears 500 ms after a privacy choice
// exists unless its own cookie says 'accepted'; closing or subscribing keeps it away for 1 day),
// every number written here as the spec gives it.

const ONE_DAY_S = 86_400;

let cookies: ReturnType<typeof watchDocumentCookie> | undefined;
afterEach(() => {
  cleanup();
  cookies?.restore();
  vi.useRealTimers();
  vi.unstubAllGlobals();
});

const popup = () => screen.queryByRole('dialog', { name: 'La lettre de l’atelier' });
const notice = () => screen.queryByRole('region', { name: 'Cookies et confidentialité' });

/** The cookies the shopper arrives with, read from the path's first step (the machine's read). */
function arrive(firstRead: AnyEventObject) {
  cookies = watchDocumentCookie();
  if (firstRead.type.startsWith('xstate.error.')) {
    cookies.setUnreadable(true);
    return { privacyChoice: null, popupAccepted: false };
  }
  const { privacyChoice, popupAccepted } = firstRead.output as {
    privacyChoice: 'accepted' | 'refused' | null;
    popupAccepted: boolean;
  };
  if (privacyChoice) document.cookie = `privacyPolicy=${privacyChoice}; Path=/`;
  if (popupAccepted) document.cookie = 'newsletterPopup=accepted; Path=/';
  cookies.writes.length = 0;
  return { privacyChoice, popupAccepted };
}

function driverFor() {
  // How the pop-up was left: a sign-up keeps the dialog on its thank-you message until closed.
  let leftBy: 'CLOSE' | 'SUBSCRIBED' | undefined;

  async function expectState(state: AnyMachineSnapshot) {
    await settle(
      () => (popup() !== null) === (state.matches('visible') || leftBy === 'SUBSCRIBED'),
    );
    if (state.matches('visible')) {
      expect(popup()).not.toBeNull();
      expect(within(popup()!).getByRole('button', { name: 'S’inscrire' })).toBeTruthy();
    } else if (leftBy === 'SUBSCRIBED') {
      expect(popup()!.textContent).toContain('Merci pour votre inscription');
    } else {
      expect(popup()).toBeNull();
    }
    if (state.matches('awaitingPrivacyChoice')) expect(notice()).not.toBeNull();
    // Behaviour §9: closing or subscribing writes 'accepted' for 1 day; nothing else writes it.
    const written = cookies!.lastWrite('newsletterPopup');
    if (leftBy) {
      expect(written).toMatch(/^newsletterPopup=accepted;/);
      expect(written).toContain(`Max-Age=${ONE_DAY_S}`);
      expect(written).toContain('Path=/');
    } else {
      expect(written).toBeUndefined();
    }
  }

  async function perform(event: AnyEventObject, from: AnyMachineSnapshot) {
    if (
      event.type.startsWith('xstate.done.actor.') ||
      event.type.startsWith('xstate.error.actor.')
    ) {
      // The cookies were set before the page rendered; the read has happened by itself.
      await settle();
    } else if (event.type === 'PRIVACY_CHOSEN') {
      fireEvent.click(within(notice()!).getByRole('button', { name: 'Refuser' }));
      await settle();
    } else if (event.type.startsWith('xstate.after.')) {
      // Behaviour §9: 500 ms. At 499 ms nothing shows yet.
      await act(async () => {
        await vi.advanceTimersByTimeAsync(499);
      });
      await settle();
      await expectState(from);
      await act(async () => {
        await vi.advanceTimersByTimeAsync(1);
      });
    } else if (event.type === 'CLOSE') {
      leftBy = 'CLOSE';
      fireEvent.click(within(popup()!).getByRole('button', { name: 'Fermer' }));
    } else if (event.type === 'SUBSCRIBED') {
      leftBy = 'SUBSCRIBED';
      fireEvent.change(within(popup()!).getByLabelText('Adresse e-mail'), {
        target: { value: 'lea@example.fr' },
      });
      fireEvent.click(within(popup()!).getByRole('button', { name: 'S’inscrire' }));
      await settle(() => popup()?.textContent?.includes('Merci pour votre inscription') ?? false);
    } else throw new Error(`no user action for ${event.type}`);
  }
  return { perform, expectState };
}

async function renderPage(path: ModelPath) {
  vi.stubGlobal(
    'fetch',
    vi.fn(async () => new Response(null, { status: 200 })),
  );
  const consent = arrive(path.steps[1]!.event);
  vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] });
  renderUnderRoot(
    () => (
      <>
        <main>Boutique</main>
        <Notices />
      </>
    ),
    { rootData: { layout: { sharedTexts: { general: {} } }, consent } },
  );
  // The router stub settles through zero-delay timeouts: run those (the clock does not move).
  for (let turn = 0; turn < 100 && screen.queryByText('Boutique') === null; turn++) {
    await act(async () => {
      await vi.advanceTimersByTimeAsync(0);
    });
  }
  // The machines start once the page is idle (jsdom has no requestIdleCallback: a timeout).
  await act(async () => {
    await vi.advanceTimersByTimeAsync(IDLE_FALLBACK_MS);
  });
}

/** A path's name, with the cookies the shopper arrived with. */
function describePath(path: ModelPath): string {
  const read = path.steps[1]!.event;
  const arrival = read.type.startsWith('xstate.error.')
    ? 'cookies unreadable'
    : `privacyPolicy=${String(read.output.privacyChoice)}, newsletterPopup ${read.output.popupAccepted ? 'accepted' : 'absent'}`;
  const steps = path.steps
    .slice(2)
    .map((step) => (step.event.type.startsWith('xstate.after.') ? '500 ms' : step.event.type));
  return [arrival, ...steps].join(' → ');
}

const paths = uiModelPaths(newsletterPopupModel);

describe('the newsletter pop-up, model-based (paths from the newsletterPopup machine)', () => {
  it('walks enough paths to take every transition', () => {
    expect(paths.length).toBeGreaterThanOrEqual(6);
  });

  it.each(paths.map((path) => [describePath(path), path] as const))('%s', async (_name, path) => {
    await renderPage(path);
    await walkPath(newsletterPopupModel, path, driverFor());
  });
});
