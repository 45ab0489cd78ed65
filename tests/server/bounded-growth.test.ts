import { join } from 'node:path';
import BetterSqlite3 from 'better-sqlite3';
import { afterEach, describe, expect, it } from 'vitest';
import { raidApiMessages, raidsInRange } from '../../src/domain';
import { databaseFileName } from '../../server/database/open-database';
import { contractConfig, createTestClock, tuesdayRaid } from '../contract/contract-fixture';
import { testPassword } from './helpers/api-client';
import { guildWith, startTestServer, type RunningServer } from './helpers/test-server';

/** What one client can make the server store: signups only for published raids, sessions pruned. */
let running: RunningServer | undefined;
afterEach(async () => {
  await running?.close();
  running = undefined;
});

const day = 86_400_000;
const json = { 'content-type': 'application/json' };

async function start() {
  const clock = createTestClock();
  running = await startTestServer({ guildConfig: guildWith(contractConfig), now: clock.now });
  const { app } = running.server;
  const signIn = async (nickname: string) =>
    (
      (await (
        await app.request('/api/accounts', { method: 'POST', headers: json, body: JSON.stringify({ nickname, password: testPassword }) })
      ).json()) as {
        token: string;
      }
    ).token;
  const save = (token: string, raidId: string) =>
    app.request(`/api/raids/${raidId}/signup`, {
      method: 'PUT',
      headers: { ...json, authorization: `Bearer ${token}` },
      body: JSON.stringify({ status: 'accepted', role: 'tank' }),
    });
  return { clock, app, signIn, save };
}

const raidStartingAfter = (at: number) =>
  raidsInRange(contractConfig, { from: new Date(at).toISOString(), to: new Date(at + 14 * day).toISOString() })[0]!;

describe('signups only for raids the schedule publishes', () => {
  it('refuses a raid years ahead with 404, and one beyond the schedule horizon', async () => {
    const { clock, signIn, save } = await start();
    const token = await signIn('Kasia');
    const farAhead = raidStartingAfter(Date.parse('9998-01-01T00:00:00Z'));
    const beyondHorizon = raidStartingAfter(clock.now().getTime() + (contractConfig.schedule.weeksAhead + 1) * 7 * day);
    for (const raid of [farAhead, beyondHorizon]) {
      const answer = await save(token, raid.id);
      expect(answer.status, raid.id).toBe(404);
      expect(await answer.json()).toEqual({ error: { code: 'not-found', message: raidApiMessages.notFound } });
    }
    const lastPublished = raidsInRange(contractConfig, {
      from: clock.now().toISOString(),
      to: new Date(clock.now().getTime() + contractConfig.schedule.weeksAhead * 7 * day).toISOString(),
    }).at(-1)!;
    expect((await save(token, lastPublished.id)).status).toBe(200);
    expect((await save(token, tuesdayRaid)).status).toBe(200);
  });
});

describe('sessions', () => {
  it('are pruned once expired: a sign-in removes every expired session', async () => {
    const { clock, app, signIn } = await start();
    for (let index = 0; index < 5; index += 1) await signIn(`Gracz ${index}`);
    clock.advance(31 * day);
    const signedIn = await app.request('/api/session', {
      method: 'POST',
      headers: json,
      body: JSON.stringify({ nickname: 'Gracz 0', password: testPassword }),
    });
    expect(signedIn.status).toBe(201);
    await running!.stop();
    const db = new BetterSqlite3(join(running!.dataDir, databaseFileName), { readonly: true });
    const nicknames = db.prepare('SELECT accounts.nickname FROM sessions JOIN accounts ON accounts.id = sessions.account_id').all();
    db.close();
    expect(nicknames).toEqual([{ nickname: 'Gracz 0' }]);
  });
});
