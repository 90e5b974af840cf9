import { describe, expect, it, vi } from 'vitest';
import { createMemoryCookieJar, createMemoryStorage } from './memory.js';
import { browserStorage } from './storage.js';

describe('memory effects', () => {
  it('records cookie lifetimes', () => {
    const jar = createMemoryCookieJar();
    jar.set('privacyPolicy', 'refused', { maxAgeSeconds: 300 });
    expect(jar.entries.get('privacyPolicy')).toEqual({ value: 'refused', maxAgeSeconds: 300 });
    jar.remove('privacyPolicy');
    expect(jar.get('privacyPolicy')).toBeNull();
  });

  it('starts from the given cookies and stored values', () => {
    const jar = createMemoryCookieJar({ privacyPolicy: 'accepted' });
    expect(jar.get('privacyPolicy')).toBe('accepted');
    expect(jar.entries.get('privacyPolicy')?.maxAgeSeconds).toBe(Number.POSITIVE_INFINITY);
    const storage = createMemoryStorage({ k: 'v' });
    expect(storage.read('k')).toBe('v');
    storage.write('k', 'w');
    expect(storage.read('k')).toBe('w');
    storage.simulateOtherTab('k', 'x');
    expect(storage.read('k')).toBe('x');
  });

  it('notifies subscribers of changes from another tab only', () => {
    const storage = createMemoryStorage();
    const listener = vi.fn();
    const unsubscribe = storage.subscribe('k', listener);
    storage.write('k', 'own tab');
    storage.simulateOtherTab('k', 'other tab');
    storage.simulateOtherTab('other', 'x');
    unsubscribe();
    storage.simulateOtherTab('k', null);
    expect(listener.mock.calls).toEqual([['other tab']]);
    expect(storage.read('k')).toBeNull();
  });

  it('lets the browser storage degrade to nothing outside a browser', () => {
    expect(browserStorage.read('k')).toBeNull();
    expect(() => browserStorage.write('k', 'v')).not.toThrow();
    expect(typeof browserStorage.subscribe('k', () => undefined)).toBe('function');
  });
});
