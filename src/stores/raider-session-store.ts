import { atom, type ReadableAtom } from 'nanostores';
import { raiderKey } from '../domain/accounts/raider-key';
import type { RaiderSession } from '../domain/raids/signup-types';
import type { SafeStorage } from '../platform/safe-storage';

export type { RaiderSession };

export interface RaiderSessionStore {
  /** The signed-in raider's session, or `null` when signed out. */
  $raider: ReadableAtom<RaiderSession | null>;
  /** Keeps the session, and its device token (when it has one) beside it for the nickname's next sign-in. */
  signIn(session: RaiderSession): void;
  /** Ends the session; the device tokens stay, so this browser stays trusted for its nicknames. */
  signOut(): void;
  /**
   * The device token this browser got when it last signed in as `nickname` (any letter case), to send
   * with the next sign-in: with it, wrong guesses a stranger floods the nickname with never lock this
   * browser out (`domain/accounts/device-token.ts`). `null` before the first sign-in here.
   */
  deviceToken(nickname: string): string | null;
  /**
   * Follows sign-ins and sign-outs made by another widget on the page or another tab, until the
   * returned function is called. Started on mount, stopped on unmount.
   */
  follow(): () => void;
  /**
   * A small memory of the signed-in raider's, kept beside the session (same storage, same backend),
   * e.g. what the panel last showed them: `null` when signed out, never stored or storage unavailable.
   */
  recall(name: string): string | null;
  remember(name: string, value: string): void;
}

export interface RaiderSessionStoreOptions {
  /** Where the session is kept; absent: memory only (tests, storage-less hosts). */
  storage?: SafeStorage;
  /** Storage key; widgets talking to the same backend use the same key and so share the raider. */
  key?: string;
  /** Receives `storage` events and same-page notices. @default window */
  events?: Pick<Window, 'addEventListener' | 'removeEventListener' | 'dispatchEvent'>;
  /** @default () => Date.now() */
  now?: () => number;
}

const samePageChange = 'raider-panel:session';

function isSession(value: unknown): value is RaiderSession {
  if (typeof value !== 'object' || value === null) return false;
  const { nickname, token, expiresAt } = value as Record<string, unknown>;
  // A session stored before accounts has no role; the backend no longer knows its token, so the first
  // request with it signs the raider out.
  return typeof nickname === 'string' && typeof token === 'string' && typeof expiresAt === 'string' && !Number.isNaN(Date.parse(expiresAt));
}

/**
 * The raider-auth state of one app instance. The session itself is shared: it lives in storage under
 * a key per backend, so two widgets on one page (and other tabs) see the same raider, while each
 * instance keeps its own atom and listeners. Stored text that is not a live session counts as signed out.
 */
export function createRaiderSessionStore(options: RaiderSessionStoreOptions = {}): RaiderSessionStore {
  const { storage, key = 'raider-panel:session' } = options;
  const events = options.events ?? (typeof window === 'undefined' ? undefined : window);
  const now = options.now ?? (() => Date.now());
  const source = {};

  function readStored(): RaiderSession | null {
    const text = storage?.get(key);
    if (!text) return null;
    try {
      const value: unknown = JSON.parse(text);
      if (isSession(value) && Date.parse(value.expiresAt) > now()) return value;
    } catch {
      // Unreadable: treated like an expired session below.
    }
    storage?.remove(key);
    return null;
  }

  const $raider = atom<RaiderSession | null>(readStored());

  const deviceKey = (nickname: string) => `${key}:device:${raiderKey(nickname)}`;

  function store(signedIn: RaiderSession | null): void {
    // The device token outlives the session: it is kept under a key of its own, not in the session.
    const { deviceToken, ...session } = signedIn ?? {};
    if (signedIn && deviceToken) storage?.set(deviceKey(signedIn.nickname), deviceToken);
    const kept = signedIn ? (session as RaiderSession) : null;
    $raider.set(kept);
    if (kept) storage?.set(key, JSON.stringify(kept));
    else storage?.remove(key);
    events?.dispatchEvent(new CustomEvent(samePageChange, { detail: { key, source } }));
  }

  const memoryKey = (name: string) => {
    const raider = $raider.get();
    return raider ? `${key}:${name}:${raider.nickname.toLocaleLowerCase('pl')}` : null;
  };

  return {
    $raider,
    recall(name) {
      const at = memoryKey(name);
      return at ? (storage?.get(at) ?? null) : null;
    },
    remember(name, value) {
      const at = memoryKey(name);
      if (at) storage?.set(at, value);
    },
    signIn: (session) => store(session),
    signOut: () => store(null),
    deviceToken: (nickname) => storage?.get(deviceKey(nickname)) ?? null,
    follow() {
      if (!events) return () => {};
      const reread = () => {
        const stored = readStored();
        if (stored?.token !== $raider.get()?.token) $raider.set(stored);
      };
      const onStorage = (event: Event) => {
        const changed = (event as StorageEvent).key;
        if (changed === key || changed === null) reread();
      };
      const onSamePage = (event: Event) => {
        const detail = (event as CustomEvent<{ key: string; source: object }>).detail;
        if (detail?.key === key && detail.source !== source) reread();
      };
      events.addEventListener('storage', onStorage);
      events.addEventListener(samePageChange, onSamePage);
      // A change made while this instance was not following (it was unmounted) shows up now.
      reread();
      return () => {
        events.removeEventListener('storage', onStorage);
        events.removeEventListener(samePageChange, onSamePage);
      };
    },
  };
}
