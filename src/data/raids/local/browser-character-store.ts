import type { Character } from '../../../domain/characters/character-types';
import type { GuildStore } from '../../../domain/service/guild-store';
import type { LocalCharacter, LocalData } from './local-data';

const characterOf = ({ raiderKey: _key, createdAt: _at, ...character }: LocalCharacter): Character => ({ ...character });

/**
 * Raiders' characters in the demo's document, given its reads (`data`) and, inside a write, its draft.
 * Loaded with the game pack (src/data/raids/local/local-raid-api.ts), like every part that reads them.
 */
export function createBrowserCharacterStore(data: () => LocalData, draft: () => LocalData): GuildStore['characters'] {
  const characters = () => data().characters ?? [];
  return {
    forRaider: (key) =>
      characters()
        .filter((one) => one.raiderKey === key)
        .map(characterOf),
    find(id, key) {
      const found = characters().find((one) => one.id === id && one.raiderKey === key);
      return found && characterOf(found);
    },
    byIds(ids) {
      const wanted = new Set(ids);
      return characters()
        .filter((one) => wanted.has(one.id))
        .map((one) => ({ raiderKey: one.raiderKey, character: characterOf(one) }));
    },
    mains: () =>
      characters()
        .filter((one) => one.main)
        .map(({ raiderKey, id, name, classId, specId }) => ({ raiderKey, character: { id, name, classId, specId } })),
    all: () => characters().map((one) => ({ raiderKey: one.raiderKey, character: characterOf(one) })),
    create(key, character, createdAt) {
      const document = draft();
      const id = String((document.characterSequence = (document.characterSequence ?? 0) + 1));
      (document.characters ??= []).push({ ...character, id, raiderKey: key, createdAt });
      return { ...character, id };
    },
    save(character, key) {
      const list = draft().characters ?? [];
      const index = list.findIndex((one) => one.id === character.id && one.raiderKey === key);
      if (index >= 0) list[index] = { ...character, raiderKey: key, createdAt: list[index]!.createdAt };
    },
    remove(id) {
      const document = draft();
      document.characters = (document.characters ?? []).filter((one) => one.id !== id);
    },
  };
}
