export { sampleGuild } from './guild';
export type {
  GuildConfig,
  GuildImage,
  GuildValue,
  OneOffRaid,
  RaidDefinition,
  RaidDifficulty,
  RaidRole,
  RaidSize,
  RoleTargets,
  Testimonial,
  WeeklyRaid,
} from './guild-config-types';
export { raidRoles, raidSizes } from './guild-config-types';
export {
  validateGuildConfig,
  loadGuildConfig,
  resolveGuildConfig,
  formatConfigError,
  configTimeoutMs,
  type ConfigError,
  type GuildConfigResult,
  type GuildConfigSource,
  type LoadGuildConfigOptions,
} from './guild-config';
export { pluralPl, type PluralForms } from './plural-pl';
export { validateNickname, nicknameLimits } from './nickname';
export { timeInGuildPl, monthsInGuild } from './time-in-guild';
