import type { GuildConfig } from '../../../domain/guild-config-types';
import { createRosterDresser, resolveGamePack } from '../../../domain/game/game-pack';
import type { GamePack } from '../../../domain/game/game-pack-types';
import type { RosterDresser } from '../../../domain/service/roster-dresser';
import type { BrowserGuildStore } from './browser-guild-store';
import { createBrowserGameParts } from './browser-character-store';

/**
 * What the demo reads a game pack with, loaded as one part when a roster or a character is first read
 * (never with the first screen): the guild's pack, the roster dresser, and the characters' and loot's stores.
 */
export function loadDemoGame(store: BrowserGuildStore, game: () => GuildConfig['game']): { pack: () => GamePack; dress: RosterDresser } {
  store.installGameParts(createBrowserGameParts);
  const pack = () => resolveGamePack(game());
  return { pack, dress: createRosterDresser(store, pack) };
}
