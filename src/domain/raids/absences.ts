import { raidRoles } from '../guild-config-types';
import type { RaidInstance } from '../schedule/raid-instance';
import { addDays, formatLocalDate, toZoned } from '../schedule/zoned-time';
import type { Signup } from './signup-types';
import type { Validation } from './signup-validation';
import type { Absence, AbsenceField, AbsenceInput } from './absence-input';
import { standingCovers, type StandingAnswer } from './standing-answers';

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
const absenceSequence = Number.MAX_SAFE_INTEGER;

const sameRaider = (a: string, b: string) => a.toLocaleLowerCase('pl') === b.toLocaleLowerCase('pl');

/**
 * The answers as rosters, feeds, Discord posts and attendance count them: the rule of precedence, in this
 * one place. For every night and raider: the explicit answer in `signups` when there is one (a raider on
 * holiday who still says "Będę" is coming); else a "Nie będę" with the absence's note when an absence
 * covers the night; else the raider's standing answer for the night's series when it stands for the
 * night (`standingCovers`: set while the night was open, the night not cancelled), marked `standing`,
 * in the standing answer's place in the signup order. Pure: callers pass the raids, the signups, the
 * absences and the standing answers they already read, and get a new list back.
 */
export function effectiveAnswers(
  raids: ReadonlyArray<StandingNight | Pick<RaidInstance, 'id' | 'localDate'>>,
  signups: readonly Signup[],
  absences: readonly Absence[],
  standing: readonly StandingAnswer[] = [],
): Signup[] {
  if (absences.length === 0 && standing.length === 0) return [...signups];
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
      const usual =
        signups.find((signup) => sameRaider(signup.raider, absence.raider))?.role ??
        standing.find((one) => sameRaider(one.raider, absence.raider))?.role ??
        raidRoles[0]!;
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
    // Only nights of a weekly series have standing answers.
    if (!('seriesId' in raid) || !raid.seriesId) continue;
    for (const one of standing) {
      if (!standingCovers(one, raid)) continue;
      const key = `${raid.id} ${one.raider.toLocaleLowerCase('pl')}`;
      if (answered.has(key)) continue;
      answered.add(key);
      added.push(standingSignup(one, raid.id));
    }
  }
  return [...signups, ...added];
}

/** What the rule reads of a night of a weekly series. */
type StandingNight = Pick<RaidInstance, 'id' | 'localDate' | 'seriesId' | 'status' | 'startUtc' | 'signupsCloseAt'>;

/** The answer a standing answer gives on one night (`standing: true`: nobody answered that night itself). */
export function standingSignup(one: StandingAnswer, raidId: string): Signup {
  const signup: Signup = {
    raidId,
    status: one.status,
    role: one.role,
    raider: one.raider,
    sequence: one.sequence,
    updatedAt: one.updatedAt,
    standing: true,
    ...(one.characterId ? { characterId: one.characterId } : {}),
  };
  if (one.note) signup.note = one.note;
  return signup;
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
