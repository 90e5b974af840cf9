import type { CookieJar } from './cookies.js';
import type { SyncedStorage } from './storage.js';

/** A cookie jar in memory, for tests and Storybook: lifetimes are recorded, never enforced. */
export interface MemoryCookieJar extends CookieJar {
  /** Every cookie currently set, with the `Max-Age` it was written with. */
  readonly entries: Map<string, { value: string; maxAgeSeconds: number }>;
}

/** Creates an in-memory {@link CookieJar}. */
export function createMemoryCookieJar(initial: Record<string, string> = {}): MemoryCookieJar {
  const entries = new Map(
    Object.entries(initial).map(([name, value]) => [
      name,
      { value, maxAgeSeconds: Number.POSITIVE_INFINITY },
    ]),
  );
  return {
    entries,
    get: (name) => entries.get(name)?.value ?? null,
    set: (name, value, options) => {
      entries.set(name, { value, maxAgeSeconds: options.maxAgeSeconds });
    },
    remove: (name) => {
      entries.delete(name);
    },
  };
}

/** In-memory storage whose `simulateOtherTab` fires listeners as a `storage` event would. */
export interface MemoryStorage extends SyncedStorage {
  simulateOtherTab(key: string, value: string | null): void;
}

/** Creates an in-memory {@link SyncedStorage}. */
export function createMemoryStorage(initial: Record<string, string> = {}): MemoryStorage {
  const values = new Map(Object.entries(initial));
  const listeners = new Set<{ key: string; listener: (value: string | null) => void }>();
  return {
    read: (key) => values.get(key) ?? null,
    write: (key, value) => {
      values.set(key, value);
    },
    subscribe: (key, listener) => {
      const entry = { key, listener };
      listeners.add(entry);
      return () => listeners.delete(entry);
    },
    simulateOtherTab: (key, value) => {
      if (value === null) values.delete(key);
      else values.set(key, value);
      for (const entry of listeners) if (entry.key === key) entry.listener(value);
    },
  };
}
