import { RaidApiError, raidApiMessages } from '../raid-api-error';
import { decideSignup, parseSignupInput } from '../raids/save-rules';
import type { SaveSignupResult } from '../raids/signup-types';
import type { RaidInstance } from '../schedule';
import { publishedUntil } from '../schedule/published';
import type { Actor, GuildContext } from './guild-context';

/** A raider's answer to a raid: the one write every raider makes. */
export function answerService({ store, config, now, raidOrThrow, rosterOf, actorWrite }: GuildContext) {
  /**
   * A raid raiders can answer: one the guild has published (`publishedUntil`, the rule every list of
   * raids follows too). Ids of raids years ahead parse and follow the weekly pattern, but nobody is shown
   * them: without this, anyone could fill the store with signups to the year 9998.
   */
  function publishedRaidOrThrow(raidId: string): RaidInstance {
    const raid = raidOrThrow(raidId);
    if (Date.parse(raid.startUtc) >= publishedUntil(config(), now()).getTime())
      throw new RaidApiError('not-found', raidApiMessages.notFound);
    return raid;
  }

  return {
    /**
     * Saves the raider's answer in one write: the previous answer, the next place in the signup order and
     * the write are one step, so two answers never both see a free place. Saving the same answer again
     * changes nothing. Throws `invalid`, `not-found`, `locked` or `past`; nothing is written then.
     */
    saveSignup(actor: Actor, rawInput: unknown): SaveSignupResult {
      const input = parseSignupInput(rawInput);
      return actorWrite(actor, () => {
        const raid = publishedRaidOrThrow(input.raidId);
        if (raid.status === 'cancelled') throw new RaidApiError('locked', raidApiMessages.cancelled);
        const previous = store.signups.find(raid.id, actor.key);
        const { signup, changed } = decideSignup(raid, previous, actor.nickname, input, store.signups.nextSequence, now());
        if (changed) store.signups.save(signup, actor.key);
        return { signup, roster: rosterOf(raid) };
      });
    },
  };
}

export type AnswerService = ReturnType<typeof answerService>;
