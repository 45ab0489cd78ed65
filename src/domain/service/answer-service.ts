import { raiderKey } from '../accounts/raider-key';
import { validate } from '../input-schema';
import { invalidFields, RaidApiError, raidApiMessages, validOrThrow } from '../raid-api-error';
import { fromAbsence } from '../raids/absences';
import { nextSignup } from '../raids/roster';
import { decideSignup, parseSignupInput } from '../raids/save-rules';
import { signupBatchMessages, signupBatchSchema } from '../raids/signup-batch';
import type { SaveSignupResult, Signup, SignupInput } from '../raids/signup-types';
import type { RaidInstance } from '../schedule';
import { publishedUntil } from '../schedule/published';
import { answeringCharacter } from './answer-character';
import type { Actor, GuildContext } from './guild-context';
import { roleChoiceMessage } from '../raids/signup-labels';

/** A raider's answer to a raid: the one write every raider makes. */
export function answerService(context: GuildContext) {
  const { store, config, now, raidOrThrow, answersFor, rosterOf, actorWrite } = context;
  /**
   * The answer with its character and role: the character named (it must be the raider's own), else the
   * raider's main, if any; the role given, else the one the character's spec plays.
   */
  function withCharacter(key: string, input: SignupInput): Omit<Signup, 'raider' | 'sequence' | 'updatedAt'> {
    const { character, specRole } = answeringCharacter(context, key, input.characterId);
    const role = input.role ?? specRole;
    if (!role) throw invalidFields({ role: roleChoiceMessage });
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

  /**
   * Inside a write: saves one answer of the raider (the rules of `saveSignup`), or throws. An answer on a
   * night the raider's standing answer stands for starts from it: the same answer writes it down as the
   * raider's own, keeping the standing answer's place in the signup order (as does any answer that keeps
   * coming in the same role).
   */
  function saveOne(key: string, nickname: string, input: SignupInput): Signup {
    const answer = withCharacter(key, input);
    const raid = publishedRaidOrThrow(input.raidId);
    if (raid.status === 'cancelled') throw new RaidApiError('locked', raidApiMessages.cancelled);
    const explicit = store.signups.find(raid.id, key);
    const standing = explicit
      ? undefined
      : answersFor([raid]).find((one) => one.standing && !fromAbsence(one) && raiderKey(one.raider) === key);
    const { signup, changed } = decideSignup(raid, explicit ?? standing, nickname, answer, store.signups.nextSequence, now());
    if (changed) store.signups.save(signup, key);
    else if (standing) {
      const own = nextSignup(standing, nickname, answer, store.signups.nextSequence, now());
      store.signups.save(own, key);
      return own;
    }
    return signup;
  }

  return {
    /**
     * Saves the raider's answer to the raid `raidId` (the address names it; a `raidId` in the answer must
     * be the same) in one write: the previous answer, the next place in the signup order and the write are
     * one step, so two answers never both see a free place. Saving the same answer again changes nothing.
     * Throws `invalid`, `not-found`, `locked` or `past`; nothing is written then.
     */
    saveSignup(actor: Actor, raidId: string, answer: unknown): SaveSignupResult {
      const named = (answer as { raidId?: unknown } | null | undefined)?.raidId;
      if (named !== undefined && named !== raidId) throw invalidFields({ raidId: 'Rajd w treści żądania nie zgadza się z adresem.' });
      const input = parseSignupInput(typeof answer === 'object' && answer !== null ? { ...answer, raidId } : answer);
      return actorWrite(actor, () => {
        const signup = saveOne(actor.key, actor.nickname, input);
        return { signup, roster: rosterOf(raidOrThrow(signup.raidId)) };
      });
    },

    /**
     * Several answers (`{answers: [...]}`, each as `saveSignup` takes it) in one write, all or none: when
     * any night refuses its answer (unknown, cancelled, locked, started), nothing is saved and the error
     * (`invalid`, with the code of the first refusal in its message) names each refused night by its id
     * with its Polish reason. Answers the saved answers, in the order sent.
     */
    saveSignups(actor: Actor, rawInput: unknown): Signup[] {
      const { answers } = validOrThrow(validate(signupBatchSchema, rawInput, 'answers'));
      return actorWrite(actor, () => {
        const refused: Record<string, string> = {};
        const saved: Signup[] = [];
        for (const input of answers) {
          try {
            saved.push(saveOne(actor.key, actor.nickname, input));
          } catch (error) {
            if (!(error instanceof RaidApiError) || error.code === 'unauthorized' || error.code === 'unavailable') throw error;
            refused[input.raidId] = error.message;
          }
        }
        // Throwing ends the write: the answers saved before the refusal are not kept either.
        if (Object.keys(refused).length > 0) throw new RaidApiError('invalid', signupBatchMessages.refused, refused);
        return saved;
      });
    },
  };
}

export type AnswerService = ReturnType<typeof answerService>;
