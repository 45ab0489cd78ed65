import { raiderKey } from '../accounts/raider-key';
import { raidRoles } from '../guild-config-types';
import { validate } from '../input-schema';
import { invalidFields, RaidApiError, validOrThrow } from '../raid-api-error';
import { fromAbsence } from '../raids/absences';
import { raidsInRange } from '../raids/find-raids';
import { raidPhase } from '../raids/raid-phase';
import { isComing, type Signup } from '../raids/signup-types';
import type { StandingAnswer } from '../raids/standing-answers';
import { standingInputSchema, standingMessages } from '../raids/standing-input';
import { answeringCharacter } from './answer-character';
import type { Actor, GuildContext } from './guild-context';

const week = 7 * 86_400_000;

/**
 * A raider's standing answers ("zawsze tak w czwartki"): one per weekly series, standing for every night
 * of it the raider does not answer (the rule: `effectiveAnswers`).
 */
export function standingService(context: GuildContext) {
  const { store, config, now, schedule, answersFor, actorWrite } = context;
  /** Inside a write: the series, or `not-found` in Polish. */
  function seriesOrThrow(seriesId: string) {
    const series = schedule().series.find((one) => one.id === seriesId);
    if (!series) throw new RaidApiError('not-found', standingMessages.unknownSeries);
    return series;
  }

  /**
   * Inside a write, before a standing answer changes or goes: the nights it stood for that no longer take
   * answers at `at` (locked, started, over) keep what it answered there, written down as the raider's own
   * answers, so a change never rewrites a night that is already decided (rosters, attendance).
   */
  function keepDecidedNights(previous: StandingAnswer, key: string, at: Date): void {
    // Nights open at `since` start after it; those not open at `at` start before `at` plus the lock.
    const from = new Date(Date.parse(previous.since) - week).toISOString();
    const to = new Date(at.getTime() + week).toISOString();
    const decided = raidsInRange(config(), { from, to }, schedule()).filter(
      (raid) => raid.seriesId === previous.seriesId && raidPhase(raid, at) !== 'open',
    );
    for (const answer of answersFor(decided)) {
      if (!answer.standing || fromAbsence(answer) || raiderKey(answer.raider) !== key) continue;
      const own: Signup = { ...answer };
      delete own.standing;
      store.signups.save(own, key);
    }
  }

  /** The role of the raider's latest explicit answer, if any. */
  function usualRole(key: string) {
    const latest = store.signups
      .forRaider(key)
      .reduce<Signup | undefined>((last, one) => (!last || one.updatedAt > last.updatedAt ? one : last), undefined);
    return latest?.role;
  }

  return {
    /** The raider's standing answers, by series id. */
    myStanding: (actor: Actor): StandingAnswer[] => store.standing.forRaider(actor.key),

    /**
     * Sets (or changes) the raider's standing answer for a series, in one write. Without a role, it keeps
     * the earlier standing answer's, else the raider's latest answer's; a coming answer with none is
     * `invalid`. Throws `not-found` for an unknown series. It stands for the nights still open from now on.
     */
    setStanding(actor: Actor, seriesId: string, rawInput: unknown): StandingAnswer {
      const input = validOrThrow(validate(standingInputSchema, rawInput, 'status'));
      return actorWrite(actor, (current) => {
        seriesOrThrow(seriesId);
        const at = now();
        const previous = store.standing.find(seriesId, current.key);
        const { character, specRole } = answeringCharacter(context, current.key, input.characterId ?? undefined);
        const role = input.role ?? (input.characterId ? specRole : undefined) ?? previous?.role ?? specRole ?? usualRole(current.key);
        if (!role && isComing(input.status)) throw invalidFields({ role: standingMessages.roleNeeded });
        const chosenRole = role ?? raidRoles[0]!;
        if (previous) keepDecidedNights(previous, current.key, at);
        const keepsPlace = previous !== undefined && isComing(previous.status) === isComing(input.status) && previous.role === chosenRole;
        const answer: StandingAnswer = {
          seriesId,
          raider: current.nickname,
          status: input.status,
          role: chosenRole,
          sequence: keepsPlace ? previous.sequence : store.signups.nextSequence(),
          since: at.toISOString(),
          updatedAt: at.toISOString(),
        };
        if (character) answer.characterId = character.id;
        if (input.note) answer.note = input.note;
        store.standing.save(answer, current.key);
        return answer;
      });
    },

    /**
     * Removes the raider's standing answer for a series (nothing to remove is not an error); the nights
     * it stood for that no longer take answers keep it. Throws `not-found` for an unknown series.
     */
    removeStanding(actor: Actor, seriesId: string): void {
      actorWrite(actor, (current) => {
        const previous = store.standing.find(seriesId, current.key);
        if (!previous) {
          seriesOrThrow(seriesId);
          return;
        }
        keepDecidedNights(previous, current.key, now());
        store.standing.remove(seriesId, current.key);
      });
    },
  };
}

export type StandingService = ReturnType<typeof standingService>;
