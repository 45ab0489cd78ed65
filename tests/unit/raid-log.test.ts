import { describe, expect, it } from 'vitest';
import { RaidApiError } from '../../src/domain/raid-api-error';
import {
  assertReportOfRaid,
  compareRaidLog,
  plannedPlace,
  reportCodeOf,
  reportOf,
  suggestedFromLog,
  type RaidLogReport,
} from '../../src/domain/raids/raid-log';
import type { RaidInstance } from '../../src/domain/schedule';

/** 20:00 in Warsaw (19:00 UTC), 3 March 2026; the log starts at 19:50 local. */
const raidStart = Date.parse('2026-03-03T19:00:00Z');
const logStart = raidStart - 10 * 60_000;
const minutes = (count: number) => count * 60_000;

/** Trash at 19:55, the first pull at 20:05, more pulls at 20:25 and 20:41. */
const report: RaidLogReport = {
  code: 'a1B2c3D4e5F6g7H8',
  startTime: logStart,
  endTime: logStart + minutes(120),
  fights: [
    { id: 1, startTime: minutes(5), endTime: minutes(8), encounterID: 0, kill: null, friendlyPlayers: [1, 2, 3] },
    { id: 2, startTime: minutes(15), endTime: minutes(20), encounterID: 2902, kill: false, friendlyPlayers: [1, 2, 3, 6] },
    { id: 3, startTime: minutes(35), endTime: minutes(40), encounterID: 2902, kill: true, friendlyPlayers: [1, 2, 3, 4, 6] },
    { id: 4, startTime: minutes(51), endTime: minutes(60), encounterID: 2917, kill: true, friendlyPlayers: [1, 2, 4, 5, 6] },
  ],
  actors: [
    { id: 1, name: 'Adanna', server: 'Tarren Mill' },
    { id: 2, name: 'Bogusław', server: 'Burning Legion' },
    { id: 3, name: 'Zoë', server: 'Argent Dawn' },
    { id: 4, name: 'Kasia', server: 'Burning Legion' },
    { id: 5, name: 'Obcy', server: 'Silvermoon' },
    { id: 6, name: 'Ewa', server: 'Silvermoon' },
    { id: 7, name: 'Nikt', server: 'Silvermoon' },
  ],
};

describe('the plan against the log', () => {
  const comparison = compareRaidLog({
    plan: [
      { nickname: 'Ada', planned: 'roster' },
      { nickname: 'Bogna', planned: 'roster' },
      { nickname: 'Cyryl', planned: 'roster' },
      { nickname: 'Dorota', planned: 'roster' },
      { nickname: 'Ewa', planned: 'bench' },
      { nickname: 'Kasia', planned: 'none' },
      { nickname: 'Lena', planned: 'bench' },
      { nickname: 'Marta', planned: 'absence' },
    ],
    characters: [
      { nickname: 'Ada', name: 'ADANNA', realm: 'TarrenMill' },
      { nickname: 'Bogna', name: 'Boguslaw' },
      { nickname: 'Cyryl', name: 'Zoë', realm: 'argent-dawn' },
      { nickname: 'Dorota', name: 'Dorotka', main: false },
      { nickname: 'Dorota', name: 'Dora', main: true },
      // Same name, another realm: not this raider's character.
      { nickname: 'Lena', name: 'Obcy', realm: 'Tarren Mill' },
      // Not planned, but in the fights: a row of its own.
      { nickname: 'Zenon', name: 'Nikt' },
    ],
    report,
  });
  const row = (nickname: string) => comparison.rows.find((one) => one.nickname === nickname);

  it('credits the roster from the first pull, with names compared as WoW compares them', () => {
    expect(row('Ada')).toEqual({
      nickname: 'Ada',
      character: 'Adanna',
      planned: 'roster',
      seen: 'present',
      firstSeenAt: new Date(logStart + minutes(5)).toISOString(),
      suggested: 'present',
    });
    // Typed without its accent, the one character that fits.
    expect(row('Bogna')).toMatchObject({ character: 'Bogusław', seen: 'present', suggested: 'present' });
    expect(row('Cyryl')).toMatchObject({ character: 'Zoë', seen: 'present' });
  });

  it('marks late a raider first seen more than 15 minutes after the first pull, and absent one never seen', () => {
    // The first pull is at 20:05; Kasia came at 20:25 (20 minutes later).
    expect(row('Kasia')).toMatchObject({ planned: 'none', seen: 'late', suggested: 'late' });
    expect(row('Kasia')?.firstSeenAt).toBe(new Date(logStart + minutes(35)).toISOString());
    // A roster member not in the log: absent, shown with the main character.
    expect(row('Dorota')).toEqual({ nickname: 'Dorota', character: 'Dora', planned: 'roster', seen: 'absent', suggested: 'absent' });
  });

  it('keeps the bench and the absences when they were not in the log, credits them when they played', () => {
    expect(row('Lena')).toMatchObject({ planned: 'bench', seen: 'absent', suggested: 'bench' });
    expect(row('Marta')).toMatchObject({ planned: 'absence', character: 'Marta', seen: 'absent', suggested: 'excused' });
    // Matched by nickname (no characters), joined at the first pull.
    expect(row('Ewa')).toMatchObject({ planned: 'bench', seen: 'present', suggested: 'present' });
  });

  it('adds raiders outside the plan who were in the fights, and lists characters of nobody', () => {
    expect(row('Zenon')).toBeUndefined();
    expect(comparison.rows.map((one) => one.nickname)).toEqual(['Ada', 'Bogna', 'Cyryl', 'Dorota', 'Ewa', 'Kasia', 'Lena', 'Marta']);
    // "Nikt" was in no fight; "Obcy" is from another realm than Lena's character.
    expect(comparison.unmatched).toEqual(['Obcy']);
    const withZenon = compareRaidLog({
      plan: [],
      characters: [{ nickname: 'Zenon', name: 'Obcy' }],
      report,
    });
    expect(withZenon.rows).toEqual([
      {
        nickname: 'Zenon',
        character: 'Obcy',
        planned: 'none',
        seen: 'late',
        firstSeenAt: new Date(logStart + minutes(51)).toISOString(),
        suggested: 'late',
      },
    ]);
  });

  it("uses the guild's lateAfterMinutes", () => {
    const lenient = compareRaidLog({ plan: [{ nickname: 'Kasia', planned: 'roster' }], characters: [], report, lateAfterMinutes: 20 });
    expect(lenient.rows[0]).toMatchObject({ seen: 'present', suggested: 'present' });
    const strict = compareRaidLog({ plan: [{ nickname: 'Ewa', planned: 'roster' }], characters: [], report, lateAfterMinutes: 0 });
    expect(strict.rows[0]).toMatchObject({ seen: 'present' });
  });

  it('states the suggestion for every plan and log', () => {
    expect(suggestedFromLog).toEqual({
      roster: { present: 'present', late: 'late', absent: 'absent' },
      bench: { present: 'present', late: 'late', absent: 'bench' },
      absence: { present: 'present', late: 'late', absent: 'excused' },
      none: { present: 'present', late: 'late', absent: 'absent' },
    });
    expect([
      plannedPlace('roster'),
      plannedPlace('reserve'),
      plannedPlace('bench'),
      plannedPlace('absence'),
      plannedPlace(undefined),
    ]).toEqual(['roster', 'bench', 'bench', 'absence', 'none']);
  });
});

describe('the report an officer pastes', () => {
  it.each([
    ['a1B2c3D4e5F6g7H8', 'a1B2c3D4e5F6g7H8'],
    ['  a1B2c3D4e5F6g7H8 ', 'a1B2c3D4e5F6g7H8'],
    ['https://www.warcraftlogs.com/reports/a1B2c3D4e5F6g7H8#fight=3&type=damage-done', 'a1B2c3D4e5F6g7H8'],
    ['https://classic.warcraftlogs.com/reports/a1B2c3D4e5F6g7H8/', 'a1B2c3D4e5F6g7H8'],
    ['http://warcraftlogs.com/reports/a1B2c3D4e5F6g7H8?translate=true', 'a1B2c3D4e5F6g7H8'],
  ])('reads %s', (pasted, code) => expect(reportCodeOf(pasted)).toBe(code));

  it.each([
    ['a1B2c3D4e5F6g7H8', 'www'],
    ['https://www.warcraftlogs.com/reports/a1B2c3D4e5F6g7H8', 'www'],
    ['https://de.warcraftlogs.com/reports/a1B2c3D4e5F6g7H8', 'www'],
    ['https://classic.warcraftlogs.com/reports/a1B2c3D4e5F6g7H8/', 'classic'],
    ['https://fr.classic.warcraftlogs.com/reports/a1B2c3D4e5F6g7H8', 'classic'],
    ['https://FRESH.warcraftlogs.com/reports/a1B2c3D4e5F6g7H8', 'fresh'],
    ['https://sod.warcraftlogs.com/reports/a1B2c3D4e5F6g7H8#fight=1', 'sod'],
  ])('knows the site of %s: %s', (pasted, site) => expect(reportOf(pasted)).toEqual({ code: 'a1B2c3D4e5F6g7H8', site }));

  it.each([
    [''],
    ['abc'],
    ['a1B2c3D4 e5F6g7H8'],
    ['https://evil.example/reports/a1B2c3D4e5F6g7H8'],
    ['https://www.warcraftlogs.com/character/eu/tarren-mill/adanna'],
    ['javascript:alert(1)'],
    ['<b>a1B2c3D4e5F6g7H8</b>'],
    [42],
    [null],
  ])('refuses %s with a Polish message on the field', (pasted) => {
    const refusal = (() => {
      try {
        reportCodeOf(pasted);
      } catch (error) {
        return error;
      }
    })() as RaidApiError;
    expect(refusal).toBeInstanceOf(RaidApiError);
    expect(refusal.code).toBe('invalid');
    expect(refusal.fieldErrors.report).toMatch(/^Wklej adres raportu z Warcraft Logs/);
  });

  const raid = { id: 'wtorek-2026-03-03', startUtc: new Date(raidStart).toISOString() } as RaidInstance;

  it('takes a report of the raid night, and refuses one of another day', () => {
    expect(() => assertReportOfRaid(report, raid, 'Europe/Warsaw')).not.toThrow();
    const weekEarlier = { ...report, startTime: logStart - 7 * 86_400_000 };
    expect(() => assertReportOfRaid(weekEarlier, raid, 'Europe/Warsaw')).toThrow(RaidApiError);
    try {
      assertReportOfRaid(weekEarlier, raid, 'Europe/Warsaw');
    } catch (error) {
      expect((error as RaidApiError).fieldErrors.report).toBe(
        'Ten raport zaczyna się wtorek, 24 lutego o 19:50, a rajd wtorek, 3 marca o 20:00 – to raport z innego dnia.',
      );
    }
    expect(() => assertReportOfRaid({ ...report, fights: [] }, raid, 'Europe/Warsaw')).toThrow(/Popraw/);
  });
});
