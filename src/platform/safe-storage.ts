/**
 * Storage that never throws: private modes, disabled cookies and full quotas make localStorage and
 * sessionStorage throw on access. Reads then return `null` and writes are dropped, so a preference is
 * simply not remembered instead of the page crashing.
 */
export interface SafeStorage {
  get(key: string): string | null;
  set(key: string, value: string): void;
  remove(key: string): void;
}

export function createSafeStorage(getStorage: () => Storage | undefined): SafeStorage {
  const attempt = <T>(work: (storage: Storage) => T, fallback: T): T => {
    try {
      const storage = getStorage();
      return storage ? work(storage) : fallback;
    } catch {
      return fallback;
    }
  };
  return {
    get: (key) => attempt((storage) => storage.getItem(key), null),
    set: (key, value) => attempt((storage) => storage.setItem(key, value), undefined),
    remove: (key) => attempt((storage) => storage.removeItem(key), undefined),
  };
}

/** localStorage, guarded; also guards the `window.localStorage` getter itself, which can throw. */
export const browserLocalStorage = (): SafeStorage =>
  createSafeStorage(() => (typeof window === 'undefined' ? undefined : window.localStorage));

/** sessionStorage, guarded. */
export const browserSessionStorage = (): SafeStorage =>
  createSafeStorage(() => (typeof window === 'undefined' ? undefined : window.sessionStorage));
