import { absenceMessages, validateAbsenceInput, type Absence } from '../raids/absence-input';
import { checkNotPast, endAbsenceEarly, localToday } from '../raids/absences';
import { RaidApiError, validOrThrow } from '../raid-api-error';
import type { Actor, GuildContext } from './guild-context';

/** A raider's absences ("Urlop"): every night they cover counts as "Nie będę" unless answered otherwise. */
export function absenceService({ store, config, now, actorWrite }: GuildContext) {
  /** Today in the guild's zone: absences are in the guild's days, like raid nights. */
  const today = () => localToday(now(), config().timezone);

  return {
    /** The raider's absences that have not ended yet, by start. */
    myAbsences: (actor: Actor): Absence[] =>
      store.absences.forRaider(actor.key, today()).sort((a, b) => a.from.localeCompare(b.from) || Number(a.id) - Number(b.id)),

    /** Throws `invalid` for bad or past dates; the nights it covers count as "Nie będę" from now on. */
    addAbsence(actor: Actor, rawInput: unknown): Absence {
      const input = validOrThrow(checkNotPast(validOrThrow(validateAbsenceInput(rawInput)), today()));
      return actorWrite(actor, (current) => store.absences.create(current.key, current.nickname, input, now().toISOString()));
    },

    /** Removed before it starts, ends yesterday when under way; `not-found` for another's or an unknown id. */
    endAbsence(actor: Actor, absenceId: string): void {
      actorWrite(actor, () => {
        const absence = store.absences.find(absenceId, actor.key);
        if (!absence) throw new RaidApiError('not-found', absenceMessages.notFound);
        const decision = endAbsenceEarly(absence, today());
        if (decision.action === 'delete') store.absences.remove(absence.id);
        else if (decision.action === 'shorten') store.absences.shorten(absence.id, decision.to);
      });
    },
  };
}

export type AbsenceService = ReturnType<typeof absenceService>;
