import { createSafeStorage, type SafeStorage } from '../../../src/platform/safe-storage';

/** A SafeStorage over a Map, optionally pre-filled, for stores that read and write storage. */
export function memoryStorage(initial: Record<string, string> = {}): SafeStorage {
  const data = new Map(Object.entries(initial));
  return createSafeStorage(
    () =>
      ({
        getItem: (key: string) => data.get(key) ?? null,
        setItem: (key: string, value: string) => void data.set(key, value),
        removeItem: (key: string) => void data.delete(key),
      }) as unknown as Storage,
  );
}
