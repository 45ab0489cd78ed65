export { validateGuildConfig, type GuildConfigResult, type ValidateOptions } from './validate-guild-config';
export {
  loadGuildConfig,
  resolveGuildConfig,
  formatConfigError,
  configTimeoutMs,
  type GuildConfigSource,
  type LoadGuildConfigOptions,
} from './load-guild-config';
export type { ConfigError } from './checks';
