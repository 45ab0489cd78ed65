import { addDays, formatLocalDate, toZoned } from '../schedule/zoned-time';
import type { Signup } from './signup-types';
import type { Validation } from './signup-validation';
import type { Absence, AbsenceField, AbsenceInput } from './absence-input';

// Types only: the input schema stays out of the chunks that only count absences (the rosters).
export type { Absence, AbsenceField, AbsenceInput };

/** Whether the absence covers a raid night (by the night's local date in the guild's zone). */
export const absenceCovers = (absence: Pick<Absence, 'from' | 'to'>, localDate: string): boolean =>
  absence.from <= localDate && localDate <= absence.to;

/** The note an absence puts on the nights it covers, so officers read it on the roster. */
export const absenceNote = (absence: Pick<Absence, 'note'>): string => (absence.note ? `Urlop: ${absence.note}` : 'Urlop');

/** Whether a signup was made by an absence rather than by the raider answering. */
export const fromAbsence = (signup: Pick<Signup, 'sequence'>): boolean => signup.sequence === absenceSequence;

/** Absence answers never take a place, so they stand after every real answer in signup order. */
export const absenceSequence = Number.MAX_SAFE_INTEGER;

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
