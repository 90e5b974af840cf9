// @vitest-environment jsdom
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { REQUEST_TURN_BUDGET_MS } from '../loading/requestTurns';
import {
  DEFERRED_MODULE_TYPE,
  DEFERRED_PRELOAD_REL,
  DEFERRED_STYLESHEET_REL,
  SCRIPTS_STARTER_SOURCE,
} from './scriptsAfterFirstPaint';

/**
 * What starting one request costs the main thread here: 1.6 ms of a 4 ms turn, so three requests
 * fit in a turn (the third ends past the budget).
 */
const REQUEST_COST_MS = REQUEST_TURN_BUDGET_MS / 2.5;
const PER_TURN = Math.ceil(REQUEST_TURN_BUDGET_MS / REQUEST_COST_MS);

/** One more deferred preload than two turns take: the last one needs a third task. */
const SCRIPTS = Array.from({ length: PER_TURN * 2 + 1 }, (_, index) => ({
  href: `/assets/chunk-${index}.js`,
  nonce: index % 2 === 0 ? 'n0nce' : '',
}));

/** The page as the server sends it (see deferScripts.server.ts), minus the starter. */
function serveDeferredPage() {
  document.head.innerHTML =
    '<link rel="preload" href="/assets/shell.css" as="style">' +
    `<link rel="${DEFERRED_STYLESHEET_REL}" href="/assets/fonts.css">` +
    SCRIPTS.map(
      ({ href, nonce }) =>
        `<link rel="${DEFERRED_PRELOAD_REL}" href="${href}"${nonce ? ` nonce="${nonce}"` : ''}>`,
    ).join('') +
    '<script type="application/ld+json">{}</script>';
  document.body.innerHTML =
    '<main>Étoile</main>' +
    `<script type="${DEFERRED_MODULE_TYPE}" nonce="n0nce">import("/assets/entry.js");</script>`;
  for (const element of document.querySelectorAll<HTMLElement>('[nonce]')) {
    // What a browser does with a parsed nonce: kept in the property, hidden from the attribute.
    element.nonce = element.getAttribute('nonce')!;
  }
}

/** Runs the starter as the page's inline script does. */
const runStarter = () => new Function(SCRIPTS_STARTER_SOURCE)();

const modulePreloads = () =>
  [...document.querySelectorAll<HTMLLinkElement>('link[rel="modulepreload"]')].map((link) => ({
    href: link.getAttribute('href'),
    nonce: link.nonce,
  }));
const moduleScripts = () =>
  [...document.querySelectorAll<HTMLScriptElement>('script[type="module"]')].map((script) => ({
    text: script.textContent,
    nonce: script.nonce,
    inHead: script.parentElement === document.head,
    last: script === document.head.lastElementChild,
  }));

describe('the scripts starter', () => {
  let frame: (() => void) | undefined;
  let requestCost = REQUEST_COST_MS;
  beforeEach(() => {
    requestCost = REQUEST_COST_MS;
    vi.useFakeTimers();
    frame = undefined;
    // jsdom renders no frames: the test plays the browser's next frame by calling `frame` itself.
    vi.stubGlobal('requestAnimationFrame', (callback: () => void) => {
      frame = callback;
      return 1;
    });
    serveDeferredPage();
    // The page's clock moves only as the starter's replacements cost it time.
    let clock = 0;
    vi.spyOn(performance, 'now').mockImplementation(() => clock);
    const replaceWith = Element.prototype.replaceWith;
    vi.spyOn(Element.prototype, 'replaceWith').mockImplementation(function (
      this: Element,
      ...nodes
    ) {
      clock += requestCost;
      replaceWith.apply(this, nodes);
    });
  });
  afterEach(() => {
    vi.useRealTimers();
    vi.unstubAllGlobals();
    vi.restoreAllMocks();
  });

  it('fetches and runs nothing before the frame that paints the page, then everything once', async () => {
    runStarter();
    await vi.advanceTimersByTimeAsync(999);
    expect(modulePreloads()).toEqual([]);
    expect(moduleScripts()).toEqual([]);

    frame!();
    // The frame's callback runs before its paint; the task after it, after the paint.
    expect(modulePreloads()).toEqual([]);
    await vi.advanceTimersByTimeAsync(0);
    expect(moduleScripts()).toEqual([
      { text: 'import("/assets/entry.js");', nonce: 'n0nce', inHead: true, last: true },
    ]);
    expect(modulePreloads()).toEqual(SCRIPTS.slice(0, PER_TURN));

    // The time limit, coming later, starts nothing twice.
    await vi.advanceTimersByTimeAsync(2_000);
    expect(moduleScripts()).toHaveLength(1);
    expect(modulePreloads()).toEqual(SCRIPTS);
    expect(document.querySelectorAll(`link[rel="${DEFERRED_PRELOAD_REL}"]`)).toHaveLength(0);
  });

  it('applies the font faces after the frame that paints the page, with a link of its own', async () => {
    const stylesheets = () =>
      [...document.querySelectorAll<HTMLLinkElement>('link[rel="stylesheet"]')].map((link) => ({
        href: link.getAttribute('href'),
        inHead: link.parentElement === document.head,
      }));
    runStarter();
    frame!();
    expect(stylesheets()).toEqual([]);
    await vi.advanceTimersByTimeAsync(0);
    expect(stylesheets()).toEqual([
      { href: 'http://localhost:3000/assets/fonts.css', inHead: true },
    ]);
    // The element the server sent stays as it was, for React to hydrate.
    expect(document.querySelectorAll(`link[rel="${DEFERRED_STYLESHEET_REL}"]`)).toHaveLength(1);
  });

  it(`turns the preloads on for ${REQUEST_TURN_BUDGET_MS} ms per task, in the order of the page`, async () => {
    runStarter();
    frame!();
    await vi.advanceTimersByTimeAsync(0);
    expect(modulePreloads()).toEqual(SCRIPTS.slice(0, PER_TURN));
    // Each further task takes the next few, and nothing else happens in between.
    await vi.advanceTimersToNextTimerAsync();
    expect(modulePreloads()).toEqual(SCRIPTS.slice(0, PER_TURN * 2));
    await vi.advanceTimersToNextTimerAsync();
    expect(modulePreloads()).toEqual(SCRIPTS);
    expect(moduleScripts()).toHaveLength(1);
  });

  it('turns on a preload that costs more than a turn alone, and the next in the next task', async () => {
    // A module preload whose file is in the memory cache is compiled as it is inserted.
    requestCost = 20;
    runStarter();
    frame!();
    await vi.advanceTimersByTimeAsync(0);
    expect(modulePreloads()).toEqual(SCRIPTS.slice(0, 1));
    await vi.advanceTimersToNextTimerAsync();
    expect(modulePreloads()).toEqual(SCRIPTS.slice(0, 2));
  });

  it('starts after 1000 ms when no frame comes', async () => {
    runStarter();
    await vi.advanceTimersByTimeAsync(999);
    expect(moduleScripts()).toHaveLength(0);
    await vi.advanceTimersByTimeAsync(1);
    expect(moduleScripts()).toHaveLength(1);
    await vi.advanceTimersByTimeAsync(100);
    expect(modulePreloads()).toEqual(SCRIPTS);
  });

  it('starts at once in a hidden tab, which paints nothing', () => {
    vi.spyOn(document, 'visibilityState', 'get').mockReturnValue('hidden');
    runStarter();
    expect(frame).toBeUndefined();
    expect(moduleScripts()).toHaveLength(1);
    expect(modulePreloads()).toEqual(SCRIPTS);
  });

  it('keeps the other head elements where they were', async () => {
    runStarter();
    frame!();
    await vi.advanceTimersByTimeAsync(100);
    expect(
      [...document.head.children].map(
        (element) => element.getAttribute('rel') ?? element.getAttribute('type'),
      ),
    ).toEqual([
      'preload',
      DEFERRED_STYLESHEET_REL,
      ...SCRIPTS.map(() => 'modulepreload'),
      'application/ld+json',
      'stylesheet',
      'module',
    ]);
  });
});
