import type { Character } from '../characters/character-types';

/** A character with the raider it belongs to (the store's `OwnedCharacter`). */
export interface OwnedCharacter {
  raiderKey: string;
  character: Pick<Character, 'id' | 'name' | 'realm'>;
}

/** A realm as the game spells it in one place and people in another: `BurningLegion` = `Burning Legion`, `Quel'Thalas` = `QuelThalas`. */
export const realmKey = (realm: string): string => realm.toLocaleLowerCase('en').replace(/[\s'\u2019`-]/g, '');

const nameKey = (name: string): string => name.trim().toLocaleLowerCase('pl');

/** `Name-Realm` split at the first dash (a character's name has none); `Name` alone has no realm. */
export function splitPlayer(player: string): { name: string; realm?: string } {
  const dash = player.indexOf('-');
  if (dash < 0) return { name: player.trim() };
  const realm = player.slice(dash + 1).trim();
  return realm ? { name: player.slice(0, dash).trim(), realm } : { name: player.slice(0, dash).trim() };
}

/**
 * Finds the character an export's player is: by name (letter case ignored) and realm (case, spaces,
 * apostrophes and dashes ignored). A player without a realm, or a character kept without one, matches
 * when the name is the only one of its kind in the guild. `undefined` when nobody (or more than one
 * character) fits: the award waits for its character.
 */
export function playerMatcher(characters: readonly OwnedCharacter[]): (player: string) => OwnedCharacter | undefined {
  const byName = new Map<string, OwnedCharacter[]>();
  for (const owned of characters) {
    const key = nameKey(owned.character.name);
    byName.set(key, [...(byName.get(key) ?? []), owned]);
  }
  const cache = new Map<string, OwnedCharacter | undefined>();
  const find = (player: string): OwnedCharacter | undefined => {
    const { name, realm } = splitPlayer(player);
    const named = byName.get(nameKey(name)) ?? [];
    if (realm !== undefined) {
      const exact = named.filter((owned) => owned.character.realm !== undefined && realmKey(owned.character.realm) === realmKey(realm));
      if (exact.length > 0) return exact.length === 1 ? exact[0] : undefined;
    }
    return named.length === 1 && (realm === undefined || named[0]!.character.realm === undefined) ? named[0] : undefined;
  };
  return (player) => {
    if (!cache.has(player)) cache.set(player, find(player));
    return cache.get(player);
  };
}
