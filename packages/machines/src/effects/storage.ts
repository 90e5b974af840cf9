/** Key/value storage that also reports changes made by other tabs. */
export interface SyncedStorage {
  read(key: string): string | null;
  write(key: string, value: string): void;
  /** Calls `listener` when another tab changes `key`; returns the unsubscribe function. */
  subscribe(key: string, listener: (value: string | null) => void): () => void;
}

function localStorageOrNull(): Storage | null {
  try {
    // Outside a browser `localStorage` is not declared, so reading it throws a ReferenceError;
    // Safari private mode and disabled storage throw on access too.
    return localStorage;
  } catch {
    return null;
  }
}

/**
 * `localStorage` plus the `storage` event, which browsers fire only in the *other* tabs of the
 * same origin: exactly the cross-tab sharing the wishlist needs (behaviour §4 Wishlist).
 */
export const browserStorage: SyncedStorage = {
  read(key) {
    return localStorageOrNull()?.getItem(key) ?? null;
  },
  write(key, value) {
    localStorageOrNull()?.setItem(key, value);
  },
  subscribe(key, listener) {
    if (typeof window === 'undefined') return () => undefined;
    const onStorage = (event: StorageEvent) => {
      if (event.key === key) listener(event.newValue);
    };
    window.addEventListener('storage', onStorage);
    return () => window.removeEventListener('storage', onStorage);
  },
};
