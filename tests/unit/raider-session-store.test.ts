import { describe, expect, it } from 'vitest';
import { createRaiderSessionStore } from '../../src/stores/raider-session-store';
import { memoryStorage } from './helpers/memory-storage';

const now = Date.parse('2026-03-02T12:00:00Z');
const session = (nickname: string, token = `token-${nickname}`) => ({
  nickname,
  role: 'raider' as const,
  token,
  expiresAt: '2026-04-01T12:00:00.000Z',
});

describe('createRaiderSessionStore', () => {
  it('starts signed out, signs in and out, and tells its listeners', () => {
    const store = createRaiderSessionStore({ now: () => now });
    const seen: Array<string | null> = [];
    const stop = store.$raider.listen((raider) => seen.push(raider?.nickname ?? null));
    expect(store.$raider.get()).toBeNull();
    store.signIn(session('Mirabelka'));
    expect(store.$raider.get()?.nickname).toBe('Mirabelka');
    store.signOut();
    stop();
    store.signIn(session('Po zatrzymaniu'));
    expect(seen).toEqual(['Mirabelka', null]);
  });

  it('keeps the session in storage, so a reload finds the raider signed in', () => {
    const storage = memoryStorage();
    createRaiderSessionStore({ storage, key: 'k', now: () => now, events: new EventTarget() as never }).signIn(session('Szeptucha'));
    expect(createRaiderSessionStore({ storage, key: 'k', now: () => now }).$raider.get()).toEqual(session('Szeptucha'));
  });

  it("keeps the sign-in's device token beside the session and after it, per nickname in any letter case", () => {
    const storage = memoryStorage();
    const store = createRaiderSessionStore({ storage, key: 'k', now: () => now, events: new EventTarget() as never });
    expect(store.deviceToken('Mistrz')).toBeNull();
    store.signIn({ ...session('Mistrz'), deviceToken: 'urządzenie-mistrza' });
    // The session as kept and read back carries no device token: that one outlives it.
    expect(store.$raider.get()).toEqual(session('Mistrz'));
    expect(JSON.parse(storage.get('k')!)).toEqual(session('Mistrz'));
    store.signOut();
    expect(store.deviceToken('MISTRZ')).toBe('urządzenie-mistrza');
    store.signIn({ ...session('Uczeń'), deviceToken: 'urządzenie-ucznia' });
    store.signIn(session('Mistrz'));
    expect([store.deviceToken('mistrz'), store.deviceToken('Uczeń'), store.deviceToken('Obcy')]).toEqual([
      'urządzenie-mistrza',
      'urządzenie-ucznia',
      null,
    ]);
    // A reload (another instance on the same storage) finds it too.
    expect(createRaiderSessionStore({ storage, key: 'k', now: () => now }).deviceToken('Mistrz')).toBe('urządzenie-mistrza');
  });

  it('remembers small notes per raider beside the session, and none while signed out', () => {
    const storage = memoryStorage();
    const store = createRaiderSessionStore({ storage, key: 'k', now: () => now, events: new EventTarget() as never });
    store.remember('seen-raids', 'przed logowaniem');
    expect(store.recall('seen-raids')).toBeNull();
    store.signIn(session('Szeptucha'));
    store.remember('seen-raids', '{}');
    expect(storage.get('k:seen-raids:szeptucha')).toBe('{}');
    store.signIn(session('Mirabelka'));
    expect(store.recall('seen-raids')).toBeNull();
    store.signIn(session('SZEPTUCHA'));
    expect(store.recall('seen-raids')).toBe('{}');
    store.signOut();
    expect(store.recall('seen-raids')).toBeNull();
  });

  it.each([
    ['not JSON', '{"nickname":'],
    ['the wrong shape', JSON.stringify({ nickname: 7 })],
    ['an expired session', JSON.stringify({ ...session('Stara'), expiresAt: '2026-03-01T00:00:00Z' })],
  ])('treats %s in storage as signed out and clears it', (_case, text) => {
    const storage = memoryStorage({ k: text });
    expect(createRaiderSessionStore({ storage, key: 'k', now: () => now }).$raider.get()).toBeNull();
    expect(storage.get('k')).toBeNull();
  });

  it('shares the raider between two instances on one page while they follow, and nothing else', () => {
    const storage = memoryStorage();
    const events = new EventTarget() as never;
    const first = createRaiderSessionStore({ storage, key: 'k', events, now: () => now });
    const second = createRaiderSessionStore({ storage, key: 'k', events, now: () => now });
    const stop = second.follow();
    first.signIn(session('Grzmotobrody'));
    expect(second.$raider.get()?.nickname).toBe('Grzmotobrody');
    expect(first.$raider).not.toBe(second.$raider);
    first.signOut();
    expect(second.$raider.get()).toBeNull();
    stop();
    first.signIn(session('Po zatrzymaniu'));
    expect(second.$raider.get()).toBeNull();
    // Following again catches up with what changed meanwhile.
    second.follow()();
    expect(second.$raider.get()?.nickname).toBe('Po zatrzymaniu');
  });

  it('follows another tab through storage events for its key only', () => {
    const storage = memoryStorage();
    const events = new EventTarget();
    const store = createRaiderSessionStore({ storage, key: 'k', events: events as never, now: () => now });
    const stop = store.follow();
    storage.set('k', JSON.stringify(session('Z innej karty')));
    events.dispatchEvent(Object.assign(new Event('storage'), { key: 'inny' }));
    expect(store.$raider.get()).toBeNull();
    events.dispatchEvent(Object.assign(new Event('storage'), { key: 'k' }));
    expect(store.$raider.get()?.nickname).toBe('Z innej karty');
    stop();
  });

  it('keeps instances with different keys (different backends) apart', () => {
    const storage = memoryStorage();
    const events = new EventTarget() as never;
    const local = createRaiderSessionStore({ storage, key: 'local', events, now: () => now });
    const server = createRaiderSessionStore({ storage, key: 'server', events, now: () => now });
    server.follow();
    local.signIn(session('Tylko lokalnie'));
    expect(server.$raider.get()).toBeNull();
  });
});
