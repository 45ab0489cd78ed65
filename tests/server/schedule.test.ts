import { describe, expect, it } from 'vitest';
import type { RaidInstance, SeriesView } from '../../src/domain/schedule';
import type { RaidEvent } from '../../server/raids/raid-event-bus';
import { signInAdmin } from '../kit';
import { contractConfig, createTestClock, tuesdayRaid, type TestClock } from '../contract/contract-fixture';
import { call, signIn } from './helpers/api-client';
import { guildWith, startTestServer, temporaryDirectory, type RunningServer } from './helpers/test-server';
import { cleanupsAfterEach } from './helpers/cleanups';

/** The schedule in the database: seeded once, officers only, events in the write, edits from the next night. */
const cleanups = cleanupsAfterEach();

async function start(clock: TestClock, log?: (message: string, error: unknown) => void): Promise<RunningServer> {
  const running = await startTestServer({ guildConfig: guildWith(contractConfig), now: clock.now, inProcess: true, log });
  cleanups.push(running.close);
  return running;
}

const officerOf = (running: RunningServer, clock: TestClock): Promise<string> => signInAdmin(running, 'Oficer', { now: clock.now });

const range = (from: string, to: string) => `from=${encodeURIComponent(from)}&to=${encodeURIComponent(to)}`;

describe('the schedule in the database', () => {
  it('is seeded from the config once: officer changes survive a restart, and the config does not come back over them', async () => {
    const clock = createTestClock();
    const data = await temporaryDirectory('schedule');
    cleanups.push(data.remove);
    const first = await startTestServer({ guildConfig: guildWith(contractConfig), now: clock.now, inProcess: true, dataDir: data.path });
    const officer = await officerOf(first, clock);
    const cancelled = await call(`${first.api}/raids/${tuesdayRaid}`, 'PATCH', {
      token: officer,
      body: { status: 'cancelled', cancelReason: 'Wigilia – nie gramy' },
    });
    expect(cancelled.status).toBe(200);
    expect((await call(`${first.api}/series/czwartek`, 'PATCH', { token: officer, body: { endsOn: '2026-03-05' } })).status).toBe(200);
    await first.stop();

    const second = await startTestServer({ guildConfig: guildWith(contractConfig), now: clock.now, inProcess: true, dataDir: data.path });
    cleanups.push(second.stop);
    const raids = (await call(`${second.api}/raids?${range('2026-03-02T00:00:00Z', '2026-03-16T00:00:00Z')}`, 'GET'))
      .body as RaidInstance[];
    expect(raids.map((raid) => [raid.id, raid.status, raid.cancelReason])).toEqual([
      [tuesdayRaid, 'cancelled', 'Wigilia – nie gramy'],
      ['czwartek-2026-03-05', 'scheduled', undefined],
      ['wtorek-2026-03-10', 'scheduled', undefined],
    ]);
    expect(((await call(`${second.api}/series`, 'GET')).body as SeriesView[]).map((series) => [series.id, series.endsOn])).toEqual([
      ['wtorek', undefined],
      ['czwartek', '2026-03-05'],
    ]);
  });

  it('answers 401 without a session, 403 to a raider before reading the body, 201 and 200 to an officer', async () => {
    const clock = createTestClock();
    const running = await start(clock);
    const raider = await signIn(running.api, 'Kasia');
    const series = { title: 'Piątek', weekday: 5, start: '20:00', durationMinutes: 120, size: 10, difficulty: 'normalny' };
    expect((await call(`${running.api}/series`, 'POST', { body: series })).status).toBe(401);
    for (const [method, path] of [
      ['POST', '/series'],
      ['PATCH', '/series/wtorek'],
      ['POST', '/raids'],
      ['PATCH', `/raids/${tuesdayRaid}`],
    ] as const) {
      const refused = await call(`${running.api}${path}`, method, { token: raider, body: series });
      expect(refused.status, `${method} ${path}`).toBe(403);
    }
    const officer = await officerOf(running, clock);
    const created = await call(`${running.api}/series`, 'POST', { token: officer, body: series });
    expect(created.status).toBe(201);
    expect(created.body).toMatchObject({ id: 'piatek', ...series });
    const oneOff = await call(`${running.api}/raids`, 'POST', {
      token: officer,
      body: { title: 'Bonus', date: '2026-03-08', start: '18:00', durationMinutes: 120, size: 10, difficulty: 'normalny' },
    });
    expect(oneOff.status).toBe(201);
    expect(oneOff.body).toMatchObject({ id: 'bonus-2026-03-08', kind: 'one-off', status: 'scheduled' });
    const wrong = await call(`${running.api}/raids/${tuesdayRaid}`, 'PATCH', { token: officer, body: { status: 'odwołany' } });
    expect(wrong.status).toBe(400);
    expect((await call(`${running.api}/raids/nie-ma-2026-03-03`, 'PATCH', { token: officer, body: { title: 'X' } })).status).toBe(404);
  });

  it('publishes the raid events inside the write: a listener that fails undoes the change', async () => {
    const clock = createTestClock();
    const faults: unknown[] = [];
    const running = await start(clock, (_message, error) => faults.push(error));
    const officer = await officerOf(running, clock);
    const heard: RaidEvent[] = [];
    const stopListening = running.server.raidEvents.subscribe((event) => heard.push(event));
    await call(`${running.api}/raids/${tuesdayRaid}`, 'PATCH', { token: officer, body: { start: '21:00' } });
    await call(`${running.api}/raids/${tuesdayRaid}`, 'PATCH', {
      token: officer,
      body: { status: 'cancelled', cancelReason: 'Serwer padł' },
    });
    await call(`${running.api}/raids/${tuesdayRaid}`, 'PATCH', { token: officer, body: { status: 'scheduled' } });
    const created = await call(`${running.api}/raids`, 'POST', {
      token: officer,
      body: { title: 'Bonus', date: '2026-03-08', start: '18:00', durationMinutes: 120, size: 10, difficulty: 'normalny' },
    });
    expect(created.status).toBe(201);
    expect(heard).toEqual([
      { kind: 'raid-moved', raidId: tuesdayRaid, previousStartsAt: '2026-03-03T19:00:00.000Z' },
      { kind: 'raid-cancelled', raidId: tuesdayRaid, reason: 'Serwer padł' },
      { kind: 'raid-restored', raidId: tuesdayRaid },
      { kind: 'raid-created', raidId: 'bonus-2026-03-08' },
    ]);
    stopListening();

    running.server.raidEvents.subscribe(() => {
      throw new Error('the announcement outbox is full');
    });
    const failed = await call(`${running.api}/raids/${tuesdayRaid}`, 'PATCH', {
      token: officer,
      body: { status: 'cancelled', cancelReason: 'Nie' },
    });
    expect(failed.status).toBe(500);
    expect(faults).toEqual([new Error('the announcement outbox is full')]);
    const raids = (await call(`${running.api}/raids?${range('2026-03-03T00:00:00Z', '2026-03-04T00:00:00Z')}`, 'GET'))
      .body as RaidInstance[];
    expect(raids[0]).toMatchObject({ id: tuesdayRaid, status: 'scheduled', startUtc: '2026-03-03T20:00:00.000Z' });
  });

  it('applies a series edit to the nights from the next one on, across the change to winter time, keeping their answers', async () => {
    // The guild's server first started in early October (its series begin then) …
    const clock = createTestClock(new Date('2026-10-01T12:00:00Z'));
    const running = await start(clock);
    // … and now it is Tuesday 20 October 2026, 21:00 in Warsaw (summer time): that night's raid started at 20:00.
    clock.set(new Date('2026-10-20T19:00:00Z'));
    const raider = await signIn(running.api, 'Kasia');
    const answered = await call(`${running.api}/raids/wtorek-2026-10-27/signup`, 'PUT', {
      token: raider,
      body: { status: 'accepted', role: 'tank' },
    });
    expect(answered.status).toBe(200);
    const officer = await officerOf(running, clock);
    const edited = await call(`${running.api}/series/wtorek`, 'PATCH', { token: officer, body: { start: '21:00', title: 'Wtorek późny' } });
    expect(edited.status).toBe(200);

    const tuesdays = (
      (await call(`${running.api}/raids?${range('2026-10-13T00:00:00Z', '2026-11-04T00:00:00Z')}`, 'GET')).body as RaidInstance[]
    )
      .filter((raid) => raid.seriesId === 'wtorek')
      .map((raid) => [raid.id, raid.title, raid.startUtc]);
    expect(tuesdays).toEqual([
      ['wtorek-2026-10-13', 'Wtorkowy rajd', '2026-10-13T18:00:00.000Z'],
      ['wtorek-2026-10-20', 'Wtorkowy rajd', '2026-10-20T18:00:00.000Z'],
      // Winter time from 25 October: 21:00 in Warsaw is 20:00 UTC.
      ['wtorek-2026-10-27', 'Wtorek późny', '2026-10-27T20:00:00.000Z'],
      ['wtorek-2026-11-03', 'Wtorek późny', '2026-11-03T20:00:00.000Z'],
    ]);
    const mine = await call(`${running.api}/me/signups?${range('2026-10-26T00:00:00Z', '2026-11-02T00:00:00Z')}`, 'GET', { token: raider });
    expect((mine.body as Array<{ raidId: string; status: string }>).map((signup) => [signup.raidId, signup.status])).toEqual([
      ['wtorek-2026-10-27', 'accepted'],
    ]);
  });

  it('refuses new answers for a cancelled night with 409 locked', async () => {
    const clock = createTestClock();
    const running = await start(clock);
    const officer = await officerOf(running, clock);
    await call(`${running.api}/raids/${tuesdayRaid}`, 'PATCH', {
      token: officer,
      body: { status: 'cancelled', cancelReason: 'Wigilia – nie gramy' },
    });
    const raider = await signIn(running.api, 'Kasia');
    const refused = await call(`${running.api}/raids/${tuesdayRaid}/signup`, 'PUT', {
      token: raider,
      body: { status: 'accepted', role: 'tank' },
    });
    expect(refused.status).toBe(409);
    expect((refused.body as { error: { code: string } }).error.code).toBe('locked');
  });
});
