import { characterMessages } from '../characters/character-messages';
import type { Character } from '../characters/character-types';
import { findSpec } from '../game/game-lookup';
import type { RaidRole } from '../guild-config-types';
import { invalidFields } from '../raid-api-error';
import type { GuildContext } from './guild-context';

/**
 * The character an answer (or a standing answer) is given with, inside its write: the one named, which
 * must be the raider's own (`invalid` otherwise), else the raider's main, if any; and the role its spec
 * plays, for an answer that names no role.
 */
export function answeringCharacter(
  { store, game }: Pick<GuildContext, 'store' | 'game'>,
  key: string,
  characterId: string | undefined,
): { character?: Character; specRole?: RaidRole } {
  const character =
    characterId === undefined ? store.characters.forRaider(key).find((one) => one.main) : store.characters.find(characterId, key);
  if (characterId !== undefined && !character) throw invalidFields({ characterId: characterMessages.notYours });
  return character ? { character, specRole: findSpec(game(), character.classId, character.specId)?.role } : {};
}
