import { emptyLocalData, parseLocalData, type LocalData } from './local-data';

/** What a raider should know about where the demo data lives. */
export type StorageNotice = 'memory' | 'reset' | null;

export const storageNoticeText: Record<Exclude<StorageNotice, null>, string> = {
  memory:
    'Ta przeglądarka nie pozwala zapisywać danych (tryb prywatny albo pełna pamięć). Odpowiedzi trzymamy tylko do odświeżenia strony.',
  reset: 'Zapisane dane panelu były uszkodzone, więc zaczęliśmy od nowa.',
};

export interface LocalStore {
  /** The current data; shared between reads, so never changed by the caller (`update` changes data). */
  read(): LocalData;
  /**
   * Applies `change` to a copy of the current data and stores the copy (read-modify-write, synchronous).
   * When `change` throws, nothing is stored.
   */
  update<T>(change: (data: LocalData) => T): T;
  readonly notice: StorageNotice;
  /** Calls `listener` when another tab or another store instance on this page wrote the data. */
  watch(listener: () => void): () => void;
}

export interface LocalStoreOptions {
  key: string;
  /** @default window.localStorage, when it works */
  storage?: () => Storage | undefined;
  /** @default window, for `storage` events and same-page change notices */
  events?: Pick<Window, 'addEventListener' | 'removeEventListener' | 'dispatchEvent'>;
  warn?: (message: string) => void;
}

const samePageChange = 'raider-panel:local-store';

function workingStorage(getStorage: () => Storage | undefined, key: string): Storage | null {
  try {
    const storage = getStorage();
    if (!storage) return null;
    // Some private modes expose storage that throws on write: try one before trusting it.
    storage.setItem(`${key}:probe`, '1');
    storage.removeItem(`${key}:probe`);
    return storage;
  } catch {
    return null;
  }
}

/**
 * The demo store's persistence: one JSON document in localStorage. Storage that throws falls back to
 * memory (notice `memory`); stored data that is not ours is reset with a warning (notice `reset`).
 */
export function createLocalStore(options: LocalStoreOptions): LocalStore {
  const { key } = options;
  const events = options.events ?? (typeof window === 'undefined' ? undefined : window);
  const warn = options.warn ?? ((message: string) => console.warn(message));
  const storage = workingStorage(options.storage ?? (() => (typeof window === 'undefined' ? undefined : window.localStorage)), key);
  const source = {};
  let memory: LocalData = emptyLocalData();
  let notice: StorageNotice = storage ? null : 'memory';
  // The last text read and what it parsed to: one answer reads the data many times.
  let parsed: { text: string; data: LocalData } | undefined;

  function read(): LocalData {
    if (!storage || notice === 'memory') return memory;
    let text: string | null;
    try {
      text = storage.getItem(key);
    } catch {
      return memory;
    }
    if (text === null) return emptyLocalData();
    if (parsed?.text === text) return parsed.data;
    const data = parseLocalData(text);
    if (data) {
      parsed = { text, data };
      return data;
    }
    warn(`[raider-panel] stored raid data under "${key}" was unreadable and has been reset`);
    notice = 'reset';
    write(emptyLocalData());
    return emptyLocalData();
  }

  function write(data: LocalData): void {
    memory = data;
    if (!storage || notice === 'memory') return;
    try {
      const text = JSON.stringify(data);
      storage.setItem(key, text);
      parsed = { text, data };
    } catch {
      // Quota reached mid-session: keep working from memory (reads too, or they would bring back the
      // data before this write) and say so.
      notice = 'memory';
    }
  }

  return {
    read,
    update(change) {
      const data = structuredClone(read());
      const result = change(data);
      write(data);
      events?.dispatchEvent(new CustomEvent(samePageChange, { detail: { key, source } }));
      return result;
    },
    get notice() {
      return notice;
    },
    watch(listener) {
      if (!events) return () => {};
      const onStorage = (event: Event) => {
        if ((event as StorageEvent).key === key || (event as StorageEvent).key === null) listener();
      };
      const onSamePage = (event: Event) => {
        const detail = (event as CustomEvent<{ key: string; source: object }>).detail;
        if (detail?.key === key && detail.source !== source) listener();
      };
      events.addEventListener('storage', onStorage);
      events.addEventListener(samePageChange, onSamePage);
      return () => {
        events.removeEventListener('storage', onStorage);
        events.removeEventListener(samePageChange, onSamePage);
      };
    },
  };
}
