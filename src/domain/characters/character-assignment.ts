import type * as v from 'valibot';
import { inputObject, validate, type Validation } from '../input-schema';
import { sameLoggedCharacter } from '../raids/log-names';
import { characterName, classId, notObject, realm, specId, unknownField } from './character-input';
import type { Character } from './character-types';

/**
 * A character from a raid's log given to a raider by an officer (the attendance sheet): it becomes the
 * raider's own, so the next log finds them by it. `{name, realm?, classId, specId}` as the log showed it.
 */
export const characterAssignmentSchema = inputObject({ name: characterName, realm, classId, specId }, notObject, unknownField);
export type CharacterAssignment = v.InferOutput<typeof characterAssignmentSchema>;
export type CharacterAssignmentField = 'input' | 'name' | 'realm' | 'classId' | 'specId';

export const validateCharacterAssignment = (input: unknown): Validation<CharacterAssignment, CharacterAssignmentField> =>
  validate(characterAssignmentSchema, input, 'input');

export const characterAssignmentMessages = {
  noMember: (nickname: string) => `W gildii nie ma osoby o nicku „${nickname}”.`,
  taken: (name: string, owner: string) =>
    `Postać ${name} jest już postacią osoby ${owner}. Jedna postać należy do jednej osoby – nic nie zmieniono; ` +
    `jeśli to pomyłka, ${owner} usuwa ją u siebie w „Postaciach”.`,
} as const;

/** What assigning a character to a raider does, given every raider's characters. */
export type AssignmentOutcome =
  /** The raider has it already: nothing to add, the log finds them by it. */
  | { kind: 'theirs'; character: Character }
  /** Another raider has it: refused, so one character is never two people's attendance. */
  | { kind: 'taken'; ownerKey: string }
  | { kind: 'new' };

/**
 * The rule, once: a character is one raider's. Compared as the log matches (`sameLoggedCharacter`: the
 * name regardless of case, the realm when both name one), so what is refused here is what the log
 * would otherwise give to two people.
 */
export function assignmentOutcome(
  everyone: ReadonlyArray<{ raiderKey: string; character: Character }>,
  raiderKey: string,
  wanted: Pick<Character, 'name' | 'realm'>,
): AssignmentOutcome {
  const same = everyone.filter((one) => sameLoggedCharacter(one.character, wanted));
  const theirs = same.find((one) => one.raiderKey === raiderKey);
  if (theirs) return { kind: 'theirs', character: theirs.character };
  return same[0] ? { kind: 'taken', ownerKey: same[0].raiderKey } : { kind: 'new' };
}

/**
 * Another raider who has a character a raid log would take for `wanted` (the rule above), so adding,
 * renaming or importing it is refused as assigning it is. A clash the character already had as `before`
 * (a rename of one kept from before this rule) is not a new one: only new clashes are refused.
 */
export function otherHolder(
  everyone: ReadonlyArray<{ raiderKey: string; character: Character }>,
  raiderKey: string,
  wanted: Pick<Character, 'name' | 'realm'>,
  before?: Pick<Character, 'name' | 'realm'>,
): string | undefined {
  const clashes = (one: Character) => sameLoggedCharacter(one, wanted) && !(before && sameLoggedCharacter(one, before));
  return everyone.find((one) => one.raiderKey !== raiderKey && clashes(one.character))?.raiderKey;
}
