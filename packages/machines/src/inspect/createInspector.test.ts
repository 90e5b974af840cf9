import { createActor } from 'xstate';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { cartDrawerMachine } from '../cartDrawer/cartDrawerMachine.js';
import { createInspector, isInspectionRequested } from './createInspector.js';

describe('isInspectionRequested', () => {
  it.each([
    ['https://shop.test/?inspect', true],
    ['/products/bague?inspect=1', true],
    ['/?inspect=false', false],
    ['/?inspect=0', false],
    ['/?other=1', false],
  ])('%s → %s', (url, expected) => {
    expect(isInspectionRequested(url)).toBe(expected);
  });

  it('accepts a URL object', () => {
    expect(isInspectionRequested(new URL('https://shop.test/?inspect=true'))).toBe(true);
  });
});

describe('createInspector', () => {
  it('returns an inspector an actor accepts, doing nothing outside a browser', () => {
    const inspector = createInspector();
    const actor = createActor(cartDrawerMachine, { inspect: inspector });
    actor.start();
    actor.send({ type: 'OPEN' });
    expect(actor.getSnapshot().value).toBe('open');
    expect(() => inspector.stop()).not.toThrow();
  });
});

describe('createInspector in a browser', () => {
  afterEach(() => {
    vi.unstubAllGlobals();
  });

  it('opens the Stately inspector and streams the actor to it once connected', () => {
    const inspectorWindow = { postMessage: vi.fn() };
    const listeners: Array<(event: { data: unknown }) => void> = [];
    const idle: Array<() => void> = [];
    vi.stubGlobal('window', {
      open: vi.fn(() => inspectorWindow),
      addEventListener: (_type: string, listener: (event: { data: unknown }) => void) =>
        listeners.push(listener),
      // The inspector registers actors in idle callbacks; the test runs them when it chooses.
      requestIdleCallback: (callback: () => void) => idle.push(callback),
    });

    const inspector = createInspector({ url: 'http://localhost:4242/inspect' });
    const actor = createActor(cartDrawerMachine, { inspect: inspector });
    actor.start();
    actor.send({ type: 'OPEN' });
    for (const callback of idle.splice(0)) callback();
    for (const listener of listeners) listener({ data: { type: '@statelyai.connected' } });

    expect(window.open).toHaveBeenCalledWith('http://localhost:4242/inspect', 'xstateinspector');
    const posted = inspectorWindow.postMessage.mock.calls.map(
      ([message]) => (message as { type: string }).type,
    );
    expect(posted).toContain('@xstate.event');
    expect(posted).toContain('@xstate.snapshot');
    inspector.stop();
    expect(inspectorWindow.postMessage).toHaveBeenLastCalledWith(
      { type: '@statelyai.disconnected' },
      '*',
    );
  });

  it('streams to the given iframe instead of opening a window', () => {
    const frameWindow = { postMessage: vi.fn() };
    const frameLoaded: Array<() => void> = [];
    const iframe = {
      contentWindow: frameWindow,
      setAttribute: vi.fn(),
      addEventListener: (_type: string, listener: () => void) => frameLoaded.push(listener),
    };
    const listeners: Array<(event: { data: unknown }) => void> = [];
    const idle: Array<() => void> = [];
    vi.stubGlobal('window', {
      open: vi.fn(),
      addEventListener: (_type: string, listener: (event: { data: unknown }) => void) =>
        listeners.push(listener),
      requestIdleCallback: (callback: () => void) => idle.push(callback),
    });

    const inspector = createInspector({
      url: 'http://localhost:4242/inspect',
      iframe: iframe as unknown as HTMLIFrameElement,
    });
    const actor = createActor(cartDrawerMachine, { inspect: inspector });
    actor.start();
    actor.send({ type: 'OPEN' });
    for (const callback of idle.splice(0)) callback();
    for (const loaded of frameLoaded) loaded();
    for (const listener of listeners) listener({ data: { type: '@statelyai.connected' } });

    expect(window.open).not.toHaveBeenCalled();
    expect(iframe.setAttribute).toHaveBeenCalledWith('src', 'http://localhost:4242/inspect');
    const posted = frameWindow.postMessage.mock.calls.map(
      ([message]) => (message as { type: string }).type,
    );
    expect(posted).toContain('@xstate.event');
  });

  it('start() opens the inspector again after stop()', () => {
    vi.stubGlobal('window', {
      open: vi.fn(() => ({ postMessage: vi.fn() })),
      addEventListener: () => undefined,
      requestIdleCallback: () => undefined,
    });
    const inspector = createInspector({ url: 'http://localhost:4242/inspect' });
    expect(window.open).toHaveBeenCalledTimes(1);
    inspector.stop();
    inspector.start();
    expect(window.open).toHaveBeenCalledTimes(2);
    expect(window.open).toHaveBeenLastCalledWith(
      'http://localhost:4242/inspect',
      'xstateinspector',
    );
  });
});
