import { atom, type ReadableAtom } from 'nanostores';
import type { GuildConfig } from '../data';

/** The guild config one app instance shows (not the guild service's storage port, `GuildStore`). */
export interface GuildConfigStore {
  /** The config this instance shows: the bundled defaults until a guild's own config has loaded. */
  $guild: ReadableAtom<GuildConfig>;
  set(config: GuildConfig): void;
}

/** The guild of one app instance; two widgets on a page may show two different guilds. */
export function createGuildConfigStore(initial: GuildConfig): GuildConfigStore {
  const $guild = atom<GuildConfig>(initial);
  return { $guild, set: (config) => $guild.set(config) };
}
