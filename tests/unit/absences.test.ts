import { describe, expect, it } from 'vitest';
import { raidsInRange, type Signup } from '../../src/domain';
import { validateAbsenceInput } from '../../src/domain/raids/absence-input';
import { endAbsenceEarly, localToday, type Absence } from '../../src/domain/raids/absences';
import { effectiveAnswers } from '../../src/domain/raids/effective-answers';
import type { ScheduleConfig } from '../../src/domain/schedule';
import { contractConfig } from '../contract/contract-fixture';

const absence = (from: string, to: string, extra: Partial<Absence> = {}): Absence => ({
  id: '1',
  raider: 'Kasia',
  from,
  to,
  createdAt: '2026-03-01T10:00:00.000Z',
  ...extra,
});

const signup = (raidId: string, status: Signup['status'], raider = 'Kasia'): Signup => ({
  raidId,
  raider,
  status,
  role: 'healer',
  sequence: 7,
  updatedAt: '2026-03-01T09:00:00.000Z',
});

const night = (id: string, localDate: string) => ({ id, localDate });
const tuesday = night('wtorek-2026-03-03', '2026-03-03');

describe('effectiveAnswers', () => {
  it.each([
    ['an absence covering the night, no answer', [absence('2026-03-03', '2026-03-03')], [], 'absent:Urlop'],
    ['an absence starting that night', [absence('2026-03-03', '2026-03-10')], [], 'absent:Urlop'],
    ['an absence ending that night', [absence('2026-02-20', '2026-03-03')], [], 'absent:Urlop'],
    ['an absence ending the day before', [absence('2026-02-20', '2026-03-02')], [], 'none'],
    ['an absence starting the day after', [absence('2026-03-04', '2026-03-10')], [], 'none'],
    ['an absence and an explicit "Będę"', [absence('2026-03-01', '2026-03-05')], [signup(tuesday.id, 'accepted')], 'accepted:'],
    ['an absence and an explicit "Może"', [absence('2026-03-01', '2026-03-05')], [signup(tuesday.id, 'tentative')], 'tentative:'],
    ['an absence and an explicit "Nie będę"', [absence('2026-03-01', '2026-03-05')], [signup(tuesday.id, 'absent')], 'absent:'],
    [
      'two overlapping absences',
      [absence('2026-03-01', '2026-03-05', { note: 'A' }), absence('2026-03-03', '2026-03-04', { id: '2', note: 'B' })],
      [],
      'absent:Urlop: A',
    ],
    [
      'an absence of another raider',
      [absence('2026-03-01', '2026-03-05', { raider: 'Tomek' })],
      [signup(tuesday.id, 'accepted')],
      'accepted:',
    ],
  ])('%s', (_case, absences, signups, expected) => {
    const answers = effectiveAnswers([tuesday], signups, absences).filter((answer) => answer.raider === 'Kasia');
    const shown = answers.length === 0 ? 'none' : answers.map((answer) => `${answer.status}:${answer.note ?? ''}`).join(' | ');
    expect(shown).toBe(expected);
  });

  it('answers for the other raider on holiday without touching the raider who answered', () => {
    const answers = effectiveAnswers(
      [tuesday],
      [signup(tuesday.id, 'accepted')],
      [absence('2026-03-03', '2026-03-03', { raider: 'Tomek', note: 'Góry' })],
    );
    expect(answers.map((answer) => [answer.raider, answer.status, answer.note ?? ''])).toEqual([
      ['Kasia', 'accepted', ''],
      ['Tomek', 'absent', 'Urlop: Góry'],
    ]);
  });

  it('matches raiders regardless of letter case and keeps their usual role', () => {
    const thursday = night('czwartek-2026-03-05', '2026-03-05');
    const answers = effectiveAnswers([tuesday, thursday], [signup(tuesday.id, 'accepted', 'kasia')], [absence('2026-03-01', '2026-03-08')]);
    expect(answers.map((answer) => [answer.raidId, answer.status, answer.role])).toEqual([
      [tuesday.id, 'accepted', 'healer'],
      [thursday.id, 'absent', 'healer'],
    ]);
  });

  it('covers nights by their local date across the spring DST change, midnight raids included', () => {
    // Sunday 00:30 in Warsaw: on 29 March 2026 (the night clocks go forward) that is 28 March 23:30 UTC.
    const config: ScheduleConfig = {
      ...contractConfig,
      schedule: {
        weekly: [{ id: 'noc', weekday: 7, title: 'Nocny rajd', start: '00:30', durationMinutes: 120, size: 10, difficulty: 'normalny' }],
        oneOff: [],
        weeksAhead: 3,
      },
    };
    const raids = raidsInRange(config, { from: '2026-03-20T00:00:00Z', to: '2026-04-06T00:00:00Z' });
    expect(raids.map((raid) => [raid.localDate, raid.startUtc])).toEqual([
      ['2026-03-22', '2026-03-21T23:30:00.000Z'],
      ['2026-03-29', '2026-03-28T23:30:00.000Z'],
      ['2026-04-05', '2026-04-04T22:30:00.000Z'],
    ]);
    const covered = (from: string, to: string) =>
      effectiveAnswers(raids, [], [absence(from, to)]).map((answer) => answer.raidId.replace('noc-', ''));
    expect(covered('2026-03-29', '2026-03-29')).toEqual(['2026-03-29']);
    expect(covered('2026-03-23', '2026-03-28')).toEqual([]);
    expect(covered('2026-03-22', '2026-04-05')).toEqual(['2026-03-22', '2026-03-29', '2026-04-05']);
  });
});

describe('validateAbsenceInput', () => {
  it('accepts a range of real dates and trims the note', () => {
    expect(validateAbsenceInput({ from: '2026-03-03', to: '2026-03-03', note: '  Wesele  ' })).toEqual({
      ok: true,
      value: { from: '2026-03-03', to: '2026-03-03', note: 'Wesele' },
    });
    expect(validateAbsenceInput({ from: '2026-03-03', to: '2026-03-04', note: '   ' })).toEqual({
      ok: true,
      value: { from: '2026-03-03', to: '2026-03-04' },
    });
  });

  it.each([
    [{ from: '03.03.2026', to: '2026-03-04' }, 'from'],
    [{ from: '2026-02-29', to: '2026-03-04' }, 'from'],
    [{ from: '2026-03-03' }, 'to'],
    [{ from: '2026-03-04', to: '2026-03-03' }, 'to'],
    [{ from: '2026-03-04', to: '2027-03-05' }, 'to'],
    [{ from: '2026-03-04', to: '2026-03-05', note: 'a\nb' }, 'note'],
    [{ from: '2026-03-04', to: '2026-03-05', note: 5 }, 'note'],
  ])('refuses %j on %s', (input, field) => {
    const checked = validateAbsenceInput(input);
    expect(checked.ok).toBe(false);
    expect(checked.ok ? {} : checked.errors).toHaveProperty(field);
  });
});

describe('endAbsenceEarly and localToday', () => {
  it('removes a coming absence, shortens one under way to yesterday, keeps one that is over', () => {
    expect(endAbsenceEarly(absence('2026-03-10', '2026-03-12'), '2026-03-04')).toEqual({ action: 'delete' });
    expect(endAbsenceEarly(absence('2026-03-04', '2026-03-12'), '2026-03-04')).toEqual({ action: 'delete' });
    expect(endAbsenceEarly(absence('2026-03-01', '2026-03-12'), '2026-03-04')).toEqual({ action: 'shorten', to: '2026-03-03' });
    expect(endAbsenceEarly(absence('2026-02-27', '2026-03-12'), '2026-03-01')).toEqual({ action: 'shorten', to: '2026-02-28' });
    expect(endAbsenceEarly(absence('2026-02-20', '2026-03-03'), '2026-03-04')).toEqual({ action: 'none' });
  });

  it("takes today in the guild's zone", () => {
    expect(localToday(new Date('2026-03-03T23:30:00Z'), 'Europe/Warsaw')).toBe('2026-03-04');
    expect(localToday(new Date('2026-03-03T23:30:00Z'), 'America/New_York')).toBe('2026-03-03');
  });
});
