// @vitest-environment jsdom
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { REQUEST_TURN_BUDGET_MS } from './requestTurns';

/** What adding one preload costs the main thread here: three fit in a turn. */
const REQUEST_COST_MS = REQUEST_TURN_BUDGET_MS / 2.5;
const PER_TURN = Math.ceil(REQUEST_TURN_BUDGET_MS / REQUEST_COST_MS);

const files = (count: number, extension = 'js') =>
  Array.from({ length: count }, (_, index) => `assets/part-${index}.${extension}`);

const preloads = () =>
  [...document.head.querySelectorAll<HTMLLinkElement>('link[rel="modulepreload"]')].map((link) =>
    link.getAttribute('href'),
  );

/** A fresh copy of the helper: it remembers, per page, which files it has asked for. */
async function freshHelper() {
  vi.resetModules();
  return import('./preloadInTurns');
}

describe('the import() helper that adds preloads a few per task', () => {
  beforeEach(() => {
    vi.useFakeTimers();
    document.head.innerHTML = '';
    // The page's clock moves only as adding preloads costs it time.
    let clock = 0;
    vi.spyOn(performance, 'now').mockImplementation(() => clock);
    const appendChild = Node.prototype.appendChild;
    vi.spyOn(Node.prototype, 'appendChild').mockImplementation(function <T extends Node>(
      this: Node,
      node: T,
    ): T {
      clock += REQUEST_COST_MS;
      return appendChild.call(this, node) as T;
    });
  });
  afterEach(() => {
    vi.useRealTimers();
    vi.restoreAllMocks();
  });

  it(`adds preloads for ${REQUEST_TURN_BUDGET_MS} ms per task, and imports the module once they are all in`, async () => {
    const { __vitePreload } = await freshHelper();
    const dependencies = files(PER_TURN * 2 + 1);
    const importModule = vi.fn(async () => ({ island: 'header' }));
    const imported = __vitePreload(importModule, dependencies);

    // The first turn runs at once, in the caller's task.
    expect(preloads()).toEqual(dependencies.slice(0, PER_TURN).map((file) => `/${file}`));
    expect(importModule).not.toHaveBeenCalled();
    await vi.advanceTimersToNextTimerAsync();
    expect(preloads()).toHaveLength(PER_TURN * 2);
    expect(importModule).not.toHaveBeenCalled();
    await vi.advanceTimersToNextTimerAsync();
    expect(preloads()).toEqual(dependencies.map((file) => `/${file}`));
    await expect(imported).resolves.toEqual({ island: 'header' });
    expect(importModule).toHaveBeenCalledTimes(1);
  });

  it('adds them all at once in a hidden tab, whose timers run about once a second', async () => {
    const { __vitePreload } = await freshHelper();
    vi.spyOn(document, 'visibilityState', 'get').mockReturnValue('hidden');
    const dependencies = files(PER_TURN * 3);
    const importModule = vi.fn(async () => 'footer');
    const imported = __vitePreload(importModule, dependencies);
    expect(preloads()).toHaveLength(dependencies.length);
    await expect(imported).resolves.toBe('footer');
  });

  it('asks for each file once, and never for one the page already preloads', async () => {
    const { __vitePreload } = await freshHelper();
    document.head.innerHTML = '<link rel="modulepreload" href="/assets/part-0.js">';
    await __vitePreload(async () => 'first', files(2));
    await __vitePreload(async () => 'second', files(3));
    expect(preloads()).toEqual(['/assets/part-0.js', '/assets/part-1.js', '/assets/part-2.js']);
  });

  it("never adds the shell's sheet again, which opens the body with React Router's trailing #", async () => {
    const { __vitePreload } = await freshHelper();
    document.body.innerHTML =
      '<link rel="stylesheet" href="/assets/shell.css#"><link rel="stylesheet" href="/assets/route.css#"><main></main>';
    const importModule = vi.fn(async () => 'frame islands');
    const imported = __vitePreload(importModule, [
      'assets/shell.css',
      'assets/route.css',
      'assets/header.js',
    ]);
    // A route's sheet may be removed on a navigation while the chunk still needs it: that one is
    // added to the head, as React Router means it to be.
    const added = [...document.head.querySelectorAll('link[rel="stylesheet"]')];
    expect(added.map((link) => link.getAttribute('href'))).toEqual(['/assets/route.css']);
    added[0]!.dispatchEvent(new Event('load'));
    await expect(imported).resolves.toBe('frame islands');
    document.body.innerHTML = '';
  });

  it("gives each preload the page's nonce and a module script's attributes", async () => {
    const { __vitePreload } = await freshHelper();
    const holder = document.createElement('meta');
    holder.setAttribute('property', 'csp-nonce');
    holder.setAttribute('nonce', 'n0nce');
    document.head.append(holder);
    await __vitePreload(async () => null, ['assets/header.js']);
    const link = document.head.querySelector<HTMLLinkElement>('link[rel="modulepreload"]')!;
    expect(link.getAttribute('nonce')).toBe('n0nce');
    expect(link.as).toBe('script');
    expect(link.getAttribute('crossorigin')).toBe('');
  });

  it('waits for a stylesheet to load before the module runs', async () => {
    const { __vitePreload } = await freshHelper();
    const importModule = vi.fn(async () => 'qa panel');
    const imported = __vitePreload(importModule, ['assets/panel.css', 'assets/panel.js']);
    await vi.advanceTimersByTimeAsync(50);
    expect(importModule).not.toHaveBeenCalled();
    document.head.querySelector('link[rel="stylesheet"]')!.dispatchEvent(new Event('load'));
    await expect(imported).resolves.toBe('qa panel');
  });

  it('announces a stylesheet that fails, and fails the import unless a page handles it', async () => {
    const { __vitePreload, PRELOAD_ERROR_EVENT } = await freshHelper();
    const failed = __vitePreload(async () => 'never', ['assets/broken.css']);
    document.head.querySelector('link[rel="stylesheet"]')!.dispatchEvent(new Event('error'));
    await expect(failed).rejects.toThrow('The stylesheet /assets/broken.css did not load');

    const handled = vi.fn((event: Event) => event.preventDefault());
    window.addEventListener(PRELOAD_ERROR_EVENT, handled);
    try {
      const recovered = __vitePreload(async () => 'recovered', ['assets/other.css']);
      document.head
        .querySelectorAll('link[rel="stylesheet"]')[1]!
        .dispatchEvent(new Event('error'));
      await expect(recovered).resolves.toBe('recovered');
      expect(handled).toHaveBeenCalledTimes(1);
    } finally {
      window.removeEventListener(PRELOAD_ERROR_EVENT, handled);
    }
  });

  it('announces a failed import too', async () => {
    const { __vitePreload, PRELOAD_ERROR_EVENT } = await freshHelper();
    const announced = vi.fn();
    window.addEventListener(PRELOAD_ERROR_EVENT, announced);
    try {
      const offline = new TypeError('Failed to fetch dynamically imported module');
      await expect(__vitePreload(() => Promise.reject(offline), [])).rejects.toBe(offline);
      expect(announced).toHaveBeenCalledTimes(1);
    } finally {
      window.removeEventListener(PRELOAD_ERROR_EVENT, announced);
    }
  });
});
