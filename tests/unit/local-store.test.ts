import { describe, expect, it, vi } from 'vitest';
import { createLocalStore } from '../../src/data/raids/local/local-store';
import { emptyLocalData } from '../../src/data/raids/local/local-data';
import { memoryWebStorage as mapStorage } from './helpers/memory-web-storage';

const throwing = (): Storage => {
  throw new DOMException('SecurityError');
};

describe('the local demo store', () => {
  it('keeps its data in storage as one JSON document', () => {
    const storage = mapStorage();
    const store = createLocalStore({ key: 'k', storage: () => storage, events: new EventTarget() as never });
    store.update((data) => void (data.sequence = 3));
    expect(JSON.parse(storage.data.get('k')!)).toMatchObject({ version: 1, sequence: 3 });
    expect(store.notice).toBeNull();
  });

  it('falls back to memory with a notice when storage throws, and keeps working', () => {
    const store = createLocalStore({ key: 'k', storage: throwing, events: new EventTarget() as never });
    store.update((data) => void (data.sequence = 7));
    expect(store.read().sequence).toBe(7);
    expect(store.notice).toBe('memory');
  });

  it('falls back to memory when a write hits the quota', () => {
    const storage = mapStorage();
    const store = createLocalStore({ key: 'k', storage: () => storage, events: new EventTarget() as never });
    storage.setItem = () => {
      throw new DOMException('QuotaExceededError');
    };
    store.update((data) => void (data.sequence = 2));
    expect(store.notice).toBe('memory');
  });

  it.each([
    ['not JSON', '{"version":1,'],
    ['another version', JSON.stringify({ ...emptyLocalData(), version: 2 })],
    [
      'a signup with markup in its role',
      JSON.stringify({
        ...emptyLocalData(),
        signups: [{ raidId: 'r-2026-03-03', raider: 'K', status: 'accepted', role: '<img onerror=x>', sequence: 1, updatedAt: '' }],
      }),
    ],
    ['a session of the wrong shape', JSON.stringify({ ...emptyLocalData(), sessions: { t: { nickname: 5 } } })],
  ])('resets %s with one warning and a notice, never throwing', (_case, text) => {
    const storage = mapStorage({ k: text });
    const warn = vi.fn();
    const store = createLocalStore({ key: 'k', storage: () => storage, events: new EventTarget() as never, warn });
    expect(store.read()).toEqual(emptyLocalData());
    expect(warn).toHaveBeenCalledTimes(1);
    expect(warn.mock.calls[0]?.[0]).toMatch(/^\[raider-panel\] /);
    expect(store.notice).toBe('reset');
    expect(JSON.parse(storage.data.get('k')!)).toEqual(emptyLocalData());
  });

  it('tells a watcher about changes from another store on the page and from other tabs, not its own', () => {
    const storage = mapStorage();
    const events = new EventTarget();
    const mine = createLocalStore({ key: 'k', storage: () => storage, events: events as never });
    const other = createLocalStore({ key: 'k', storage: () => storage, events: events as never });
    const changed = vi.fn();
    const stop = mine.watch(changed);
    mine.update(() => {});
    expect(changed).not.toHaveBeenCalled();
    other.update(() => {});
    expect(changed).toHaveBeenCalledTimes(1);
    events.dispatchEvent(Object.assign(new Event('storage'), { key: 'k' }));
    events.dispatchEvent(Object.assign(new Event('storage'), { key: 'another' }));
    expect(changed).toHaveBeenCalledTimes(2);
    stop();
    other.update(() => {});
    expect(changed).toHaveBeenCalledTimes(2);
  });
});
