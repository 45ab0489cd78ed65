import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { grantAdmin } from '../../server/accounts/grant-admin';
import { createDiscordLinks } from '../../server/discord/discord-links';
import { raidHelperMessages } from '../../server/imports/raid-helper';
import type { RaidHelperProgress } from '../../src/domain/raid-helper/raid-helper-import-input';
import type { RaidRoster } from '../../src/domain';
import { contractConfig, createTestClock } from '../contract/contract-fixture';
import { startRaidHelperStandIn, type RaidHelperStandIn, type StandInEvent, type StandInSignUp } from '../stand-ins/raid-helper';
import { call, callOk, signIn } from './helpers/api-client';
import { guildWith, startTestServer, type RunningServer } from './helpers/test-server';

/** `POST /api/import/raid-helper` against our Raid-Helper stand-in. */
const serverId = '900000000000000001';
const apiKey = 'rh-key-0123456789';
const kasiaDiscord = '200000000000000001';
const newOlaDiscord = '300000000000000042';

let signUpIds = 5000;
const signUp = (userId: string, name: string, className: string, specName: string | undefined, entryTime: number): StandInSignUp => ({
  id: signUpIds++,
  userId,
  name,
  className,
  ...(specName ? { specName } : {}),
  entryTime,
  status: 'primary',
  position: signUpIds,
});

/** Thursday 12 February 2026, 20:00 Warsaw (19:00 UTC), in unix seconds. */
const february12 = Date.parse('2026-02-12T19:00:00Z') / 1000;
const day = 86_400;
const event = (id: string, startTime: number, signUps: StandInSignUp[]): StandInEvent => ({
  id,
  title: `Rajd ${id}`,
  leaderId: kasiaDiscord,
  startTime,
  endTime: startTime + 3 * 3600,
  channelId: '1',
  signUps,
});

/** One event mixing every kind of sign-up: classes, roles, specs, and the answers Raid-Helper keeps as classes. */
const mixed = event('1001', february12, [
  signUp(kasiaDiscord, 'Kasia', 'Tank', 'Protection', february12 - 5 * day),
  signUp(newOlaDiscord, 'Ola', 'Warrior', 'Fury', february12 - 4 * day),
  signUp('300000000000000043', 'Kapłanka', 'Priest', 'Holy1', february12 - 4 * day + 60),
  signUp('300000000000000044', 'Łuczniczka', 'Hunter', 'Marksmanship', february12 - 3 * day),
  signUp('300000000000000045', 'Nieobecny', 'Absence', undefined, february12 - 3 * day + 1),
  signUp('300000000000000046', 'Niepewna', 'Tentative', undefined, february12 - 2 * day),
  signUp('300000000000000047', 'Spóźniony', 'Late', undefined, february12 - 2 * day + 1),
  signUp('300000000000000048', 'Ławka', 'Bench', undefined, february12 - 2 * day + 2),
  signUp('300000000000000049', '🐉 Smok!!', 'Ranged', 'Fire', february12 - day),
  signUp('300000000000000050', 'OIa', 'Druid', 'Restoration', february12 - day + 5),
]);
const second = event('1002', february12 + 7 * day, [signUp(kasiaDiscord, 'Kasia', 'Tank', 'Protection', february12 + 2 * day)]);
const third = event('1003', february12 + 14 * day, [signUp(newOlaDiscord, 'Ola', 'Melee', 'Arms', february12 + 9 * day)]);

let raidHelper: RaidHelperStandIn;
let running: RunningServer;
let admin: string;

const start = (body: unknown, token = admin) => call(`${running.api}/import/raid-helper`, 'POST', { token, body });

/** The import's progress once it ended (the server's own promise of the run); says where it stood if not. */
async function finished(): Promise<RaidHelperProgress> {
  await running.server.raidHelperImports.settled();
  const last = await callOk<RaidHelperProgress>(`${running.api}/import/raid-helper`, 'GET', { token: admin });
  if (last.state === 'fetching' || last.state === 'writing')
    throw new Error(`the import did not end; its progress: ${JSON.stringify(last)}`);
  return last;
}

const answersOf = (raidId: string) =>
  running.server.db
    .prepare<[string], { raider: string; status: string; role: string }>(
      'SELECT raider, status, role FROM signups WHERE raid_id = ? ORDER BY sequence',
    )
    .all(raidId);
const count = (table: string) => (running.server.db.prepare(`SELECT count(*) AS n FROM ${table}`).get() as { n: number }).n;
const guildRows = () => ({
  signups: count('signups'),
  accounts: count('accounts'),
  raids: count('one_off_raids'),
  ledger: count('raid_helper_signups'),
});

beforeAll(async () => {
  raidHelper = await startRaidHelperStandIn();
  raidHelper.servers.set(serverId, { apiKey, events: [mixed, second, third] });
  running = await startTestServer({
    guildConfig: guildWith(contractConfig),
    now: createTestClock().now,
    inProcess: true,
    raidHelperApiBase: raidHelper.url,
  });
  admin = await signIn(running.api, 'Mistrz');
  expect(grantAdmin(running.dataDir, 'Mistrz').exitCode).toBe(0);
  await signIn(running.api, 'Kasia');
  await signIn(running.api, 'Ola');
  createDiscordLinks(running.server.db).link('kasia', kasiaDiscord, new Date().toISOString());
});

afterAll(async () => {
  await running?.close();
  await raidHelper?.close();
});

describe('the Raid-Helper import', () => {
  it('is for admins only, and checks its form', async () => {
    const raider = await signIn(running.api, 'Zosia');
    expect((await start({ serverId, apiKey }, raider)).status).toBe(403);
    const refused = await start({ serverId: 'abc', apiKey: 'x', from: '2026-02-30', to: '2026-01-01' });
    expect(refused.status).toBe(400);
    expect(Object.keys(refused.body.error.fields).sort()).toEqual(['apiKey', 'from', 'serverId']);
    const backwards = await start({ serverId, apiKey, from: '2026-03-01', to: '2026-02-01' });
    expect(backwards.body.error.fields).toEqual({ to: 'Data końcowa nie może być wcześniejsza niż początkowa.' });
  });

  it('refuses a wrong key in Polish and changes nothing', async () => {
    const before = guildRows();
    expect((await start({ serverId, apiKey: 'wrong-key-123' })).status).toBe(202);
    const failed = await finished();
    expect(failed).toMatchObject({ state: 'failed', error: { code: 'invalid', fields: { apiKey: raidHelperMessages.wrongKey } } });
    expect(guildRows()).toEqual(before);
  });

  it('tells when to try again after a 429 on a later page, and changes nothing', async () => {
    const before = guildRows();
    raidHelper.rateLimit = { page: 2, retryAfter: 7 };
    await start({ serverId, apiKey });
    const failed = await finished();
    raidHelper.rateLimit = undefined;
    expect(failed.state).toBe('failed');
    expect(failed.error).toEqual({ code: 'rate-limited', message: raidHelperMessages.rateLimited(7) });
    expect(failed.error?.message).toContain('za 7 s');
    expect(guildRows()).toEqual(before);
  });

  it('follows the pages and brings every event in, one raid and one answer per member', async () => {
    raidHelper.requests.length = 0;
    await start({ serverId, apiKey });
    const done = await finished();
    expect(done).toMatchObject({ state: 'done', pagesRead: 2, pages: 2, events: 3, eventsWritten: 3, raidsCreated: 3, answers: 12 });
    // Everyone but Kasia (linked) is new; Ola's name had an account, OIa looks like it: variants from their Discord ids.
    expect(done.accountsCreated).toBe(9);
    const pages = raidHelper.requests.filter((request) => request.path === `/v3/servers/${serverId}/events`);
    expect(pages.map((request) => [request.page, request.authorization, request.includeSignUps])).toEqual([
      ['1', apiKey, 'true'],
      ['2', apiKey, 'true'],
    ]);
    expect(answersOf('rh-1001-2026-02-12')).toEqual([
      { raider: 'Kasia', status: 'accepted', role: 'tank' },
      { raider: 'Ola-0042', status: 'accepted', role: 'melee' },
      { raider: 'Kapłanka', status: 'accepted', role: 'healer' },
      { raider: 'Łuczniczka', status: 'accepted', role: 'ranged' },
      { raider: 'Nieobecny', status: 'absent', role: 'melee' },
      { raider: 'Niepewna', status: 'tentative', role: 'melee' },
      { raider: 'Spóźniony', status: 'late', role: 'melee' },
      { raider: 'Ławka', status: 'accepted', role: 'melee' },
      { raider: 'Smok', status: 'accepted', role: 'ranged' },
      { raider: 'OIa-0050', status: 'accepted', role: 'healer' },
    ]);
    expect(answersOf('rh-1003-2026-02-26')).toEqual([{ raider: 'Ola-0042', status: 'accepted', role: 'melee' }]);
    const roster = await callOk<RaidRoster>(`${running.api}/raids/rh-1001-2026-02-12/roster`, 'GET', { token: admin });
    expect(roster.reserve.map((entry) => [entry.raider, entry.reason])).toEqual([['Ławka', 'bench']]);
    expect(roster.size).toBe(10);
    // The new accounts have no password and are linked to their Discord users: a sign-in with Discord lands on them.
    const links = createDiscordLinks(running.server.db);
    expect(links.byDiscordUser(newOlaDiscord)?.accountKey).toBe('ola-0042');
    const signInWithPassword = await call(`${running.api}/session`, 'POST', { body: { nickname: 'Ola-0042', password: 'cokolwiek 123' } });
    expect(signInWithPassword.status).toBe(401);
    expect(signInWithPassword.body.error.message).toContain('Discord');
  });

  it('imports nothing twice', async () => {
    const before = guildRows();
    await start({ serverId, apiKey });
    const again = await finished();
    expect(again).toMatchObject({ state: 'done', events: 3, raidsCreated: 0, answers: 0, accountsCreated: 0 });
    expect(guildRows()).toEqual(before);
  });

  it('reads an event on its own when the list comes without sign-ups, within the dates asked', async () => {
    const fourth = event('1004', february12 + 21 * day, [signUp(kasiaDiscord, 'Kasia', 'Death Knight', 'Blood', february12 + 16 * day)]);
    raidHelper.servers.get(serverId)!.events.push(fourth);
    raidHelper.listWithoutSignUps = true;
    raidHelper.requests.length = 0;
    await start({ serverId, apiKey, from: '2026-03-05', to: '2026-03-05' });
    const done = await finished();
    raidHelper.listWithoutSignUps = false;
    expect(done).toMatchObject({ state: 'done', events: 1, raidsCreated: 1, answers: 1 });
    expect(raidHelper.requests.map((request) => request.path)).toEqual([`/v3/servers/${serverId}/events`, '/v2/events/1004']);
    // 5 March in Warsaw (CET, UTC+1): from its first second to its last.
    expect([raidHelper.requests[0]!.start, raidHelper.requests[0]!.end]).toEqual([
      String(Date.parse('2026-03-04T23:00:00Z') / 1000),
      String(Date.parse('2026-03-05T23:00:00Z') / 1000 - 1),
    ]);
    expect(answersOf('rh-1004-2026-03-05')).toEqual([{ raider: 'Kasia', status: 'accepted', role: 'tank' }]);
  });

  it('says so when Raid-Helper cannot be reached, or does not know the server', async () => {
    const unknown = await start({ serverId: '900000000000000099', apiKey });
    expect(unknown.status).toBe(202);
    expect(await finished()).toMatchObject({
      state: 'failed',
      error: { code: 'invalid', fields: { serverId: raidHelperMessages.unknownServer } },
    });
    const gone = await startRaidHelperStandIn();
    await gone.close();
    const offline = await startTestServer({ guildConfig: guildWith(contractConfig), inProcess: true, raidHelperApiBase: gone.url });
    try {
      const token = await signIn(offline.api, 'Mistrz');
      expect(grantAdmin(offline.dataDir, 'Mistrz').exitCode).toBe(0);
      await callOk(`${offline.api}/import/raid-helper`, 'POST', { token, body: { serverId, apiKey } });
      await offline.server.raidHelperImports.settled();
      const failed = await callOk<RaidHelperProgress>(`${offline.api}/import/raid-helper`, 'GET', { token });
      expect(failed).toMatchObject({ state: 'failed', error: { code: 'unavailable', message: raidHelperMessages.unreachable } });
    } finally {
      await offline.close();
    }
  });
});
