import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { signInAdmin, startWarcraftLogsTestServer } from '../kit';
import { createTestClock, tuesdayRaid, tuesdayStart } from '../contract/contract-fixture';
import { startWarcraftLogsStandIn, type WarcraftLogsStandIn } from '../stand-ins/warcraft-logs';
import { characterAssignmentMessages } from '../../src/domain/characters/character-assignment';
import { attendanceMessages } from '../../src/domain/raids/attendance-terms';
import { call, callOk, signIn } from './helpers/api-client';
import type { RunningServer } from './helpers/test-server';

/**
 * Issue 48's log matching over HTTP: Grom and zbyszek77 keep no characters, so the log's Gromek and
 * Zbyszek were nobody's and both raiders absent. `POST /api/members/:nickname/characters` gives a log
 * character to a raider (it becomes theirs; the next import matches it), and the sheet records Hania,
 * who played without answering.
 */
const minutes = (count: number) => count * 60_000;
const logStart = tuesdayStart - minutes(10);
const code = 'gRoMgRoMeK2026AA';

let logs: WarcraftLogsStandIn;
let running: RunningServer;
const clock = createTestClock();
let officer: string;
const tokens: Record<string, string> = {};

const importLog = () =>
  callOk<{ rows: Array<{ nickname: string; seen: string }>; unassigned: Array<{ name: string }> }>(
    `${running.api}/raids/${tuesdayRaid}/attendance/import`,
    'POST',
    { token: officer, body: { report: code } },
  );
const assign = (nickname: string, body: unknown, token = officer) =>
  call(`${running.api}/members/${encodeURIComponent(nickname)}/characters`, 'POST', { token, body });
const gromek = { name: 'Gromek', realm: 'Tarren Mill', classId: 'warrior', specId: 'fury' };
const charactersOf = (nickname: string) =>
  callOk<Array<{ id: string; name: string }>>(`${running.api}/me/characters`, 'GET', { token: tokens[nickname] });
const seenOf = (answer: Awaited<ReturnType<typeof importLog>>) => Object.fromEntries(answer.rows.map((row) => [row.nickname, row.seen]));

beforeAll(async () => {
  logs = await startWarcraftLogsStandIn();
  logs.reports.set(code, {
    startTime: logStart,
    endTime: logStart + minutes(120),
    fights: [{ id: 1, startTime: minutes(12), endTime: minutes(18), encounterID: 2902, kill: true, friendlyPlayers: [1, 2, 3, 4] }],
    masterData: {
      actors: [
        { id: 1, name: 'Ada', server: 'Tarren Mill', subType: 'Mage', icon: 'Mage-Frost' },
        { id: 2, name: 'Gromek', server: 'Tarren Mill', subType: 'Warrior', icon: 'Warrior-Fury' },
        // Warcraft Logs did not tell the spec.
        { id: 3, name: 'Zbyszek', server: 'Tarren Mill', subType: 'Priest', icon: 'Priest' },
        { id: 4, name: 'Hanka', server: 'Tarren Mill', subType: 'Druid', icon: 'Druid-Restoration' },
      ],
    },
  });
  running = await startWarcraftLogsTestServer(clock, logs);
  for (const nickname of ['Ada', 'Grom', 'zbyszek77', 'Hania']) tokens[nickname] = await signIn(running.api, nickname);
  await callOk(`${running.api}/me/characters`, 'POST', { token: tokens.Ada, body: { name: 'Ada', classId: 'mage', specId: 'frost' } });
  for (const nickname of ['Ada', 'Grom', 'zbyszek77']) {
    const body = { status: 'accepted', role: 'melee' };
    await callOk(`${running.api}/raids/${tuesdayRaid}/signup`, 'PUT', { token: tokens[nickname], body });
  }
  officer = await signInAdmin(running, 'Oficer', { now: clock.now });
  clock.set(tuesdayStart + minutes(150));
});

afterAll(async () => {
  await running?.close();
  await logs?.close();
});

describe('a log character given to a raider', () => {
  it('answers 401, 403, 404 and 400 in Polish, changing nothing', async () => {
    expect((await assign('Grom', gromek, '')).status).toBe(401);
    const raider = await assign('Grom', gromek, tokens.Ada);
    expect([raider.status, raider.body.error.code]).toEqual([403, 'forbidden']);
    const nobody = await assign('Nikt', gromek);
    expect([nobody.status, nobody.body.error]).toEqual([404, { code: 'not-found', message: characterAssignmentMessages.noMember('Nikt') }]);
    const noClass = await assign('Grom', { name: 'Gromek' });
    expect([noClass.status, noClass.body.error.fields]).toEqual([
      400,
      { classId: 'Wybierz klasę z listy.', specId: 'Wybierz specjalizację tej klasy.' },
    ]);
    const otherSpec = await assign('Grom', { ...gromek, specId: 'frost' });
    expect([otherSpec.status, otherSpec.body.error.fields]).toEqual([400, { specId: 'Wybierz specjalizację tej klasy.' }]);
    const extra = await assign('Grom', { ...gromek, main: true });
    expect([extra.status, extra.body.error.fields]).toEqual([400, { main: 'Nieznane pole.' }]);
    expect(await charactersOf('Grom')).toEqual([]);
  });

  it("makes it the raider's character, audited, and the next import matches it", async () => {
    const before = await importLog();
    expect(seenOf(before)).toMatchObject({ Ada: 'present', Grom: 'absent', zbyszek77: 'absent' });
    expect(before.unassigned).toEqual([
      { name: 'Gromek', realm: 'Tarren Mill', classId: 'warrior', specId: 'fury', seen: 'present', firstSeenAt: expect.any(String) },
      { name: 'Hanka', realm: 'Tarren Mill', classId: 'druid', specId: 'restoration', seen: 'present', firstSeenAt: expect.any(String) },
      { name: 'Zbyszek', realm: 'Tarren Mill', classId: 'priest', seen: 'present', firstSeenAt: expect.any(String) },
    ]);

    const assigned = await assign('grom', gromek);
    expect([assigned.status, assigned.body]).toEqual([200, { id: expect.any(String), ...gromek, main: true }]);
    expect(await charactersOf('Grom')).toEqual([assigned.body]);
    const audit = await callOk<Array<{ action: string; target: string; detail: string; actor: string }>>(`${running.api}/audit`, 'GET', {
      token: officer,
    });
    expect(audit[0]).toMatchObject({ actor: 'Oficer', action: 'character-assigned', target: 'Grom', detail: 'Gromek (Tarren Mill)' });

    expect((await assign('zbyszek77', { name: 'Zbyszek', realm: 'Tarren Mill', classId: 'priest', specId: 'holy' })).status).toBe(200);
    const after = await importLog();
    expect(seenOf(after)).toMatchObject({ Ada: 'present', Grom: 'present', zbyszek77: 'present' });
    expect(after.rows.find((row) => row.nickname === 'Grom')).toMatchObject({ character: 'Gromek', suggested: 'present' });
    expect(after.unassigned.map((one) => one.name)).toEqual(['Hanka']);
  });

  it("refuses another raider's character with 409 (nothing changes) and answers the raider's own as it is", async () => {
    const audited = (await callOk<unknown[]>(`${running.api}/audit`, 'GET', { token: officer })).length;
    const taken = await assign('Ada', { ...gromek, name: 'GROMEK' });
    const message = characterAssignmentMessages.taken('GROMEK', 'Grom');
    expect([taken.status, taken.body.error]).toEqual([409, { code: 'taken', message, fields: { name: message } }]);
    expect((await charactersOf('Ada')).map((one) => one.name)).toEqual(['Ada']);

    const again = await assign('Grom', gromek);
    expect([again.status, again.body.name]).toEqual([200, 'Gromek']);
    expect(await charactersOf('Grom')).toEqual([again.body]);
    expect((await callOk<unknown[]>(`${running.api}/audit`, 'GET', { token: officer })).length).toBe(audited);
  });
});

describe('someone who played without answering', () => {
  it('is recorded on the sheet and counted like any presence', async () => {
    const sheet = `${running.api}/raids/${tuesdayRaid}/attendance`;
    const unknown = await call(sheet, 'PUT', { token: officer, body: { entries: [{ nickname: 'Nikt', attendance: 'present' }] } });
    expect([unknown.status, unknown.body.error.fields]).toEqual([400, { entries: attendanceMessages.badNickname }]);

    const entries = [
      { nickname: 'Grom', attendance: 'present' },
      { nickname: 'hania', attendance: 'present' },
    ];
    const saved = await callOk<{ entries: unknown[] }>(sheet, 'PUT', { token: officer, body: { entries } });
    expect(saved.entries).toContainEqual({ nickname: 'Hania', attendance: 'present', recorded: true });
    // The table counts the nights that ended.
    clock.set(tuesdayStart + 86_400_000);
    const table = await callOk<Array<{ nickname: string; attended: number }>>(`${running.api}/attendance?weeks=4`, 'GET', {
      token: officer,
    });
    expect(table.find((row) => row.nickname === 'Hania')).toMatchObject({ counted: 1, attended: 1 });
  });
});
