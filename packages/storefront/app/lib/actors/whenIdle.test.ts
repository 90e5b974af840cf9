// @vitest-environment jsdom
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { whenIdle, whenLoadedAndIdle } from './whenIdle';

let readyState: DocumentReadyState;
let idleCallbacks: Map<number, IdleRequestCallback>;
let idleOptions: (IdleRequestOptions | undefined)[];

beforeEach(() => {
  readyState = 'loading';
  idleCallbacks = new Map();
  idleOptions = [];
  vi.spyOn(document, 'readyState', 'get').mockImplementation(() => readyState);
  let next = 0;
  vi.stubGlobal(
    'requestIdleCallback',
    (callback: IdleRequestCallback, options?: IdleRequestOptions) => {
      idleCallbacks.set(++next, callback);
      idleOptions.push(options);
      return next;
    },
  );
  vi.stubGlobal('cancelIdleCallback', (id: number) => idleCallbacks.delete(id));
});

afterEach(() => {
  vi.useRealTimers();
  vi.restoreAllMocks();
  vi.unstubAllGlobals();
});

function runIdleCallbacks() {
  const pending = [...idleCallbacks.values()];
  idleCallbacks.clear();
  for (const callback of pending) callback({ didTimeout: false, timeRemaining: () => 50 });
}

function finishLoading() {
  readyState = 'complete';
  window.dispatchEvent(new Event('load'));
}

describe('whenIdle', () => {
  it('runs the task in the next idle period, not before, and not once cancelled', () => {
    const task = vi.fn();
    whenIdle(task);
    expect(task).not.toHaveBeenCalled();
    runIdleCallbacks();
    expect(task).toHaveBeenCalledTimes(1);

    const cancelled = vi.fn();
    whenIdle(cancelled)();
    runIdleCallbacks();
    expect(cancelled).not.toHaveBeenCalled();
  });

  it('asks the browser to run it within 2 s even if it never idles', () => {
    whenIdle(vi.fn());
    expect(idleOptions).toEqual([{ timeout: 2000 }]);
  });

  it('waits 200 ms in a browser without requestIdleCallback, and not once cancelled', () => {
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] });
    vi.stubGlobal('requestIdleCallback', undefined);
    const task = vi.fn();
    whenIdle(task);
    vi.advanceTimersByTime(199);
    expect(task).not.toHaveBeenCalled();
    vi.advanceTimersByTime(1);
    expect(task).toHaveBeenCalledTimes(1);

    const cancelled = vi.fn();
    whenIdle(cancelled)();
    vi.advanceTimersByTime(1000);
    expect(cancelled).not.toHaveBeenCalled();
  });
});

describe('whenLoadedAndIdle (code fetched ahead of need waits for the page)', () => {
  it('waits for the load event, then for an idle period', () => {
    const task = vi.fn();
    whenLoadedAndIdle(task);
    runIdleCallbacks();
    expect(task).not.toHaveBeenCalled();
    finishLoading();
    expect(task).not.toHaveBeenCalled();
    runIdleCallbacks();
    expect(task).toHaveBeenCalledTimes(1);
  });

  it('runs once even if the load event comes again', () => {
    const task = vi.fn();
    whenLoadedAndIdle(task);
    finishLoading();
    finishLoading();
    runIdleCallbacks();
    expect(task).toHaveBeenCalledTimes(1);
  });

  it('waits only for an idle period on a page that has already loaded', () => {
    readyState = 'complete';
    const task = vi.fn();
    whenLoadedAndIdle(task);
    runIdleCallbacks();
    expect(task).toHaveBeenCalledTimes(1);
  });

  it('never runs once cancelled, before or after the load event', () => {
    const beforeLoad = vi.fn();
    whenLoadedAndIdle(beforeLoad)();
    finishLoading();
    runIdleCallbacks();
    expect(beforeLoad).not.toHaveBeenCalled();

    readyState = 'loading';
    const afterLoad = vi.fn();
    const cancel = whenLoadedAndIdle(afterLoad);
    finishLoading();
    cancel();
    runIdleCallbacks();
    expect(afterLoad).not.toHaveBeenCalled();
  });
});
