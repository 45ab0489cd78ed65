import { gunzipSync } from 'node:zlib';
import { afterEach, describe, expect, it } from 'vitest';
import type { RaidRoster } from '../../src/domain';
import { contractConfig, createTestClock, thursdayRaid, tuesdayRaid } from '../contract/contract-fixture';
import { testPassword } from './helpers/api-client';
import { guildWith, startTestServer, type RunningServer } from './helpers/test-server';

/** `GET /api/rosters` is served from a cache of its bytes: exact after every write, gzipped for browsers. */
let running: RunningServer | undefined;
afterEach(async () => {
  await running?.close();
  running = undefined;
});

const week = `from=${encodeURIComponent('2026-03-02T00:00:00Z')}&to=${encodeURIComponent('2026-03-09T00:00:00Z')}`;
const json = { 'content-type': 'application/json' };

describe('GET /api/rosters', () => {
  it('answers gzip to a client that takes it, the same rosters as plain JSON', async () => {
    running = await startTestServer({ guildConfig: guildWith(contractConfig), now: createTestClock().now });
    const { app } = running.server;
    const { token } = (await (
      await app.request('/api/accounts', {
        method: 'POST',
        headers: json,
        body: JSON.stringify({ nickname: 'Kasia', password: testPassword }),
      })
    ).json()) as { token: string };
    const auth = { authorization: `Bearer ${token}` };
    await app.request(`/api/raids/${tuesdayRaid}/signup`, {
      method: 'PUT',
      headers: { ...json, ...auth },
      body: JSON.stringify({ status: 'accepted', role: 'tank' }),
    });

    const plain = await app.request(`/api/rosters?${week}`, { headers: auth });
    expect(plain.headers.get('content-encoding')).toBeNull();
    expect(plain.headers.get('vary')).toMatch(/Accept-Encoding/);
    const rosters = (await plain.json()) as RaidRoster[];
    expect(rosters.map((roster) => roster.raidId)).toEqual([tuesdayRaid, thursdayRaid]);

    const gzipped = await app.request(`/api/rosters?${week}`, { headers: { ...auth, 'accept-encoding': 'gzip, deflate, br' } });
    expect(gzipped.status).toBe(200);
    expect(gzipped.headers.get('content-encoding')).toBe('gzip');
    expect(gzipped.headers.get('cache-control')).toBe('no-store');
    expect(JSON.parse(gunzipSync(Buffer.from(await gzipped.arrayBuffer())).toString('utf8'))).toEqual(rosters);
    const refused = await app.request(`/api/rosters?${week}`, { headers: { ...auth, 'accept-encoding': 'gzip;q=0' } });
    expect(refused.headers.get('content-encoding')).toBeNull();
  });

  it('shows every write at once: the cached answer is dropped by each signup save', async () => {
    running = await startTestServer({ guildConfig: guildWith(contractConfig), now: createTestClock().now });
    const { app } = running.server;
    const tokens = await Promise.all(
      ['Kasia', 'Tomek', 'Ola'].map(
        async (nickname) =>
          (
            (await (
              await app.request('/api/accounts', {
                method: 'POST',
                headers: json,
                body: JSON.stringify({ nickname, password: testPassword }),
              })
            ).json()) as {
              token: string;
            }
          ).token,
      ),
    );
    const rosterOf = async () =>
      (
        (await (await app.request(`/api/rosters?${week}`, { headers: { authorization: `Bearer ${tokens[0]}` } })).json()) as RaidRoster[]
      )[0]!;
    const raidersOf = (roster: RaidRoster) =>
      Object.values(roster.byRole)
        .flat()
        .map((entry) => entry.raider);
    expect(raidersOf(await rosterOf())).toEqual([]);
    for (const [index, token] of tokens.entries()) {
      await app.request(`/api/raids/${tuesdayRaid}/signup`, {
        method: 'PUT',
        headers: { ...json, authorization: `Bearer ${token}` },
        body: JSON.stringify({ status: 'accepted', role: 'healer' }),
      });
      expect(raidersOf(await rosterOf())).toHaveLength(index + 1);
    }
    await app.request(`/api/raids/${tuesdayRaid}/signup`, {
      method: 'PUT',
      headers: { ...json, authorization: `Bearer ${tokens[1]}` },
      body: JSON.stringify({ status: 'absent', role: 'healer' }),
    });
    const roster = await rosterOf();
    expect(raidersOf(roster).sort()).toEqual(['Kasia', 'Ola']);
    expect(roster.absent.map((entry) => entry.raider)).toEqual(['Tomek']);
  });
});
