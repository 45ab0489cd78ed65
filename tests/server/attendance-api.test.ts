import { describe, expect, it } from 'vitest';
import { tuesdayRaid } from '../contract/contract-fixture';
import { call, contractServerPerTest, signIn, signInAdmin, type RunningServer, type TestClock } from '../kit';

/** The attendance endpoints' status codes as docs/api.md's table gives them (rules: the contract suite). */
let clock: TestClock;
let running: RunningServer;
// The guild joins without an access code here.
contractServerPerTest((started) => ({ clock, running } = started), { accessCode: undefined });

describe('attendance over HTTP', () => {
  it('answers 401, 403, 409, 400 and 200 as documented', async () => {
    const raider = await signIn(running.api, 'Kasia');
    const officer = await signInAdmin(running, 'Oficer', { now: clock.now });
    const sheet = `${running.api}/raids/${tuesdayRaid}/attendance`;
    const entries = { entries: [{ nickname: 'Kasia', attendance: 'present' }] };

    expect((await call(`${running.api}/attendance`, 'GET')).status).toBe(401);
    expect((await call(`${running.api}/attendance?weeks=5`, 'GET', { token: raider })).status).toBe(400);
    expect((await call(`${running.api}/attendance?weeks=8`, 'GET', { token: raider })).status).toBe(200);
    expect((await call(sheet, 'GET', { token: raider })).status).toBe(403);
    expect((await call(sheet, 'PUT', { token: raider, body: entries })).status).toBe(403);

    expect(
      (await call(`${running.api}/raids/${tuesdayRaid}/signup`, 'PUT', { token: raider, body: { status: 'accepted', role: 'tank' } }))
        .status,
    ).toBe(200);
    const early = await call(sheet, 'PUT', { token: officer, body: entries });
    expect([early.status, (early.body as { error: { code: string } }).error.code]).toEqual([409, 'locked']);
    clock.set(new Date('2026-03-03T20:00:00Z'));
    const recorded = await call(sheet, 'PUT', { token: officer, body: entries });
    expect(recorded.status).toBe(200);
    expect(recorded.body).toEqual({
      raidId: tuesdayRaid,
      entries: [{ nickname: 'Kasia', attendance: 'present', recorded: true, answer: 'accepted', place: 'roster' }],
    });
    expect((await call(sheet, 'PUT', { token: officer, body: { entries: [{ nickname: 'Kasia', attendance: 'x' }] } })).status).toBe(400);
    // A night from before the guild's server first started (2 March) does not exist.
    expect((await call(`${running.api}/raids/wtorek-2026-02-03/attendance`, 'PUT', { token: officer, body: entries })).status).toBe(404);
    clock.set(new Date('2026-03-11T19:00:00Z'));
    expect((await call(sheet, 'PUT', { token: officer, body: entries })).status).toBe(409);
    expect((await call(`${running.api}/attendance?weeks=4`, 'GET', { token: officer })).body).toEqual([
      { nickname: 'Kasia', counted: 3, attended: 1, rate: 1 / 3, notCounted: 0 },
    ]);
  });
});
