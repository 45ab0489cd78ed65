import type { CharacterRef } from '../../domain/characters/character-types';
import type { GamePack } from '../../domain/game/game-pack-types';
import { ClassBadge } from '../../ui/ClassBadge';

/**
 * A character as rosters show it: its name, then its class's badge (icon, colour and the class's name)
 * with the spec, and the item level an import (Raider.IO) read. Without the pack yet (or a class the pack no longer has): the name alone.
 */
export function CharacterBadge({ character, pack }: { character: CharacterRef; pack: GamePack | null }) {
  const gameClass = pack?.classes.find((one) => one.id === character.classId);
  const spec = gameClass?.specs.find((one) => one.id === character.specId);
  return (
    <>
      {character.name}
      {gameClass && (
        <>
          {' '}
          <ClassBadge gameClass={gameClass}>{spec ? `${gameClass.name}, ${spec.name}` : gameClass.name}</ClassBadge>
        </>
      )}
      {character.itemLevel !== undefined && ` · ilvl ${character.itemLevel}`}
    </>
  );
}
