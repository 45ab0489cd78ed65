import type { Character } from '../../../domain/characters/character-types';
import type { GuildStore } from '../../../domain/service/guild-store';
import type { LocalCharacter, LocalData } from './local-data';
import type { GameParts } from './browser-guild-store';

const characterOf = ({ raiderKey: _key, createdAt: _at, ...character }: LocalCharacter): Character => ({ ...character });

/**
 * Raiders' characters in the demo's document, given its reads (`data`) and, inside a write, its draft.
 * Loaded with the game pack (src/data/raids/local/demo-guild-service.ts), like every part that reads them.
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

/** The guild's loot in the demo's document: the other part that reads characters, loaded with them. */
export function createBrowserLootStore(data: () => LocalData, draft: () => LocalData): GuildStore['loot'] {
  return {
    known(ids) {
      const wanted = new Set(ids);
      return (data().loot ?? []).filter((award) => wanted.has(award.id)).map((award) => award.id);
    },
    add: (award, importedAt) => void (draft().loot ??= []).push({ ...award, importedAt }),
    // By time, then id, as the server's index orders them.
    between: (from = '', to = '~') =>
      (data().loot ?? [])
        .filter((award) => award.awardedAt >= from && award.awardedAt < to)
        .map(({ importedAt: _at, ...award }) => award)
        .sort((a, b) => (a.awardedAt < b.awardedAt ? -1 : a.awardedAt > b.awardedAt ? 1 : a.id < b.id ? -1 : a.id > b.id ? 1 : 0)),
  };
}

/** Both parts that load with the game pack (`BrowserGuildStore.installGameParts`). */
export const createBrowserGameParts = (data: () => LocalData, draft: () => LocalData): GameParts => ({
  characters: createBrowserCharacterStore(data, draft),
  loot: createBrowserLootStore(data, draft),
});
