import { describe, expect, it, vi } from 'vitest';
import { createLocalRaidApi, createLocalStore } from '../../src/data/raids/local';
import type { RaidApi } from '../../src/data/raids';
import { RaidApiError } from '../../src/domain';
import { createRaiderBoard } from '../../src/pages/raider-board/raider-board-store';
import { contractConfig, createTestClock, tuesdayRaid } from '../contract/contract-fixture';
import { memoryWebStorage } from './helpers/memory-web-storage';

function localApi(): RaidApi {
  const clock = createTestClock();
  const storage = memoryWebStorage();
  const store = createLocalStore({ key: 'k', storage: () => storage, events: new EventTarget() as never });
  return createLocalRaidApi({ store, config: () => contractConfig, now: clock.now });
}

async function boardFor(api: RaidApi, overrides: Partial<Parameters<typeof createRaiderBoard>[0]> = {}) {
  const session = await api.createAccount({ nickname: 'Kasia', password: 'smocza jaskinia 42' });
  const board = createRaiderBoard({
    api,
    token: session.token,
    nickname: 'Kasia',
    weeksAhead: contractConfig.schedule.weeksAhead,
    now: () => new Date('2026-03-02T12:00:00Z'),
    onUnauthorized: vi.fn(),
    ...overrides,
  });
  await board.load();
  return board;
}

function deferred<T>() {
  let resolve!: (value: T) => void;
  let reject!: (error: unknown) => void;
  const promise = new Promise<T>((res, rej) => {
    resolve = res;
    reject = rej;
  });
  return { promise, resolve, reject };
}

describe('the raider board', () => {
  it('loads past and coming raids with rosters and attendance', async () => {
    const board = await boardFor(localApi());
    const state = board.$state.get();
    expect(state.phase).toBe('ready');
    expect(state.rows.map((row) => row.raid.id)).toContain(tuesdayRaid);
    expect(state.rows.every((row) => row.roster !== null && row.mine === null)).toBe(true);
    expect(state.attendance).toMatchObject({ weeks: 4 });
  });

  it('shows an answer at once, then the confirmed signup and roster', async () => {
    const api = localApi();
    const board = await boardFor(api);
    const pending = deferred<Awaited<ReturnType<RaidApi['saveSignup']>>>();
    const realSave = api.saveSignup.bind(api);
    api.saveSignup = (token, raidId, answer) => realSave(token, raidId, answer).then((result) => pending.promise.then(() => result));
    const saved = board.save({ raidId: tuesdayRaid, status: 'accepted', role: 'tank' });
    const row = () => board.$state.get().rows.find((r) => r.raid.id === tuesdayRaid)!;
    expect(row()).toMatchObject({ saving: true, mine: { status: 'accepted', role: 'tank' } });
    expect(row().roster?.filled).toBe(0);
    pending.resolve(undefined as never);
    expect(await saved).toMatchObject({ ok: true });
    expect(row().saving).toBe(false);
    expect(row().roster?.byRole.tank.map((entry) => entry.raider)).toEqual(['Kasia']);
  });

  it('rolls a failed save back, keeps the reason on the row, and never throws', async () => {
    const api = localApi();
    const board = await boardFor(api);
    await board.save({ raidId: tuesdayRaid, status: 'accepted', role: 'tank' });
    api.saveSignup = () => Promise.reject(new RaidApiError('unavailable', 'Brak połączenia.'));
    const result = await board.save({ raidId: tuesdayRaid, status: 'absent', role: 'tank', note: 'Nie zdążę' });
    expect(result).toEqual({ ok: false, failure: { message: 'Brak połączenia.', fieldErrors: {} } });
    const row = board.$state.get().rows.find((r) => r.raid.id === tuesdayRaid)!;
    expect(row.mine).toMatchObject({ status: 'accepted' });
    expect(row.failure?.message).toBe('Brak połączenia.');
  });

  it('turns an unexpected error into the "unavailable" message', async () => {
    const api = localApi();
    const board = await boardFor(api);
    api.saveSignup = () => Promise.reject(new TypeError('Failed to fetch'));
    const result = await board.save({ raidId: tuesdayRaid, status: 'accepted', role: 'tank' });
    expect(result.ok).toBe(false);
    if (!result.ok) expect(result.failure.message).toMatch(/Nie udało się połączyć/);
  });

  it('lets a newer save win over an older one that answers later', async () => {
    const api = localApi();
    const board = await boardFor(api);
    const slow = deferred<void>();
    const realSave = api.saveSignup.bind(api);
    let calls = 0;
    api.saveSignup = (token, raidId, answer) => {
      calls += 1;
      return calls === 1
        ? slow.promise.then(() => Promise.reject(new RaidApiError('unavailable', 'stare')))
        : realSave(token, raidId, answer);
    };
    const first = board.save({ raidId: tuesdayRaid, status: 'tentative', role: 'tank' });
    await board.save({ raidId: tuesdayRaid, status: 'accepted', role: 'healer' });
    slow.resolve();
    await first;
    const row = board.$state.get().rows.find((r) => r.raid.id === tuesdayRaid)!;
    expect(row.mine).toMatchObject({ status: 'accepted', role: 'healer' });
    expect(row.failure).toBeNull();
  });

  it('signs the raider out when the session ended', async () => {
    const api = localApi();
    const onUnauthorized = vi.fn();
    const board = await boardFor(api, { onUnauthorized });
    const token = (await api.createAccount({ nickname: 'Inny', password: 'smocza jaskinia 42' })).token;
    await api.signOut(token);
    const revoked = createRaiderBoard({
      api,
      token,
      nickname: 'Inny',
      weeksAhead: 6,
      onUnauthorized,
      now: () => new Date('2026-03-02T12:00:00Z'),
    });
    await revoked.load();
    expect(onUnauthorized).toHaveBeenCalledTimes(1);
    expect(board.$state.get().phase).toBe('ready');
  });

  it('shows the load error on a first load and keeps shown data on a later failure', async () => {
    const api = localApi();
    const board = await boardFor(api);
    api.listRaids = () => Promise.reject(new RaidApiError('unavailable', 'Serwer milczy.'));
    await board.load();
    expect(board.$state.get().phase).toBe('ready');
    const fresh = createRaiderBoard({ api, token: 'x', nickname: 'Kasia', weeksAhead: 6, onUnauthorized: vi.fn() });
    await fresh.load();
    expect(fresh.$state.get()).toMatchObject({ phase: 'error', message: 'Serwer milczy.' });
  });
});
