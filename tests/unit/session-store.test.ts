import { describe, expect, it } from 'vitest';
import { createSessionStore } from '../../src/stores/session-store';

describe('createSessionStore', () => {
  it('starts signed out, signs in and out, and tells its listeners', () => {
    const session = createSessionStore();
    const seen: Array<string | null> = [];
    const stop = session.$raider.listen((raider) => seen.push(raider?.nickname ?? null));
    expect(session.$raider.get()).toBeNull();
    session.signIn({ nickname: 'Mirabelka' });
    expect(session.$raider.get()).toEqual({ nickname: 'Mirabelka' });
    session.signOut();
    stop();
    session.signIn({ nickname: 'Po zatrzymaniu' });
    expect(seen).toEqual(['Mirabelka', null]);
  });

  it('can start signed in', () => {
    expect(createSessionStore({ nickname: 'Szeptucha' }).$raider.get()).toEqual({ nickname: 'Szeptucha' });
  });

  it('gives every instance its own state', () => {
    const first = createSessionStore();
    const second = createSessionStore();
    first.signIn({ nickname: 'Grzmotobrody' });
    expect(second.$raider.get()).toBeNull();
    expect(first.$raider).not.toBe(second.$raider);
  });
});
