import { describe, expect, it } from 'vitest';
import { call, contractServerPerTest, signIn, signInAdmin, type RunningServer, type TestClock } from '../kit';

/** The fair-bench endpoints' status codes as docs/api.md's table gives them (rules: the suggestion contract). */
let clock: TestClock;
let running: RunningServer;
// The guild joins without an access code here.
contractServerPerTest((started) => ({ clock, running } = started), { accessCode: undefined });
const raid = 'wtorek-2026-03-10';

describe('the roster suggestion over HTTP', () => {
  it('answers 401, 403 for raiders, 404 for an unknown raid, and 200; after applying the roster equals it', async () => {
    const raider = await signIn(running.api, 'Kasia');
    const officer = await signInAdmin(running, 'Oficer', { now: clock.now });
    const suggestion = `${running.api}/raids/${raid}/suggestion`;
    const apply = `${suggestion}/apply`;
    // Three tanks for two places.
    for (const [token, nickname] of [
      [raider, 'Kasia'],
      [await signIn(running.api, 'Ola'), 'Ola'],
      [await signIn(running.api, 'Tomek'), 'Tomek'],
    ] as const) {
      const answer = await call(`${running.api}/raids/${raid}/signup`, 'PUT', { token, body: { status: 'accepted', role: 'tank' } });
      expect([nickname, answer.status]).toEqual([nickname, 200]);
    }

    expect((await call(suggestion, 'GET')).status).toBe(401);
    expect((await call(suggestion, 'GET', { token: raider })).status).toBe(403);
    expect((await call(apply, 'POST', { token: raider })).status).toBe(403);
    expect((await call(`${running.api}/raids/wtorek-2026-03-11/suggestion`, 'GET', { token: officer })).status).toBe(404);
    expect((await call(`${running.api}/raids/wtorek-2026-03-11/suggestion/apply`, 'POST', { token: officer })).status).toBe(404);

    const proposed = await call(suggestion, 'GET', { token: officer });
    expect(proposed.status).toBe(200);
    expect(typeof proposed.body.rule).toBe('string');
    const places = proposed.body.places as Array<{ nickname: string; role: string; place: string; reasons: string[] }>;
    expect(places.map((one) => [one.nickname, one.role, one.place])).toEqual([
      ['Kasia', 'tank', 'roster'],
      ['Ola', 'tank', 'roster'],
      ['Tomek', 'tank', 'bench'],
    ]);
    for (const place of places) expect(place.reasons.length).toBeGreaterThan(0);

    const applied = await call(apply, 'POST', { token: officer });
    expect(applied.status).toBe(200);
    const roster = await call(`${running.api}/raids/${raid}/roster`, 'GET', { token: officer });
    expect(applied.body.roster).toEqual(roster.body);
    expect(roster.body.byRole.tank.map((entry: { raider: string }) => entry.raider)).toEqual(['Kasia', 'Ola']);
    expect(roster.body.reserve.map((entry: { raider: string; decision: string }) => [entry.raider, entry.decision])).toEqual([
      ['Tomek', 'bench'],
    ]);

    clock.set(new Date('2026-03-10T19:00:00Z'));
    const late = await call(apply, 'POST', { token: await signIn(running.api, 'Oficer') });
    expect([late.status, late.body.error.code]).toEqual([409, 'past']);
  });
});
