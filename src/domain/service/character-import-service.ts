import type { Character } from '../characters/character-types';
import { characterLimits, characterMessages } from '../characters/character-input';
import { characterImportMessages, type ImportedCharacter } from '../characters/character-import';
import { findSpec } from '../game/game-pack';
import { invalidFields } from '../raid-api-error';
import { sameName } from './character-service';
import { refuseTakenCharacter } from './character-taken';
import type { Actor, GuildContext } from './guild-context';

/**
 * A character read from outside (Raider.IO) saved as the raider's own: the one with its name and realm
 * is updated (class, spec, item level, the name as the game spells it), else a new one is added. The
 * characters' rules as `character-service.ts` states them: the first character is main, at most
 * `characterLimits.perRaider`, class and spec of the guild's pack, none another raider has (`taken`).
 */
export function characterImportService({ store, now, game, actorWrite }: GuildContext) {
  return {
    saveImported(actor: Actor, imported: ImportedCharacter): { character: Character; created: boolean } {
      if (!findSpec(game(), imported.classId, imported.specId)) throw invalidFields({ name: characterImportMessages.unknownGame });
      const fields = (character: Omit<Character, 'id'>): Omit<Character, 'id'> => {
        const next: Omit<Character, 'id'> = { ...character, name: imported.name, realm: imported.realm };
        next.classId = imported.classId;
        next.specId = imported.specId;
        if (imported.itemLevel === undefined) delete next.itemLevel;
        else next.itemLevel = imported.itemLevel;
        return next;
      };
      return actorWrite(actor, (current) => {
        const mine = store.characters.forRaider(current.key);
        const known = mine.find((one) => sameName(one, imported));
        if (known) {
          const character = { ...fields(known), id: known.id };
          store.characters.save(character, current.key);
          return { character, created: false };
        }
        if (mine.length >= characterLimits.perRaider) throw invalidFields({ input: characterMessages.tooMany });
        refuseTakenCharacter(store, current.key, imported);
        const fresh = fields({ name: imported.name, classId: imported.classId, specId: imported.specId, main: mine.length === 0 });
        return { character: store.characters.create(current.key, fresh, now().toISOString()), created: true };
      });
    },
  };
}

export type CharacterImportService = ReturnType<typeof characterImportService>;
