import type { GamePack } from './game-pack-types';
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

export { findClass, findSpec } from './game-lookup';

// The demo loads these with the pack: what reads a pack comes with it.
export { createRosterDresser } from '../service/roster-dresser';
