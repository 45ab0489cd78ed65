import { playerMatcher, type OwnedCharacter } from './loot-players';
import type { LootAward } from './loot-types';

/** Per raider key, how many of `awards` went to the raider's characters as they are now (awards nobody matches count for nobody). */
export function lootCountsByRaider(awards: readonly LootAward[], characters: readonly OwnedCharacter[]): Map<string, number> {
  const match = playerMatcher(characters);
  const counts = new Map<string, number>();
  for (const award of awards) {
    const owner = match(award.player)?.raiderKey;
    if (owner !== undefined) counts.set(owner, (counts.get(owner) ?? 0) + 1);
  }
  return counts;
}
