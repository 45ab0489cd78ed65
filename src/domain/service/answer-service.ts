import { characterMessages } from '../characters/character-messages';
import { findSpec } from '../game/game-lookup';
import { invalidFields, RaidApiError, raidApiMessages } from '../raid-api-error';
import { decideSignup, parseSignupInput } from '../raids/save-rules';
import type { SaveSignupResult, Signup, SignupInput } from '../raids/signup-types';
import type { RaidInstance } from '../schedule';
import { publishedUntil } from '../schedule/published';
import type { Actor, GuildContext } from './guild-context';

/** A raider's answer to a raid: the one write every raider makes. */
export function answerService({ store, config, now, game, raidOrThrow, rosterOf, actorWrite }: GuildContext) {
  /**
   * The answer with its character and role: the character named (it must be the raider's own), else the
   * raider's main, if any; the role given, else the one the character's spec plays.
   */
  function withCharacter(raiderKey: string, input: SignupInput): Omit<Signup, 'raider' | 'sequence' | 'updatedAt'> {
    const character =
      input.characterId === undefined
        ? store.characters.forRaider(raiderKey).find((one) => one.main)
        : store.characters.find(input.characterId, raiderKey);
    if (input.characterId !== undefined && !character) throw invalidFields({ characterId: characterMessages.notYours });
    const role = input.role ?? (character && findSpec(game(), character.classId, character.specId)?.role);
    if (!role) throw invalidFields({ role: 'Wybierz rolę: tank, healer, melee albo ranged.' });
    const { characterId: _named, ...answer } = input;
    return character ? { ...answer, role, characterId: character.id } : { ...answer, role };
  }

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
        const answer = withCharacter(actor.key, input);
        const raid = publishedRaidOrThrow(input.raidId);
        if (raid.status === 'cancelled') throw new RaidApiError('locked', raidApiMessages.cancelled);
        const previous = store.signups.find(raid.id, actor.key);
        const { signup, changed } = decideSignup(raid, previous, actor.nickname, answer, store.signups.nextSequence, now());
        if (changed) store.signups.save(signup, actor.key);
        return { signup, roster: rosterOf(raid) };
      });
    },
  };
}

export type AnswerService = ReturnType<typeof answerService>;
