import { join } from 'node:path';
import BetterSqlite3 from 'better-sqlite3';
import { describe, expect, it } from 'vitest';
import { raidRoles } from '../../src/domain/guild-config-types';
import type { RaidInstance } from '../../src/domain/schedule';
import type { RaidRoster, Signup } from '../../src/domain';
import { databaseFileName } from '../../server/database/open-database';
import { contractAccessCode, contractConfig, createTestClock, thursdayRaid, tuesdayRaid } from '../contract/contract-fixture';
import { raidOpenFor } from '../kit';
import { call, signIn } from './helpers/api-client';
import { startServerProcess } from './helpers/server-process';
import { guildWith, startTestServer } from './helpers/test-server';
import { cleanupsAfterEach, directoryForTest } from './helpers/cleanups';
import { crowdEnv } from './helpers/crowd-server';

const cleanups = cleanupsAfterEach();

const range = (raid: RaidInstance) => `from=${encodeURIComponent(raid.startUtc)}&to=${encodeURIComponent(raid.endUtc)}`;

describe('restart', () => {
  it('keeps every signup, the signup order and every session', async () => {
    const dataDir = await directoryForTest(cleanups, 'durability');
    const clock = createTestClock();
    const options = { dataDir, guildConfig: guildWith(contractConfig), accessCode: contractAccessCode, now: clock.now };
    const before = await startTestServer(options);
    const tokens: string[] = [];
    for (const [index, role] of ['tank', 'tank', 'tank', 'healer', 'ranged', 'melee'].entries()) {
      const token = await signIn(before.api, `Rajdowiec ${index + 1}`, contractAccessCode);
      tokens.push(token);
      await call(`${before.api}/raids/${tuesdayRaid}/signup`, 'PUT', {
        token,
        body: { status: 'accepted', role, note: `Notatka ${index + 1} – zażółć` },
      });
      await call(`${before.api}/raids/${thursdayRaid}/signup`, 'PUT', { token, body: { status: index % 2 ? 'tentative' : 'late', role } });
    }
    const rosters = async (api: string) =>
      Promise.all(
        [tuesdayRaid, thursdayRaid].map(
          async (raidId) => (await call(`${api}/raids/${raidId}/roster`, 'GET', { token: tokens[0] })).body as RaidRoster,
        ),
      );
    const week = 'from=2026-03-02T00:00:00Z&to=2026-03-09T00:00:00Z';
    const mine = async (api: string) =>
      Promise.all(tokens.map(async (token) => (await call(`${api}/me/signups?${week}`, 'GET', { token })).body as Signup[]));
    const rostersBefore = await rosters(before.api);
    const mineBefore = await mine(before.api);
    await before.stop();

    const after = await startTestServer(options);
    cleanups.push(after.stop);
    expect(await rosters(after.api)).toEqual(rostersBefore);
    expect(await mine(after.api)).toEqual(mineBefore);
    expect(rostersBefore[0]!.reserve.map((entry) => entry.raider)).toEqual(['Rajdowiec 3']);
    // The signup order continues where it stopped: a new raider queues behind everyone.
    const late = await signIn(after.api, 'Spóźnialski', contractAccessCode);
    const { body } = await call(`${after.api}/raids/${tuesdayRaid}/signup`, 'PUT', {
      token: late,
      body: { status: 'accepted', role: 'tank' },
    });
    expect(body.signup.sequence).toBeGreaterThan(Math.max(...mineBefore.flat().map((signup) => signup.sequence)));
    expect(body.roster.reserve.map((entry: { raider: string }) => entry.raider)).toEqual(['Rajdowiec 3', 'Spóźnialski']);
  });
});

describe('kill -9 during a write burst', () => {
  it('restarts with a consistent database holding every acknowledged write', async () => {
    const dataDir = await directoryForTest(cleanups, 'durability');
    const server = await startServerProcess({ DATA_DIR: dataDir, ...crowdEnv });
    cleanups.push(server.kill);
    const raid = await raidOpenFor(server.api);

    const acknowledged: Array<{ token: string; signup: Signup }> = [];
    let killed = false;
    let cutOff = 0;
    const killAfter = 60;
    // Raiders keep signing in and answering, 16 at a time, until the process is killed under them.
    await Promise.all(
      Array.from({ length: 16 }, async (_, lane) => {
        for (let round = 0; !killed; round += 1) {
          try {
            const nickname = `Gracz ${lane}-${round}`;
            const token = await signIn(server.api, nickname);
            const role = raidRoles[(lane + round) % raidRoles.length];
            const answer = await call(`${server.api}/raids/${raid.id}/signup`, 'PUT', {
              token,
              body: { status: round % 5 === 4 ? 'absent' : 'accepted', role },
            });
            if (answer.status !== 200) throw new Error(`answered ${answer.status}`);
            acknowledged.push({ token, signup: answer.body.signup });
            if (acknowledged.length === killAfter && !killed) {
              killed = true;
              await server.kill();
            }
          } catch (error) {
            // After the kill requests fail (connection reset or refused): those writes were never acknowledged.
            if (!killed) throw error;
            cutOff += 1;
          }
        }
      }),
    );
    expect(acknowledged.length).toBeGreaterThanOrEqual(killAfter);
    // The kill really came in the middle of writing: other raiders' requests were cut off.
    expect(cutOff).toBeGreaterThan(0);

    const database = new BetterSqlite3(join(dataDir, databaseFileName));
    expect(database.pragma('integrity_check', { simple: true })).toBe('ok');
    expect(database.pragma('foreign_key_check')).toEqual([]);
    const counter = (database.prepare(`SELECT value FROM counters WHERE name = 'signup-sequence'`).get() as { value: number }).value;
    const maxSequence = (database.prepare('SELECT MAX(sequence) AS max FROM signups').get() as { max: number }).max;
    database.close();
    expect(counter).toBeGreaterThanOrEqual(maxSequence);

    const restarted = await startServerProcess({ DATA_DIR: dataDir, ...crowdEnv });
    cleanups.push(restarted.stop);
    for (const { token, signup } of acknowledged) {
      const stored = (await call(`${restarted.api}/me/signups?${range(raid)}`, 'GET', { token })).body as Signup[];
      expect(stored, signup.raider).toEqual([signup]);
    }
    const roster = (await call(`${restarted.api}/raids/${raid.id}/roster`, 'GET', { token: acknowledged[0]!.token })).body as RaidRoster;
    expect(roster.filled).toBeLessThanOrEqual(raid.size);
    for (const role of raidRoles) expect(roster.byRole[role].length).toBeLessThanOrEqual(raid.roleTargets[role]);
    expect(restarted.errors()).toBe('');
  });
});
