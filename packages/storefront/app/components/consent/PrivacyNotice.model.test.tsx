// @vitest-environment jsdom
import { act, cleanup, fireEvent, screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { AnyEventObject } from 'xstate';
import { consentModel, uiModelPaths, walkPath, type ModelPath } from '@treize/machines/testing';
import { cookieValue, watchDocumentCookie } from '../../test/documentCookie';
import { renderUnderRoot } from '../../test/renderUnderRoot';
import { settle } from '../../test/settle';
import { IDLE_FALLBACK_MS } from '../../lib/actors/whenIdle';
import { Notices } from './Notices';
// In the module cache, so the machines start within the turns a step settles for.
import './noticeActors';
import '../newsletter/newsletterActor';

// Model-based test: the consent machine generates the paths (the privacy cookie a shopper arrives
// with, unreadable cookies, both answers, and the cookie changing in another tab between two
// polls); the page's notices are tested against behaviour §4 and §9, numbers written as the spec
// gives them: the notice shows while the privacy cookie is not 'accepted' and hides once the
// shopper chooses; 'accepted' lasts 7 days, 'refused' 5 minutes, path '/'; consent is true only
// for 'accepted', re-read every 10 000 ms; without consent the shop tracking cookies are cleared.

const SEVEN_DAYS_S = 604_800;
const FIVE_MINUTES_S = 300;
const TRACKING_COOKIES = ['_shopify_y', '_shopify_s'];

type PrivacyCookie = 'accepted' | 'refused' | null;
/** The privacy cookie in the shopper's browser, and whether reading cookies is blocked. */
interface Jar {
  value: PrivacyCookie;
  blocked: boolean;
}

let cookies: ReturnType<typeof watchDocumentCookie> | undefined;
afterEach(() => {
  cleanup();
  cookies?.restore();
  vi.useRealTimers();
});

const notice = () => screen.queryByRole('region', { name: 'Cookies et confidentialité' });

const isRead = (event: AnyEventObject | undefined) =>
  event !== undefined && /^xstate\.(done|error)\.actor\./.test(event.type);

/** The jar a read event stands for: what the browser holds when the machine reads it. */
function jarFor(read: AnyEventObject): Jar {
  return read.type.startsWith('xstate.error.')
    ? { value: null, blocked: true }
    : { value: read.output as PrivacyCookie, blocked: false };
}

/**
 * The jar the shopper arrives with. A path that starts with an answer (the machine ignores it
 * while reading) arrives with 'accepted': no notice shows, so there is nothing to answer.
 */
function arrivalFor(path: ModelPath): Jar {
  const first = path.steps[1]?.event;
  return isRead(first) ? jarFor(first!) : { value: 'accepted', blocked: false };
}

/** Puts `jar` in the browser, as the shopper's earlier visit or another tab left it. */
function holdJar(jar: Jar) {
  cookies!.setUnreadable(false);
  document.cookie = jar.value
    ? `privacyPolicy=${jar.value}; Path=/`
    : 'privacyPolicy=; Max-Age=0; Path=/';
  cookies!.setUnreadable(jar.blocked);
}

function seedTrackingCookies() {
  for (const name of TRACKING_COOKIES) document.cookie = `${name}=token-${name}; Path=/`;
}

const trackingCookie = (name: string) => cookieValue(name, cookies!.raw());

function driverFor(path: ModelPath) {
  const arrival = arrivalFor(path);
  const jar: Jar = { ...arrival };
  let step = 1;
  let answered = false;
  // Behaviour §4: analytics consent is true only when the privacy cookie, as last read, is 'accepted'.
  const readsAccepted = () => !jar.blocked && jar.value === 'accepted';
  let consent = readsAccepted();

  function expectSeen() {
    // Behaviour §4: shown while the cookie the shopper arrived with is not 'accepted', until they choose.
    const arrivedAccepted = !arrival.blocked && arrival.value === 'accepted';
    expect(notice() !== null).toBe(!answered && !arrivedAccepted);
    // Without consent the shop tracking cookies are cleared.
    if (!consent) for (const name of TRACKING_COOKIES) expect(trackingCookie(name)).toBeNull();
  }

  async function expectState() {
    await settle();
    expectSeen();
  }

  function answer(choice: 'accepted' | 'refused', button: string) {
    // Once answered (or arrived accepted) there is no notice: the answer cannot be given.
    if (notice() === null) return;
    fireEvent.click(within(notice()!).getByRole('button', { name: button }));
    answered = true;
    jar.value = choice;
    consent = choice === 'accepted';
    const written = cookies!.lastWrite('privacyPolicy');
    expect(written).toMatch(new RegExp(`^privacyPolicy=${choice};`));
    expect(written).toContain(`Max-Age=${choice === 'accepted' ? SEVEN_DAYS_S : FIVE_MINUTES_S}`);
    expect(written).toContain('Path=/;');
  }

  async function perform(event: AnyEventObject) {
    step += 1;
    const next = path.steps[step]?.event;
    if (isRead(event)) {
      // The first read ran at mount, a re-read when the poll fired (see the delayed step).
      await settle();
    } else if (event.type === 'ACCEPT') {
      answer('accepted', 'Accepter');
    } else if (event.type === 'REFUSE') {
      answer('refused', 'Refuser');
    } else if (event.type.startsWith('xstate.after.')) {
      // The analytics keep their cookies while consent holds; another tab may change the choice.
      if (consent) seedTrackingCookies();
      if (isRead(next)) Object.assign(jar, jarFor(next!));
      holdJar(jar);
      // Behaviour §9: re-read every 10 000 ms; at 9 999 ms consent and its cookies are as they were.
      await act(async () => {
        await vi.advanceTimersByTimeAsync(9_999);
      });
      await settle();
      if (consent) for (const name of TRACKING_COOKIES) expect(trackingCookie(name)).not.toBeNull();
      expectSeen();
      await act(async () => {
        await vi.advanceTimersByTimeAsync(1);
      });
      consent = readsAccepted();
      await settle();
    } else throw new Error(`no user action for ${event.type}`);
  }
  return { perform, expectState };
}

async function renderPage(path: ModelPath) {
  cookies = watchDocumentCookie();
  const arrival = arrivalFor(path);
  // The pop-up stays away for these paths: its own model test walks it.
  document.cookie = 'newsletterPopup=accepted; Path=/';
  seedTrackingCookies();
  holdJar(arrival);
  vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] });
  renderUnderRoot(
    () => (
      <>
        <main>Boutique</main>
        <Notices />
      </>
    ),
    {
      rootData: {
        layout: { sharedTexts: { general: {} } },
        consent: {
          privacyChoice: arrival.blocked ? null : arrival.value,
          popupAccepted: true,
        },
      },
    },
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

/** A path's name: the cookie at arrival, then each answer, poll and what it read. */
function describePath(path: ModelPath): string {
  return path.steps
    .slice(1)
    .map(({ event }) => {
      if (event.type.startsWith('xstate.after.')) return '10 000 ms';
      if (isRead(event)) {
        const read = event.type.includes('recheck') ? 're-read' : 'arrives with';
        const jar = jarFor(event);
        return `${read} ${jar.blocked ? 'blocked cookies' : String(jar.value)}`;
      }
      return event.type;
    })
    .join(' → ');
}

const paths = uiModelPaths(consentModel);

describe('the privacy notice and consent, model-based (paths from the consent machine)', () => {
  it('walks enough paths to take every transition', () => {
    expect(paths.length).toBeGreaterThanOrEqual(20);
  });

  it.each(paths.map((path) => [describePath(path), path] as const))('%s', async (_name, path) => {
    await renderPage(path);
    await walkPath(consentModel, path, driverFor(path));
  });
});
