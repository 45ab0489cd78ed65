import { raidRoles } from '../guild-config-types';
import type { RaidInstance } from '../schedule/raid-instance';
import { absenceCovers, absenceNote, absenceSequence, type Absence } from './absences';
import type { Signup } from './signup-types';
import type { StandingAnswer } from './standing-answers';

// Apart from absences.ts: pages that only tell an absence's answer (fromAbsence) do not load this rule.

/**
 * Whether the standing answer stands for this night (unless the raider answered it, or an absence covers
 * it): a night of its series, not cancelled, still open (`raidPhase` 'open': before its signup lock, which
 * is never after the start) when the standing answer was set.
 */
export const standingCovers = (
  standing: Pick<StandingAnswer, 'seriesId' | 'since'>,
  raid: Pick<RaidInstance, 'seriesId' | 'status' | 'signupsCloseAt'>,
): boolean => raid.seriesId === standing.seriesId && raid.status !== 'cancelled' && standing.since < raid.signupsCloseAt;

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
