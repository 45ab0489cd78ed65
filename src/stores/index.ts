export {
  createRaiderSessionStore,
  type RaiderSession,
  type RaiderSessionStore,
  type RaiderSessionStoreOptions,
} from './raider-session-store';
export { createColorModeStore, type ColorModeStore, type ColorModeStoreOptions } from './color-mode-store';
export { createGuildConfigStore, type GuildConfigStore } from './guild-config-store';
