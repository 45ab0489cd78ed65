import type { Character } from '../../domain/characters/character-types';
import { findClass, findSpec } from '../../domain/game/game-lookup';
import type { GamePack } from '../../domain/game/game-pack-types';
import type { RaidRole } from '../../domain/guild-config-types';

/** A character as the pickers name it: `Lunaria – druid, odnowa (główna)`. */
export function characterLabel(character: Character, pack: GamePack | null): string {
  const gameClass = pack && findClass(pack, character.classId);
  const spec = pack && findSpec(pack, character.classId, character.specId);
  const kind = gameClass && spec ? ` – ${gameClass.name}, ${spec.name}` : '';
  return `${character.name}${kind}${character.main ? ' (główna)' : ''}`;
}

/** The role a character's spec plays, or `undefined` while the pack is unknown (or the spec is gone). */
export const characterRole = (character: Character | undefined, pack: GamePack | null): RaidRole | undefined =>
  character && pack ? findSpec(pack, character.classId, character.specId)?.role : undefined;
