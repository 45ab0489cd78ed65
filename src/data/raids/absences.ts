import { raidRoles } from '../guild-config-types';
import { addDays, formatLocalDate, toZoned, type RaidInstance } from '../schedule';
import type { Signup } from './signup-types';
import { invisibleFormatting, invisibleFormattingMessage, signupLimits, type Validation } from './signup-validation';

/** A raider's planned absence ("Urlop"): every raid night whose local date is in `[from, to]` counts as "Nie będę". */
export interface Absence {
  id: string;
  raider: string;
  /** Local dates in the guild's zone, `YYYY-MM-DD`, both inclusive. */
  from: string;
  to: string;
  note?: string;
  /** ISO instant it was entered: before a night's start, it excuses that night. */
  createdAt: string;
}

export interface AbsenceInput {
  from: string;
  to: string;
  note?: string;
}

export type AbsenceField = keyof AbsenceInput;

/** Longest absence in days (a year): a typo in the year would otherwise silence a raider for decades. */
export const absenceLimits = { days: 366, note: signupLimits.note } as const;

export const absenceMessages = {
  notFound: 'Nie ma takiej nieobecności.',
  ended: 'Ta nieobecność już się skończyła.',
} as const;

const datePattern = /^\d{4}-\d{2}-\d{2}$/;
const day = 86_400_000;

/** Whether `text` is a real calendar date `YYYY-MM-DD` (not 2026-02-30). */
export function isLocalDate(text: unknown): text is string {
  if (typeof text !== 'string' || !datePattern.test(text)) return false;
  const parsed = new Date(`${text}T00:00:00Z`);
  return !Number.isNaN(parsed.getTime()) && parsed.toISOString().slice(0, 10) === text;
}

/** Days from `from` to `to`, both counted. */
export const absenceDays = (from: string, to: string): number =>
  Math.round((Date.parse(`${to}T00:00:00Z`) - Date.parse(`${from}T00:00:00Z`)) / day) + 1;

/** The one check of an absence, for the form, the demo store and the server alike. */
export function validateAbsenceInput(value: unknown): Validation<AbsenceInput, AbsenceField> {
  const input = (typeof value === 'object' && value !== null ? value : {}) as Record<string, unknown>;
  const errors: Partial<Record<AbsenceField, string>> = {};
  if (!isLocalDate(input.from)) errors.from = 'Podaj datę początku (RRRR-MM-DD).';
  if (!isLocalDate(input.to)) errors.to = 'Podaj datę końca (RRRR-MM-DD).';
  if (!errors.from && !errors.to) {
    const days = absenceDays(input.from as string, input.to as string);
    if (days < 1) errors.to = 'Koniec nie może być przed początkiem.';
    else if (days > absenceLimits.days) errors.to = `Nieobecność może trwać najwyżej ${absenceLimits.days} dni.`;
  }
  let note: string | undefined;
  if (input.note !== undefined && input.note !== null) {
    if (typeof input.note !== 'string') errors.note = 'Notatka musi być tekstem.';
    else {
      note = input.note.trim() || undefined;
      if (note && [...note].length > absenceLimits.note) errors.note = `Notatka może mieć najwyżej ${absenceLimits.note} znaków.`;
      // eslint-disable-next-line no-control-regex -- matching control characters is the point
      else if (note && /[\u0000-\u001f\u007f-\u009f]/u.test(note)) errors.note = 'Notatka musi być jednym wierszem zwykłego tekstu.';
      else if (note && invisibleFormatting.test(note)) errors.note = invisibleFormattingMessage('Notatka');
    }
  }
  if (Object.keys(errors).length > 0) return { ok: false, errors };
  const absence: AbsenceInput = { from: input.from as string, to: input.to as string };
  if (note) absence.note = note;
  return { ok: true, value: absence };
}

/** Whether the absence covers a raid night (by the night's local date in the guild's zone). */
export const absenceCovers = (absence: Pick<Absence, 'from' | 'to'>, localDate: string): boolean =>
  absence.from <= localDate && localDate <= absence.to;

/** The note an absence puts on the nights it covers, so officers read it on the roster. */
export const absenceNote = (absence: Pick<Absence, 'note'>): string => (absence.note ? `Urlop: ${absence.note}` : 'Urlop');

/** Whether a signup was made by an absence rather than by the raider answering. */
export const fromAbsence = (signup: Pick<Signup, 'sequence'>): boolean => signup.sequence === absenceSequence;

/** Absence answers never take a place, so they stand after every real answer in signup order. */
const absenceSequence = Number.MAX_SAFE_INTEGER;

const sameRaider = (a: string, b: string) => a.toLocaleLowerCase('pl') === b.toLocaleLowerCase('pl');

/**
 * The answers as rosters and attendance count them: the explicit `signups`, plus a "Nie będę" with the
 * absence's note for every raider whose absence covers a night they did not answer. An explicit answer
 * always wins (a raider on holiday who still says "Będę" is coming). Pure: callers pass the raids, the
 * signups and the absences they already read, and get a new list back.
 */
export function effectiveAnswers(
  raids: ReadonlyArray<Pick<RaidInstance, 'id' | 'localDate'>>,
  signups: readonly Signup[],
  absences: readonly Absence[],
): Signup[] {
  if (absences.length === 0) return [...signups];
  const answered = new Set(signups.map((signup) => `${signup.raidId} ${signup.raider.toLocaleLowerCase('pl')}`));
  const added: Signup[] = [];
  for (const raid of raids) {
    for (const absence of absences) {
      if (!absenceCovers(absence, raid.localDate)) continue;
      const key = `${raid.id} ${absence.raider.toLocaleLowerCase('pl')}`;
      if (answered.has(key)) continue;
      answered.add(key);
      // The roster shape asks for a role; an absent raider has no place, so theirs is only a label
      // (their usual role when they answered another night of the list, the first role otherwise).
      const usual = signups.find((signup) => sameRaider(signup.raider, absence.raider))?.role ?? raidRoles[0]!;
      added.push({
        raidId: raid.id,
        status: 'absent',
        role: usual,
        raider: absence.raider,
        sequence: absenceSequence,
        updatedAt: absence.createdAt,
        note: absenceNote(absence),
      });
    }
  }
  return [...signups, ...added];
}

/** Today's date in the guild's zone, `YYYY-MM-DD`: absences are in the guild's days, like raid nights. */
export const localToday = (now: Date, timeZone: string): string => formatLocalDate(toZoned(now.getTime(), timeZone));

/** An absence that would end before today helps nobody: the nights are over. */
export function checkNotPast(input: AbsenceInput, today: string): Validation<AbsenceInput, AbsenceField> {
  if (input.to < today) return { ok: false, errors: { to: 'Nieobecność nie może się kończyć w przeszłości.' } };
  return { ok: true, value: input };
}

/**
 * What ending an absence early does: one that has not started is removed; one under way ends yesterday
 * (the nights already missed stay excused); one already over stays as it is.
 */
export function endAbsenceEarly(
  absence: Pick<Absence, 'from' | 'to'>,
  today: string,
): { action: 'delete' } | { action: 'shorten'; to: string } | { action: 'none' } {
  if (absence.to < today) return { action: 'none' };
  if (absence.from >= today) return { action: 'delete' };
  const [year, month, dayOfMonth] = today.split('-').map(Number) as [number, number, number];
  return { action: 'shorten', to: formatLocalDate(addDays({ year, month, day: dayOfMonth }, -1)) };
}
