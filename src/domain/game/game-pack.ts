import type { GamePack, GameClass, GameSpec } from './game-pack-types';
import { wowPack } from './wow-pack';

/** The packs bundled with the site, by the id a guild config names in `game`. */
export const bundledGamePacks: Readonly<Record<string, GamePack>> = { wow: wowPack };

/** The id of the pack a config without `game` plays. */
export const defaultGameId = 'wow';

/** The guild's pack: a bundled one by id (default `wow`), or the guild's own (checked when the config loaded). */
export function resolveGamePack(game: string | GamePack | undefined): GamePack {
  if (typeof game === 'object') return game;
  return bundledGamePacks[game ?? defaultGameId] ?? wowPack;
}

export const findClass = (pack: GamePack, classId: string): GameClass | undefined => pack.classes.find((one) => one.id === classId);

export const findSpec = (pack: GamePack, classId: string, specId: string): GameSpec | undefined =>
  findClass(pack, classId)?.specs.find((one) => one.id === specId);
