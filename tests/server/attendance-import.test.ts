import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { reportActors, signInAdmin, startWarcraftLogsTestServer, whileSwitched } from '../kit';
import { warcraftLogsMessages } from '../../server/imports/warcraft-logs';
import { contractConfig, createTestClock, tuesdayRaid, tuesdayStart } from '../contract/contract-fixture';
import { startWarcraftLogsStandIn, type StandInReport, type WarcraftLogsStandIn } from '../stand-ins/warcraft-logs';
import { call, signIn } from './helpers/api-client';
import { guildWith, startTestServer, type RunningServer } from './helpers/test-server';

/**
 * `POST /api/raids/:raidId/attendance/import` against our Warcraft Logs stand-in: the Tuesday raid
 * (20:00 in Warsaw) with Ada joining late, Bogna on the roster but not in the log, Ewa ("Może") in the
 * log, Kasia (no answer) there with her main, and a character of nobody (a frost death knight).
 */
const minutes = (count: number) => count * 60_000;
const logStart = tuesdayStart - minutes(10);
const code = 'tUeSdAyRaId2026A';

const tuesdayReport: StandInReport = {
  startTime: logStart,
  endTime: logStart + minutes(150),
  fights: [
    { id: 1, startTime: minutes(12), endTime: minutes(18), encounterID: 2902, kill: false, friendlyPlayers: [2, 4] },
    { id: 2, startTime: minutes(40), endTime: minutes(46), encounterID: 2902, kill: true, friendlyPlayers: [1, 2, 4, 5, 6] },
  ],
  masterData: {
    // Nieznajomy, a character of nobody, with the class and spec the log names.
    actors: reportActors('Tarren Mill: Ada, Cyrylek, Bogna, Ewa', 'Silvermoon: Przybysz, Nieznajomy').map((actor) =>
      actor.name === 'Nieznajomy' ? { ...actor, subType: 'DeathKnight', icon: 'DeathKnight-Frost' } : actor,
    ),
  },
};

let logs: WarcraftLogsStandIn;
let running: RunningServer;
const clock = createTestClock();
let officer: string;
let raider: string;
const importUrl = () => `${running.api}/raids/${tuesdayRaid}/attendance/import`;
const importAs = (token: string, report: unknown) => call(importUrl(), 'POST', { token, body: { report } });

const addCharacter = async (token: string, name: string, realm: string) =>
  expect(
    (await call(`${running.api}/me/characters`, 'POST', { token, body: { name, realm, classId: 'mage', specId: 'frost' } })).status,
  ).toBe(201);

beforeAll(async () => {
  logs = await startWarcraftLogsStandIn();
  logs.reports.set(code, tuesdayReport);
  logs.reports.set('lastWeekReport00', { ...tuesdayReport, startTime: logStart - 7 * 86_400_000 });
  for (const site of ['classic', 'fresh', 'sod']) {
    logs.reports.set(`${site}Report0000`, tuesdayReport);
    logs.sites.set(`${site}Report0000`, `${site}.warcraftlogs.com`);
  }
  running = await startWarcraftLogsTestServer(clock, logs);
  const answer = (token: string, status: string, role: string) =>
    call(`${running.api}/raids/${tuesdayRaid}/signup`, 'PUT', { token, body: { status, role } });
  for (const [nickname, status, role] of [
    ['Ada', 'accepted', 'tank'],
    ['Bogna', 'accepted', 'healer'],
    ['Cyryl', 'accepted', 'melee'],
    ['Ewa', 'tentative', 'ranged'],
  ] as const) {
    const token = await signIn(running.api, nickname);
    expect((await answer(token, status, role)).status).toBe(200);
    if (nickname === 'Cyryl') await addCharacter(token, 'Cyrylek', 'Tarren Mill');
  }
  // Kasia did not answer; her main played.
  raider = await signIn(running.api, 'Kasia');
  await addCharacter(raider, 'Przybysz', 'Silvermoon');
  officer = await signInAdmin(running, 'Oficer', { now: clock.now });
});

afterAll(async () => {
  await running?.close();
  await logs?.close();
});

describe('attendance from the raid log', () => {
  it('refuses before the start without asking Warcraft Logs, and refuses raiders', async () => {
    const early = await importAs(officer, code);
    expect([early.status, early.body.error.code]).toEqual([409, 'locked']);
    expect((await importAs(raider, code)).status).toBe(403);
    expect(logs.queried()).toEqual([]);
  });

  it('answers the plan against the log: late, absent, outside the roster and unmatched', async () => {
    clock.set(tuesdayStart + minutes(200));
    const answer = await importAs(officer, `https://www.warcraftlogs.com/reports/${code}#fight=2&type=damage-done`);
    expect(answer.status).toBe(200);
    const at = (offset: number) => new Date(logStart + offset).toISOString();
    expect(answer.body).toEqual({
      rows: [
        // First seen 28 minutes after the first pull.
        { nickname: 'Ada', character: 'Ada', planned: 'roster', seen: 'late', firstSeenAt: at(minutes(40)), suggested: 'late' },
        { nickname: 'Bogna', character: 'Bogna', planned: 'roster', seen: 'absent', suggested: 'absent' },
        { nickname: 'Cyryl', character: 'Cyrylek', planned: 'roster', seen: 'present', firstSeenAt: at(minutes(12)), suggested: 'present' },
        { nickname: 'Ewa', character: 'Ewa', planned: 'none', seen: 'present', firstSeenAt: at(minutes(12)), suggested: 'present' },
        // Not on the sheet: found by her main.
        { nickname: 'Kasia', character: 'Przybysz', planned: 'none', seen: 'late', firstSeenAt: at(minutes(40)), suggested: 'late' },
      ],
      unmatched: ['Nieznajomy'],
      // What the log says of it, in the guild's game: enough to give it to a raider.
      unassigned: [
        { name: 'Nieznajomy', realm: 'Silvermoon', classId: 'death-knight', specId: 'frost', seen: 'late', firstSeenAt: at(minutes(40)) },
      ],
    });
    expect(logs.tokenRequests()).toBe(1);
  });

  it('keeps the token until it expires, then asks for a new one', async () => {
    expect((await importAs(officer, code)).status).toBe(200);
    expect(logs.tokenRequests()).toBe(1);
    // The stand-in's tokens last an hour; the client renews a minute before.
    clock.advance(minutes(59));
    expect((await importAs(officer, code)).status).toBe(200);
    expect(logs.tokenRequests()).toBe(2);
  });

  it('asks for a Classic, Fresh or Season of Discovery report on its own site, where it exists', async () => {
    for (const site of ['classic', 'fresh', 'sod']) {
      const answer = await importAs(officer, `https://${site}.warcraftlogs.com/reports/${site}Report0000#fight=last`);
      expect([site, answer.status, answer.body.unmatched]).toEqual([site, 200, ['Nieznajomy']]);
      expect(logs.queriedOn().at(-1)).toBe(`${site}.warcraftlogs.com`);
    }
    // A language's subdomain before the site's.
    expect((await importAs(officer, 'https://de.classic.warcraftlogs.com/reports/classicReport0000')).status).toBe(200);
    // The code alone is a retail report's: Warcraft Logs does not know it there.
    const codeAlone = await importAs(officer, 'classicReport0000');
    expect([codeAlone.status, codeAlone.body.error.fields.report]).toEqual([400, warcraftLogsMessages.notFound('classicReport0000')]);
  });

  it('says in Polish what is wrong with the report', async () => {
    const notAReport = await importAs(officer, 'https://example.com/reports/abc');
    expect([notAReport.status, notAReport.body.error.fields.report]).toEqual([400, expect.stringMatching(/^Wklej adres raportu/)]);
    const unknown = await importAs(officer, 'NoSuchReport0000');
    expect([unknown.status, unknown.body.error.fields.report]).toEqual([400, warcraftLogsMessages.notFound('NoSuchReport0000')]);
    const otherDay = await importAs(officer, 'lastWeekReport00');
    expect(otherDay.status).toBe(400);
    expect(otherDay.body.error.fields.report).toBe(
      'Ten raport zaczyna się wtorek, 24 lutego o 19:50, a rajd wtorek, 3 marca o 20:00 – to raport z innego dnia.',
    );
  });

  it('passes on a rate limit as 429 with a Polish message', async () => {
    await whileSwitched(logs, { rateLimited: true }, async () => {
      const limited = await importAs(officer, code);
      expect([limited.status, limited.body.error]).toEqual([429, { code: 'rate-limited', message: warcraftLogsMessages.rateLimited(30) }]);
      expect(limited.headers.get('retry-after')).toBe('30');
    });
  });

  it('passes on a wait given only in the body as Retry-After', async () => {
    await whileSwitched(logs, { rateLimited: true, rateLimitInBodyOnly: true }, async () => {
      const limited = await importAs(officer, code);
      expect([limited.status, limited.headers.get('retry-after'), limited.body.error.message]).toEqual([
        429,
        '45',
        warcraftLogsMessages.rateLimited(45),
      ]);
    });
  });

  it('answers 502 in Polish for an answer no raid report is, reading at most 1 MB of it', async () => {
    const fight = (id: number, friendlyPlayers: unknown = [1]) => ({
      id,
      startTime: 0,
      endTime: 1,
      encounterID: 0,
      kill: null,
      friendlyPlayers,
    });
    const report = (fields: Record<string, unknown>) => ({ data: { reportData: { report: { ...tuesdayReport, ...fields } } } });
    const actors = (count: number) => Array.from({ length: count }, (_, id) => ({ id, name: `Gracz${id}`, server: 'Tarren Mill' }));
    const cases: Record<string, unknown> = {
      Actors150000AAAA: report({ masterData: { actors: actors(150_000) } }),
      Fights200000AAAA: report({ fights: Array.from({ length: 200_000 }, (_, id) => fight(id)) }),
      Fights201AAAAAAA: report({ fights: Array.from({ length: 201 }, (_, id) => fight(id)) }),
      Actors81AAAAAAAA: report({ masterData: { actors: actors(81) } }),
      FortyOneInAFight: report({
        fights: [
          fight(
            1,
            Array.from({ length: 41 }, (_, id) => id),
          ),
        ],
      }),
      FightsAsObjectAA: report({ fights: { 0: fight(1) } }),
      NumericNameAAAAA: report({ masterData: { actors: [{ id: 1, name: 42, server: null }] } }),
      TextStartTimeAAA: report({ startTime: 'wtorek' }),
      NotAnObjectAAAAA: [1, 2, 3],
    };
    for (const [hostileCode, json] of Object.entries(cases)) logs.hostile.set(hostileCode, { json });
    for (const hostileCode of Object.keys(cases)) {
      const answer = await importAs(officer, hostileCode);
      expect([hostileCode, answer.status, answer.body.error]).toEqual([
        hostileCode,
        502,
        { code: 'bad-gateway', message: warcraftLogsMessages.unusable },
      ]);
    }
    // Exactly at the limits: a raid's report.
    logs.hostile.set('AtTheLimitsAAAAA', {
      json: report({ fights: Array.from({ length: 200 }, (_, id) => fight(id, [0, 1])), masterData: { actors: actors(80) } }),
    });
    expect((await importAs(officer, 'AtTheLimitsAAAAA')).status).toBe(200);
  });

  it('stops reading a 400 MB answer at the limit, without holding it in memory', async () => {
    logs.hostile.set('FourHundredMBAAA', { streamBytes: 400 * 1024 * 1024 });
    const before = process.memoryUsage().rss;
    const answer = await importAs(officer, 'FourHundredMBAAA');
    expect([answer.status, answer.body.error.code]).toEqual([502, 'bad-gateway']);
    // The stand-in stopped writing soon after the first megabyte (what the sockets' buffers took).
    expect(logs.streamedBytes()).toBeLessThan(32 * 1024 * 1024);
    expect(process.memoryUsage().rss - before).toBeLessThan(128 * 1024 * 1024);
  });

  it('closes with the sheet, 7 days after the start', async () => {
    clock.set(tuesdayStart + 7 * 86_400_000 + minutes(1));
    const late = await importAs(officer, code);
    expect([late.status, late.body.error.code]).toEqual([409, 'locked']);
  });
});

describe('a server without Warcraft Logs credentials', () => {
  it('says the import is not set up (503), never a 500', async () => {
    const bareClock = createTestClock();
    const bare = await startTestServer({ guildConfig: guildWith(contractConfig), now: bareClock.now, inProcess: true });
    try {
      const token = await signInAdmin(bare, 'Oficer', { now: bareClock.now });
      bareClock.set(tuesdayStart + minutes(200));
      const answer = await call(`${bare.api}/raids/${tuesdayRaid}/attendance/import`, 'POST', { token, body: { report: code } });
      expect([answer.status, answer.body.error]).toEqual([503, { code: 'unavailable', message: warcraftLogsMessages.notConfigured }]);
    } finally {
      await bare.close();
    }
  });
});
