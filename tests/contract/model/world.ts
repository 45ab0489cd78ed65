import type { RaidRole } from '../../../src/domain/guild-config-types';
import type { SignupStatus } from '../../../src/domain';
import { contractAccessCode, contractConfig, contractPassword, contractStart } from '../contract-fixture';

// The small, fixed world every generated sequence plays in: few enough names, raids and dates that
// commands keep running into each other (a signup on a cancelled night, a second account for a
// look-alike nickname), which is where two stores are most likely to disagree.

export const config = contractConfig;
export const accessCode = contractAccessCode;
export const start = contractStart;

export const minute = 60_000;
export const hour = 60 * minute;
export const day = 24 * hour;

/** "Anіa" has a Cyrillic і and "Ｔｏｍｅｋ" is full-width: both look like an existing name (`taken`). */
export const nicknames = ['Mistrz', 'Oficer', 'Ania', 'Anіa', 'ANIA', 'Kasia', 'Tomek', 'Ｔｏｍｅｋ', 'Zbyszek', 'K'] as const;

/** A good password, another good one, one too short and a common one. */
export const passwords = [contractPassword, 'nowe hasło smoka', 'krótkie', 'qwertyuiop'] as const;

export const statuses: readonly SignupStatus[] = ['accepted', 'late', 'tentative', 'absent'];
export const roles: readonly RaidRole[] = ['tank', 'healer', 'melee', 'ranged'];

/** `YYYY-MM-DD`, `days` after the fixed start's date (Monday 2 March 2026). */
export function dateAfterStart(days: number): string {
  return new Date(Date.UTC(2026, 2, 2 + days)).toISOString().slice(0, 10);
}

/** The weekly series a command may name: the config's two, the two a command may create, and one that never exists. */
export const seriesIds = ['wtorek', 'czwartek', 'piatkowe-wyzwanie', 'niedzielny-trening', 'nie-ma'] as const;
/** Days from Monday to each series' night. */
const seriesWeekdayOffset: Record<(typeof seriesIds)[number], number> = {
  wtorek: 1,
  czwartek: 3,
  'piatkowe-wyzwanie': 4,
  'niedzielny-trening': 6,
  'nie-ma': 2,
};

/** A weekly night: `<series>-<date>` in week `week` (0: the start's week, -1: the one before, 8: beyond the window). */
export const weeklyRaidId = (series: (typeof seriesIds)[number], week: number): string =>
  `${series}-${dateAfterStart(7 * week + seriesWeekdayOffset[series])}`;

/** One-off raids a command may create; their ids are the title's slug and the date. */
export const oneOffTitles = [
  { title: 'Sobotni maraton', slug: 'sobotni-maraton' },
  { title: 'Nocny rajd', slug: 'nocny-rajd' },
] as const;
/** Days after the start a one-off may fall on: tomorrow, this week, next week, and beyond the 7-week window. */
export const oneOffDays = [1, 5, 12, 55] as const;

export const oneOffRaidId = (template: number, dayIndex: number): string =>
  `${oneOffTitles[template]!.slug}-${dateAfterStart(oneOffDays[dayIndex]!)}`;

export const seriesTemplates: readonly unknown[] = [
  { title: 'Piątkowe wyzwanie', weekday: 5, start: '21:00', durationMinutes: 120, size: 10, difficulty: 'mityczny' },
  {
    title: 'Niedzielny trening',
    weekday: 7,
    start: '18:00',
    durationMinutes: 180,
    size: 20,
    difficulty: 'normalny',
    note: 'Nowi mile widziani',
  },
  { title: '', weekday: 8, start: '25:00', durationMinutes: 5, size: 11 },
];

export const seriesPatches: readonly unknown[] = [
  { title: 'Nowy tytuł' },
  { start: '19:30' },
  { size: 20 },
  { weekday: 3 },
  { endsOn: dateAfterStart(10) },
  { endsOn: dateAfterStart(-1) },
  {},
  { durationMinutes: 5 },
];

/** A night change, some needing the night's own date (a move by a day). */
export type NightPatchPick = 'cancel' | 'cancel-without-reason' | 'restore' | 'move' | 'rename' | 'move-into-past';
export const nightPatchPicks: readonly NightPatchPick[] = [
  'cancel',
  'cancel-without-reason',
  'restore',
  'move',
  'rename',
  'move-into-past',
];

export function nightPatch(pick: NightPatchPick, raidId: string): unknown {
  const date = raidId.slice(-10);
  const nextDay = new Date(Date.parse(`${date}T00:00:00Z`) + day).toISOString().slice(0, 10);
  switch (pick) {
    case 'cancel':
      return { status: 'cancelled', cancelReason: 'Brak ludzi' };
    case 'cancel-without-reason':
      return { status: 'cancelled' };
    case 'restore':
      return { status: 'scheduled' };
    case 'move':
      return { date: nextDay, start: '19:30' };
    case 'rename':
      return { title: 'Przeniesiony rajd', note: 'Zmiana planu' };
    case 'move-into-past':
      return { date: dateAfterStart(-1) };
  }
}

export const attendanceMarks = ['present', 'late', 'absent', 'excused', 'bench', 'obecny?'] as const;

/** Optional signup fields: absent, fine, blank, padded and too long. */
export const notes = [undefined, 'Biorę mikstury', '   ', '  Jestem  ', 'ż'.repeat(201)] as const;
export const characterNames = [undefined, 'Lunaria', 'L'] as const;

/** A token neither store gave out. */
export const strangerToken = '0123456789abcdef0123456789abcdef';

/** JSON for a command's label, long texts shortened (`ż×201`) so a counterexample stays readable. */
export const shown = (value: unknown): string =>
  JSON.stringify(value, (_key, field: unknown) => (typeof field === 'string' && field.length > 24 ? `${field[0]}×${field.length}` : field));
