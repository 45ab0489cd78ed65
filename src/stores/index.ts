export { createSessionStore, type RaiderSession, type SessionStore, type SessionStoreOptions } from './session-store';
export { createColorModeStore, type ColorModeStore, type ColorModeStoreOptions } from './color-mode-store';
export { createGuildStore, type GuildStore } from './guild-store';
