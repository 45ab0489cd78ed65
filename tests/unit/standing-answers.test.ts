import { describe, expect, it } from 'vitest';
import { fromAbsence } from '../../src/domain/raids/absences';
import { effectiveAnswers, standingCovers } from '../../src/domain/raids/effective-answers';
import type { Absence } from '../../src/domain/raids/absence-input';
import type { Signup } from '../../src/domain/raids/signup-types';
import type { StandingAnswer } from '../../src/domain/raids/standing-answers';
import { weekdayOf } from '../../src/domain/raids/weekday-nights';

/** A Thursday night of the series `czwartek`, 19:00 UTC, signups closing at 18:00. */
const night = (localDate: string, extra: { status?: 'scheduled' | 'cancelled'; seriesId?: string } = {}) => ({
  id: `${extra.seriesId ?? 'czwartek'}-${localDate}`,
  localDate,
  seriesId: extra.seriesId ?? 'czwartek',
  status: extra.status ?? ('scheduled' as const),
  startUtc: `${localDate}T19:00:00.000Z`,
  signupsCloseAt: `${localDate}T18:00:00.000Z`,
});

const standing: StandingAnswer = {
  seriesId: 'czwartek',
  raider: 'Kasia',
  status: 'accepted',
  role: 'healer',
  sequence: 7,
  since: '2026-03-01T12:00:00.000Z',
  updatedAt: '2026-03-01T12:00:00.000Z',
};
const explicit: Signup = {
  raidId: 'czwartek-2026-03-05',
  status: 'tentative',
  role: 'healer',
  raider: 'kasia',
  sequence: 9,
  updatedAt: '2026-03-02T00:00:00.000Z',
};
const absence: Absence = { id: '1', raider: 'Kasia', from: '2026-03-05', to: '2026-03-05', createdAt: '2026-03-02T00:00:00.000Z' };

const answer = (signups: Signup[], absences: Absence[], standings: StandingAnswer[]) => {
  const [found] = effectiveAnswers([night('2026-03-05')], signups, absences, standings);
  if (!found) return 'brak';
  return fromAbsence(found) ? 'urlop' : found.standing ? 'stała' : 'własna';
};

describe('effectiveAnswers: the precedence on one night', () => {
  it.each([
    ['explicit, absence and standing', [explicit], [absence], [standing], 'własna'],
    ['explicit and standing', [explicit], [], [standing], 'własna'],
    ['explicit and absence', [explicit], [absence], [], 'własna'],
    ['absence and standing', [], [absence], [standing], 'urlop'],
    ['standing only', [], [], [standing], 'stała'],
    ['nothing', [], [], [], 'brak'],
  ] as const)('%s → %s', (_case, signups, absences, standings, expected) => {
    expect(answer([...signups], [...absences], [...standings])).toBe(expected);
  });

  it("gives the standing answer's role, note, character and place in the signup order", () => {
    const [found] = effectiveAnswers([night('2026-03-05')], [], [], [{ ...standing, note: 'Zawsze', characterId: 'c1' }]);
    expect(found).toEqual({
      raidId: 'czwartek-2026-03-05',
      status: 'accepted',
      role: 'healer',
      raider: 'Kasia',
      sequence: 7,
      updatedAt: standing.updatedAt,
      standing: true,
      note: 'Zawsze',
      characterId: 'c1',
    });
  });
});

describe('standingCovers', () => {
  it('covers the nights of its series still open when it was set, never a cancelled one', () => {
    expect(standingCovers(standing, night('2026-03-05'))).toBe(true);
    expect(standingCovers(standing, night('2026-03-05', { seriesId: 'wtorek' }))).toBe(false);
    expect(standingCovers(standing, night('2026-03-05', { status: 'cancelled' }))).toBe(false);
    // Set during the signup lock, or after the start: not that night.
    expect(standingCovers({ ...standing, since: '2026-03-05T18:30:00.000Z' }, night('2026-03-05'))).toBe(false);
    expect(standingCovers({ ...standing, since: '2026-03-05T20:00:00.000Z' }, night('2026-03-05'))).toBe(false);
    expect(standingCovers({ ...standing, since: '2026-03-05T17:59:00.000Z' }, night('2026-03-05'))).toBe(true);
  });

  it('reads the weekday of a local date, Monday 1 to Sunday 7', () => {
    expect(['2026-03-02', '2026-03-05', '2026-03-08'].map(weekdayOf)).toEqual([1, 4, 7]);
  });
});
