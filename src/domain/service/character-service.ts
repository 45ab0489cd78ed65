import type { Character } from '../characters/character-types';
import {
  characterLimits,
  characterMessages,
  validateCharacterInput,
  validateCharacterPatch,
  type CharacterField,
} from '../characters/character-input';
import { assignmentOutcome, characterAssignmentMessages, validateCharacterAssignment } from '../characters/character-assignment';
import { raiderKey as keyOf } from '../accounts/raider-key';
import { assertOfficer } from '../accounts/account-rules';
import { findClass, findSpec } from '../game/game-lookup';
import type { GamePack, GameSpec } from '../game/game-pack-types';
import { invalidFields, RaidApiError, validOrThrow } from '../raid-api-error';
import type { Actor, GuildContext } from './guild-context';
import { refuseTakenCharacter, takenCharacter } from './character-taken';

/** The spec of a character's class and spec in the pack, or the `invalid` error naming the field. */
export function specOrThrow(pack: GamePack, classId: string, specId: string): GameSpec {
  if (!findClass(pack, classId)) throw invalidFields({ classId: characterMessages.unknownClass });
  const spec = findSpec(pack, classId, specId);
  if (!spec) throw invalidFields({ specId: characterMessages.unknownSpec });
  return spec;
}

export const sameName = (a: Pick<Character, 'name' | 'realm'>, b: Pick<Character, 'name' | 'realm'>) =>
  a.name.toLocaleLowerCase('pl') === b.name.toLocaleLowerCase('pl') &&
  (a.realm ?? '').toLocaleLowerCase('pl') === (b.realm ?? '').toLocaleLowerCase('pl');

/**
 * A raider's characters (name, realm, class and spec of the guild's game, main or alt). The rules, once:
 * one main per raider whenever they have a character (the first is main; marking another main makes the
 * old one an alt; removing the main makes the oldest alt main), class and spec exist in the guild's pack
 * and the spec is the class's, one name per realm per raider, at most `characterLimits.perRaider`, and
 * none another raider has (`taken`, as a raid log matches names: the log could not tell whose it is).
 */
export function characterService({ store, now, game, actorWrite, officerWrite }: GuildContext) {
  /** Throws `invalid` when another of the raider's characters has this name on this realm. */
  function checkUnique(raiderKey: string, character: Pick<Character, 'name' | 'realm'>, exceptId?: string): void {
    const clash = store.characters.forRaider(raiderKey).some((one) => one.id !== exceptId && sameName(one, character));
    if (clash) throw invalidFields({ name: characterMessages.duplicate });
  }

  /** Makes `mainId` the raider's only main. */
  function onlyMain(raiderKey: string, mainId: string): void {
    for (const one of store.characters.forRaider(raiderKey)) {
      const main = one.id === mainId;
      if (one.main !== main) store.characters.save({ ...one, main }, raiderKey);
    }
  }

  return {
    /** The guild's game: its classes, their specs and the buffs they bring (public). */
    gamePack: (): GamePack => game(),

    /** The raider's characters, main first, then in the order they were added. */
    myCharacters: (actor: Actor): Character[] => store.characters.forRaider(actor.key).sort((a, b) => Number(b.main) - Number(a.main)),

    /**
     * Adds a character; the raider's first is main. `invalid` for a bad field, an unknown class or a spec of
     * another class, `taken` when another raider has it.
     */
    addCharacter(actor: Actor, rawInput: unknown): Character {
      const input = validOrThrow(validateCharacterInput(rawInput));
      specOrThrow(game(), input.classId, input.specId);
      return actorWrite(actor, (current) => {
        const mine = store.characters.forRaider(current.key);
        if (mine.length >= characterLimits.perRaider) throw invalidFields({ input: characterMessages.tooMany });
        checkUnique(current.key, input);
        refuseTakenCharacter(store, current.key, input);
        const main = mine.length === 0 || input.main === true;
        const character: Omit<Character, 'id'> = { name: input.name, classId: input.classId, specId: input.specId, main };
        if (input.realm) character.realm = input.realm;
        const created = store.characters.create(current.key, character, now().toISOString());
        if (main) onlyMain(current.key, created.id);
        return created;
      });
    },

    /**
     * Changes the raider's own character; `not-found` for another raider's or an unknown id. A class
     * change needs a spec of the new class; `main: false` on the main is refused (mark another main); a
     * new name or realm another raider has is `taken`.
     */
    updateCharacter(actor: Actor, characterId: string, rawPatch: unknown): Character {
      const patch = validOrThrow(validateCharacterPatch(rawPatch));
      return actorWrite(actor, (current) => {
        const before = store.characters.find(characterId, current.key);
        if (!before) throw new RaidApiError('not-found', characterMessages.notFound);
        const after: Character = { ...before, ...patch, realm: undefined };
        const realm = patch.realm === undefined ? before.realm : patch.realm;
        if (realm) after.realm = realm;
        else delete after.realm;
        specOrThrow(game(), after.classId, after.specId);
        if (before.main && patch.main === false)
          throw invalidFields({ main: characterMessages.keepMain } satisfies Partial<Record<CharacterField, string>>);
        checkUnique(current.key, after, before.id);
        refuseTakenCharacter(store, current.key, after, before);
        store.characters.save(after, current.key);
        if (after.main && !before.main) onlyMain(current.key, after.id);
        return after;
      });
    },

    /**
     * Officers: a character from a raid's log given to a raider of the guild (the attendance sheet), so
     * the next log finds them by it: added to their characters (main when it is their first), audited
     * `character-assigned`. The raider's own character of that name is answered as it is. `not-found`
     * for no such raider, `taken` when another raider has it (nothing changes), `invalid` for a bad field.
     */
    assignCharacter(actor: Actor, nickname: string, rawInput: unknown): Character {
      assertOfficer(actor.role);
      const input = validOrThrow(validateCharacterAssignment(rawInput));
      specOrThrow(game(), input.classId, input.specId);
      return officerWrite(actor, (at) => {
        const owner = store.accounts.byKey(keyOf(nickname));
        if (!owner) throw new RaidApiError('not-found', characterAssignmentMessages.noMember(nickname));
        const outcome = assignmentOutcome(store.characters.all(), owner.key, input);
        if (outcome.kind === 'theirs') return { result: outcome.character, audit: [] };
        if (outcome.kind === 'taken') throw takenCharacter(store, outcome.ownerKey, input.name);
        const theirs = store.characters.forRaider(owner.key);
        if (theirs.length >= characterLimits.perRaider) throw invalidFields({ input: characterMessages.tooMany });
        const fields: Omit<Character, 'id'> = { name: input.name, classId: input.classId, specId: input.specId, main: theirs.length === 0 };
        if (input.realm) fields.realm = input.realm;
        const created = store.characters.create(owner.key, fields, at.toISOString());
        const detail = input.realm ? `${input.name} (${input.realm})` : input.name;
        return { result: created, action: 'character-assigned', target: owner.nickname, detail };
      });
    },

    /** Removes the raider's own character (`not-found` for another's); removing the main makes the oldest alt main. */
    removeCharacter(actor: Actor, characterId: string): void {
      actorWrite(actor, (current) => {
        const character = store.characters.find(characterId, current.key);
        if (!character) throw new RaidApiError('not-found', characterMessages.notFound);
        store.characters.remove(character.id);
        const next = store.characters.forRaider(current.key)[0];
        if (character.main && next) onlyMain(current.key, next.id);
      });
    },
  };
}

export type CharacterService = ReturnType<typeof characterService>;
