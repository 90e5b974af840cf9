import type { InspectionEvent, Observer } from 'xstate';
import { describe, expect, it, vi } from 'vitest';
import {
  createInspectionRelay,
  machineInspection,
  requestedInspection,
  wantsInspection,
} from './machineInspection';

function memoryStorage() {
  const items = new Map<string, string>();
  return {
    getItem: (key: string) => items.get(key) ?? null,
    setItem: (key: string, value: string) => void items.set(key, value),
    removeItem: (key: string) => void items.delete(key),
  };
}

const event = (n: number) => ({ type: '@xstate.event', n }) as unknown as InspectionEvent;

describe('machine inspection for QA', () => {
  it('is off without the ?inspect flag', () => {
    expect(wantsInspection(new URL('http://shop.test/products/comete'), memoryStorage())).toBe(
      false,
    );
  });

  it('turns on with ?inspect and stays on for the tab until ?inspect=0', () => {
    const storage = memoryStorage();
    expect(wantsInspection(new URL('http://shop.test/?inspect'), storage)).toBe(true);
    expect(wantsInspection(new URL('http://shop.test/cart'), storage)).toBe(true);
    expect(wantsInspection(new URL('http://shop.test/?inspect=0'), storage)).toBe(false);
    expect(wantsInspection(new URL('http://shop.test/cart'), storage)).toBe(false);
  });

  it('opens the QA panel with ?inspect and the hosted Stately window with ?inspect=stately', () => {
    const storage = memoryStorage();
    expect(requestedInspection(new URL('http://shop.test/?inspect'), storage)).toBe('panel');
    expect(requestedInspection(new URL('http://shop.test/cart'), storage)).toBe('panel');
    expect(requestedInspection(new URL('http://shop.test/?inspect=stately'), storage)).toBe(
      'stately',
    );
    expect(requestedInspection(new URL('http://shop.test/cart'), storage)).toBe('stately');
    expect(requestedInspection(new URL('http://shop.test/?inspect=false'), storage)).toBe(
      undefined,
    );
  });

  it('holds events until the inspector has loaded, then forwards them in order', async () => {
    const received: InspectionEvent[] = [];
    const start = vi.fn();
    let resolve!: (inspector: Observer<InspectionEvent> & { start(): void }) => void;
    const relay = createInspectionRelay(() => new Promise((done) => (resolve = done)));
    relay.next?.(event(1));
    relay.next?.(event(2));
    expect(received).toEqual([]);
    resolve({ next: (e) => received.push(e), start });
    await Promise.resolve();
    await Promise.resolve();
    relay.next?.(event(3));
    expect(start).toHaveBeenCalledOnce();
    expect(received).toEqual([event(1), event(2), event(3)]);
  });

  it('gives no inspect option on the server', () => {
    expect(machineInspection()).toEqual({});
  });

  it('reads what tabs stored before the panel existed as the panel, and nothing else', () => {
    const storage = memoryStorage();
    const cart = new URL('http://shop.test/cart');
    for (const [kept, mode] of [
      ['1', 'panel'],
      ['panel', 'panel'],
      ['stately', 'stately'],
      ['yes', undefined],
    ] as const) {
      storage.setItem('treize:inspect', kept);
      expect(requestedInspection(cart, storage)).toBe(mode);
    }
    requestedInspection(new URL('http://shop.test/?inspect=0'), storage);
    expect(storage.getItem('treize:inspect')).toBeNull();
  });

  it('forwards to an inspector that has neither start nor next without failing', async () => {
    const received: InspectionEvent[] = [];
    let resolve!: (inspector: Observer<InspectionEvent>) => void;
    const relay = createInspectionRelay(() => new Promise((done) => (resolve = done)));
    relay.next?.(event(1));
    resolve({ next: (e) => received.push(e) });
    await Promise.resolve();
    await Promise.resolve();
    expect(received).toEqual([event(1)]);

    const silent = createInspectionRelay(async () => ({}));
    silent.next?.(event(1));
    await Promise.resolve();
    await Promise.resolve();
    expect(() => silent.next?.(event(2))).not.toThrow();
  });
});
