import { describe, expect, it } from 'vitest';
import { createLocalRaidApi, createLocalStore } from '../../src/data/raids/local';
import { emptyLocalData } from '../../src/data/raids/local/local-data';
import { scheduleFromConfig } from '../../src/domain/schedule';
import { contractConfig, createTestClock } from '../contract/contract-fixture';
import { memoryWebStorage } from './helpers/memory-web-storage';

/** The demo's guild begins on this device as a server's does at its first start: nothing before it exists. */
describe("the demo guild's start", () => {
  const demo = (initial: Record<string, string> = {}) => {
    const storage = memoryWebStorage(initial);
    const store = createLocalStore({ key: 'k', storage: () => storage, events: new EventTarget() as never });
    const clock = createTestClock();
    return { api: createLocalRaidApi({ store, config: () => contractConfig, now: clock.now }), store, clock };
  };
  const february = { from: '2026-02-01T00:00:00Z', to: '2026-03-06T00:00:00Z' };

  it('is its first run on this device, and stays', async () => {
    const { api, store, clock } = demo();
    expect(store.read().startedAt).toBe('2026-03-02T12:00:00.000Z');
    expect((await api.listRaids(february)).map((raid) => raid.id)).toEqual(['wtorek-2026-03-03', 'czwartek-2026-03-05']);
    clock.set(new Date('2026-03-20T12:00:00Z'));
    expect((await api.listRaids({ ...february, to: clock.now().toISOString() }))[0]?.id).toBe('wtorek-2026-03-03');
  });

  it('is the earliest answer of data kept from before, where an officer had copied the schedule', async () => {
    const signup = {
      raidId: 'czwartek-2026-02-12',
      status: 'accepted',
      role: 'tank',
      raider: 'Kasia',
      sequence: 1,
      updatedAt: '2026-02-10T10:00:00.000Z',
    };
    const old = { ...emptyLocalData(), sequence: 1, signups: [signup], schedule: scheduleFromConfig(contractConfig) };
    const { api, store } = demo({ k: JSON.stringify(old) });
    expect(store.read().startedAt).toBe('2026-02-10T10:00:00.000Z');
    // The Tuesday evening of that day is the demo's first night; 3 February's is not.
    expect((await api.listRaids(february)).map((raid) => raid.id).slice(0, 3)).toEqual([
      'wtorek-2026-02-10',
      'czwartek-2026-02-12',
      'wtorek-2026-02-17',
    ]);
  });
});
