import { atom, type ReadableAtom } from 'nanostores';

/** The raider who is signed in to this instance. */
export interface Raider {
  nickname: string;
}

export interface SessionStore {
  /** The signed-in raider, or `null` when signed out. */
  $raider: ReadableAtom<Raider | null>;
  signIn(raider: Raider): void;
  signOut(): void;
}

/**
 * The raider-auth state of one app instance. Kept in memory for now: the persistent, shared session
 * arrives with the raider panel's data port.
 */
export function createSessionStore(initial: Raider | null = null): SessionStore {
  const $raider = atom<Raider | null>(initial);
  return {
    $raider,
    signIn: (raider) => $raider.set(raider),
    signOut: () => $raider.set(null),
  };
}
